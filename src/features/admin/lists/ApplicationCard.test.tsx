import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { ApplicationCard } from './ApplicationCard';
import type { ApplicationSummary } from './summary';

const SUMMARY: ApplicationSummary = {
  name: 'Grace Otieno',
  contact: '+254712345678',
  reference: 'VIS-7K3Q9X',
  status: 'in_review',
  paymentStatus: 'pending',
  submittedAt: Date.parse('2026-01-15T08:30:00Z'),
};

function renderCard(summary: ApplicationSummary, onDelete?: (id: string) => void) {
  render(
    <MemoryRouter>
      <ApplicationCard kind="visa" id="doc42" summary={summary} onDelete={onDelete} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: summary.name ?? 'N/A' });
}

/** The value shown next to a label in the card's description list. */
const valueOf = (card: HTMLElement, label: string) =>
  within(card).getByText(label).closest('div')!.querySelector('dd')!.textContent;

describe('ApplicationCard', () => {
  it("shows name, phone, reference, translated payment state and 'No Agent' without an AAN", () => {
    const card = renderCard(SUMMARY);
    expect(within(card).getByRole('heading', { name: 'Grace Otieno' })).toBeInTheDocument();
    expect(valueOf(card, 'Phone or ID')).toBe('+254712345678');
    expect(valueOf(card, 'Agent')).toBe('No Agent');
    expect(valueOf(card, 'Reference')).toBe('VIS-7K3Q9X');
    expect(valueOf(card, 'Status')).toBe('In review');
    expect(valueOf(card, 'Payment')).toBe('Payment pending');
    // 08:30 UTC, read on a clock in Dar es Salaam.
    expect(valueOf(card, 'Submitted')).toBe('15 Jan 2026, 11:30');
  });

  it('shows the agent number when there is one, and N/A for what is missing', () => {
    const card = renderCard({ agent: 'AGT-0042' });
    expect(valueOf(card, 'Agent')).toBe('AGT-0042');
    expect(valueOf(card, 'Phone or ID')).toBe('N/A');
    expect(valueOf(card, 'Status')).toBe('N/A');
  });

  it('links Manage Applicant to the detail screen of this kind', () => {
    const card = renderCard(SUMMARY);
    expect(within(card).getByRole('link', { name: 'Manage Applicant' })).toHaveAttribute(
      'href',
      '/ad/viewVisa/doc42',
    );
  });

  it('opens an application whose applicant has answered at the answer, and one who is late as usual', () => {
    const answered = renderCard({ ...SUMMARY, request: 'answered' });
    expect(within(answered).getByRole('link', { name: 'Manage Applicant' })).toHaveAttribute(
      'href',
      '/ad/viewVisa/doc42#answer',
    );
    cleanup();
    const late = renderCard({ ...SUMMARY, request: 'overdue' });
    expect(within(late).getByRole('link', { name: 'Manage Applicant' })).toHaveAttribute(
      'href',
      '/ad/viewVisa/doc42',
    );
  });

  it('offers Delete only when the user may delete, and passes the id', async () => {
    const onDelete = vi.fn();
    const card = renderCard(SUMMARY, onDelete);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('doc42');
  });

  it('has no Delete button for staff who may not delete', () => {
    const card = renderCard(SUMMARY);
    expect(within(card).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('speaks Swahili', async () => {
    await i18n.changeLanguage('sw');
    try {
      const card = renderCard({ ...SUMMARY, submittedAt: Date.parse('2026-12-05T08:30:00Z') });
      expect(within(card).getByText('Hakuna wakala')).toBeInTheDocument();
      expect(within(card).getByText('Malipo yanasubiriwa')).toBeInTheDocument();
      expect(valueOf(card, 'Hali')).toBe('Inakaguliwa');
      expect(valueOf(card, 'Tarehe ya kuwasilisha')).toBe('5 Des 2026, 11:30');
    } finally {
      cleanup(); // unmounted first: the language change would re-render the card outside act()
      await i18n.changeLanguage('en');
    }
  });
});
