import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATIONS } from '#domain/applications';
import {
  earlierVisaRecord,
  validBusinessApplication,
  validExistingTinApplication,
  validVisaApplication,
} from '#fixtures/applications';
import { AnswerSections } from './AnswerSections';

vi.mock('./DocumentLink', () => ({ DocumentLink: ({ path }: { path: string }) => <span>{path}</span> }));

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('AnswerSections', () => {
  it("shows an existing TIN holder's own sections only, and every section on demand", async () => {
    render(
      <AnswerSections kind="tin" record={{ ...validExistingTinApplication(), AAN: '' }} valid lang="en" />,
    );
    expect(sectionTitles()).toEqual(['About your TIN', 'Your TIN details']);
    // Inside a shown section an empty answer reads N/A.
    const start = screen.getByRole('region', { name: 'About your TIN' });
    expect(within(start).getByText('N/A')).toBeVisible();

    await userEvent.setup().click(screen.getByRole('switch', { name: 'Show every field' }));
    expect(sectionTitles()).toHaveLength(7);
  });

  it('shows every field of a record that does not fit its form, since its answers cannot say which apply', () => {
    render(
      <AnswerSections
        kind="tin"
        record={{ hasTin: 'yes please', phone: '+255745374422' }}
        valid={false}
        lang="en"
      />,
    );
    expect(screen.getByRole('switch', { name: 'Show every field' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Your TIN details' })).toHaveTextContent('+255745374422');
  });

  it("keeps a visa applicant's spouse section out while they are single, and its fields in when married", () => {
    const { unmount } = render(
      <AnswerSections kind="visa" record={validVisaApplication()} valid lang="en" />,
    );
    expect(screen.queryByRole('region', { name: "Spouse's details" })).not.toBeInTheDocument();
    unmount();
    render(
      <AnswerSections
        kind="visa"
        record={validVisaApplication({ marital: 'Married', spouseName: 'Ann Wanjiru' })}
        valid
        lang="en"
      />,
    );
    expect(screen.getByRole('region', { name: "Spouse's details" })).toHaveTextContent('Ann Wanjiru');
  });

  it('shows what the earlier visa form asked (national id, education, the spouse’s parents) only where a record holds it', async () => {
    const { unmount } = render(
      <AnswerSections kind="visa" record={validVisaApplication()} valid lang="en" />,
    );
    expect(sectionTitles()).not.toContain('Education');
    expect(screen.queryByText('National ID number')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Show every field' }));
    expect(sectionTitles()).toContain('Education');
    unmount();

    const earlier = APPLICATIONS.visa.normalize(earlierVisaRecord());
    render(<AnswerSections kind="visa" record={earlier} valid lang="en" />);
    expect(screen.getByRole('region', { name: 'Education' })).toHaveTextContent('University of Nairobi');
    expect(screen.getByRole('region', { name: 'Personal details' })).toHaveTextContent('28456123');
    expect(screen.getByRole('region', { name: "Spouse's details" })).toHaveTextContent('Samuel Kiprono');
    // The spec's length of stay was in months.
    expect(screen.getByRole('region', { name: 'Visa details' })).toHaveTextContent('Months');
    // It has no passport fields: they read N/A.
    expect(screen.getByRole('region', { name: 'Passport' })).toHaveTextContent('N/A');
  });

  it('lists each page of a contract sent as photos', () => {
    const pages = [
      'business-licenses/0123456789abcdef0123456789abcdef.jpg',
      'business-licenses/fedcba9876543210fedcba9876543210.png',
    ];
    render(
      <AnswerSections
        kind="business"
        record={validBusinessApplication({ lordAttach: pages })}
        valid
        lang="en"
      />,
    );
    const contract = screen.getByRole('region', { name: 'Landlord contract' });
    expect(
      within(contract)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(pages);
  });
});
