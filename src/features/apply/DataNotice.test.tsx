// The notice above every form's Submit: what is collected, who sees it and for how long. Tried on
// each kind's own form, as the router shows it.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { APPLICATION_KINDS, capitalized, serviceLabels, type ApplicationKind } from '#domain/kinds';
import { AGENT_LINK_COOKIE } from '#lib/agentLink';
import { RETENTION_DAYS, type RetentionStage } from '#domain/retentionPeriods';
import { waitForWholeForm } from '#unit/forms';

// The retention table itself, changed by a test (and put back) to show the words follow it.
const table = RETENTION_DAYS as Record<RetentionStage, number>;
const realTable = { ...RETENTION_DAYS };

const FORMS = import.meta.glob<{ default: ComponentType }>('./*/*Form.tsx');

async function renderForm(kind: ApplicationKind) {
  const { default: Form } = await FORMS[`./${kind}/${capitalized(kind)}Form.tsx`]!();
  render(
    <MemoryRouter initialEntries={[`/${kind}`]}>
      <Form />
    </MemoryRouter>,
  );
  await waitForWholeForm();
}

/** The notice: the paragraph that links to the privacy page. */
function notice() {
  const link = screen.getByRole('link', { name: /how we use your data|jinsi tunavyotumia taarifa zako/i });
  expect(link).toHaveAttribute('href', '/privacy');
  return link.closest('p')!;
}

/** The government office a kind's application is filed with, as the English file names it. */
const officeOf = (kind: ApplicationKind) => i18n.getFixedT('en')(serviceLabels(kind).office);

afterEach(async () => {
  cleanup();
  Object.assign(table, realTable);
  Cookies.remove(AGENT_LINK_COOKIE, { path: '/' });
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe.each(APPLICATION_KINDS)('the %s form', (kind) => {
  it('says above Submit what is collected, why, that its government office sees it, and for how long', async () => {
    await renderForm(kind);
    const office = officeOf(kind);
    // A name of its own: no other kind's office, and not a key left untranslated.
    expect(office).not.toBe(serviceLabels(kind).office);
    expect(APPLICATION_KINDS.filter((other) => officeOf(other) === office)).toEqual([kind]);
    const said = notice();
    expect(said).toHaveTextContent(
      `we collect your answers on this form and the documents you upload, only to prepare this application and file it with ${office}.`,
    );
    expect(said).toHaveTextContent(`They are seen by our staff and ${office}.`);
    expect(said).toHaveTextContent(
      'We delete your documents 90 days after your application is finished, the documents we hand back after 1 year, and your personal details after 5 years.',
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(said.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('the notice', () => {
  it('follows the retention table: other periods, other words', async () => {
    Object.assign(table, { documents: 30, results: 2 * 365, personal: 10 * 365 + 2 });
    await renderForm('brela');
    expect(notice()).toHaveTextContent(
      'We delete your documents 30 days after your application is finished, the documents we hand back after 2 years, and your personal details after 10 years.',
    );
  });

  it("names the agent whose link filled the form in, once their name is read, and the agent's number alone otherwise", async () => {
    Cookies.set(AGENT_LINK_COOKIE, 'AGT-7K3Q9', { path: '/' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      String(url).startsWith('/api/agent-names/')
        ? Response.json({ aan: 'AGT-7K3Q9', name: 'Rehema M.' })
        : new Response(null, { status: 404 }),
    );
    const user = userEvent.setup();
    await renderForm('tin');
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        'They are seen by our staff, the Tanzania Revenue Authority (TRA) and your agent Rehema M. (AGT-7K3Q9).',
      ),
    );

    // Another number, whose agent this page has not named: the agent on the form, unnamed.
    const field = screen.getByRole('textbox', { name: 'For Agents Only' });
    await user.clear(field);
    await user.type(field, 'AGT-22222');
    expect(notice()).toHaveTextContent(
      'They are seen by our staff, the Tanzania Revenue Authority (TRA) and the agent named on this form.',
    );
    expect(notice()).not.toHaveTextContent('Rehema');

    // No agent: none is said.
    await user.clear(field);
    expect(notice()).toHaveTextContent(
      'They are seen by our staff and the Tanzania Revenue Authority (TRA).',
    );
  });

  it('speaks Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    await renderForm('visa');
    const said = notice();
    expect(said).toHaveTextContent('kuyawasilisha kwa Idara ya Uhamiaji tu.');
    expect(said).toHaveTextContent('Wanaoziona ni wafanyakazi wetu na Idara ya Uhamiaji.');
    expect(said).toHaveTextContent(
      'Tunafuta nyaraka zako siku 90 baada ya maombi yako kukamilika, hati tunazokukabidhi baada ya mwaka 1, na taarifa zako binafsi baada ya miaka 5.',
    );
    expect(within(said).getByRole('link')).toHaveAttribute('href', '/privacy');
  });
});
