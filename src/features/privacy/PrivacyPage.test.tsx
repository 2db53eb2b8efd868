import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { CONTACT } from '#domain/agency';
import { RETENTION_DAYS, type RetentionStage } from '#domain/retentionPeriods';
import PrivacyPage from './PrivacyPage';

// The retention table itself, changed by a test (and put back) to show the words follow it.
const table = RETENTION_DAYS as Record<RetentionStage, number>;
const realTable = { ...RETENTION_DAYS };

function renderPage() {
  render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
  return screen.getByRole('main');
}

afterEach(async () => {
  cleanup();
  Object.assign(table, realTable);
  await i18n.changeLanguage('en');
});

describe('PrivacyPage', () => {
  it('says in English what is collected, who sees it, how long it is kept, and whom to ask', () => {
    const page = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    for (const heading of [
      'What we collect',
      'Why we collect it',
      'Who sees it',
      'Where it is kept',
      'How long we keep it',
      'Your rights',
      'Contact us about your data',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(page).toHaveTextContent(
      'the Immigration Services Department for a visa, the Tanzania Revenue Authority (TRA) for a TIN, the Business Registrations and Licensing Agency (BRELA) for a business registration and the council where your business is for a business licence',
    );
    expect(page).toHaveTextContent('the documents you upload: 90 days;');
    expect(page).toHaveTextContent('the documents we hand back to you: 1 year');
    expect(page).toHaveTextContent('your answers and other personal details: 5 years.');
    expect(screen.getByRole('link', { name: CONTACT.dataEmail })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.dataEmail}`,
    );
    expect(screen.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', CONTACT.phoneHref);
    expect(screen.getByRole('link', { name: 'Track an application' })).toHaveAttribute('href', '/track');
  });

  it('speaks Kiswahili, with the same contact and periods', async () => {
    await i18n.changeLanguage('sw');
    const page = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Taarifa ya faragha' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Haki zako' })).toBeInTheDocument();
    expect(page).toHaveTextContent('nyaraka unazopakia: siku 90;');
    expect(page).toHaveTextContent('hati tunazokukabidhi: mwaka 1');
    expect(page).toHaveTextContent('majibu yako na taarifa zako nyingine binafsi: miaka 5.');
    expect(page).toHaveTextContent('Idara ya Uhamiaji kwa viza');
    expect(screen.getByRole('link', { name: CONTACT.dataEmail })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONTACT.phone })).toBeInTheDocument();
  });

  it('follows the retention table: other periods, other words', () => {
    Object.assign(table, { documents: 60, results: 3 * 365 + 1, personal: 7 * 365 + 2 });
    const page = renderPage();
    expect(page).toHaveTextContent('the documents you upload: 60 days;');
    expect(page).toHaveTextContent('the documents we hand back to you: 3 years');
    expect(page).toHaveTextContent('your answers and other personal details: 7 years.');
  });

  it('names the places firebase.json keeps the data and runs the API', () => {
    const config = JSON.parse(readFileSync(path.join(process.cwd(), 'firebase.json'), 'utf8')) as {
      firestore: { location: string };
      hosting: { rewrites: { function?: { region: string } }[] };
    };
    // The page's words for each region the project may be set to.
    const PLACES: Record<string, string> = {
      'africa-south1': 'Johannesburg, South Africa',
      'europe-west1': 'Belgium',
    };
    const apiRegion = config.hosting.rewrites.find((rewrite) => rewrite.function)!.function!.region;
    const page = renderPage();
    expect(page).toHaveTextContent(PLACES[config.firestore.location]!);
    expect(page).toHaveTextContent(`The programs that read and write them run in ${PLACES[apiRegion]!}`);
  });
});
