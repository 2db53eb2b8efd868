import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validExistingTinApplication, validVisaApplication } from '../../../domain/fixtures';
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
    // Inside a shown section an empty answer reads N/A (spec §2).
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
});
