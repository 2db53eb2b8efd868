import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AgentStatementAnswer } from '#domain/statements';
import { ApiError } from '#lib/api';
import type { StatementSource } from '#lib/statements';
import { NotSignedInError } from './api';
import StatementsPage from './StatementsPage';
import { NOTHING_THIS_MONTH } from '#fixtures/statements';

// 10:00 on 15 April 2026 in Dar es Salaam: the current month is April.
const NOW = () => new Date('2026-04-15T07:00:00Z');

const MARCH: AgentStatementAnswer = {
  aan: 'AGT-7K3QM',
  name: 'Neema Kisanga',
  month: '2026-03',
  closed: true,
  lines: [
    {
      orderId: 'ATZ1',
      reference: 'VIS-7K3Q9X',
      kind: 'visa',
      // 01:30 on 1 March in Dar es Salaam.
      at: '2026-02-28T22:30:00.000Z',
      price: 300_000,
      commission: 30_000,
      client: 'Amina Mwangi',
    },
    {
      orderId: 'ATZ2',
      reference: 'TIN-4H2J8K',
      kind: 'tin',
      at: '2026-03-10T09:00:00.000Z',
      price: 13_000,
      commission: 2_000,
    },
  ],
  corrections: [
    {
      orderId: 'ATZ0',
      reference: 'BRL-PG47HG',
      kind: 'brela',
      at: '2026-03-05T09:00:00.000Z',
      price: -55_000,
      commission: -1_831,
      paidMonth: '2026-02',
      reason: 'Paid twice',
    },
  ],
  earned: 32_000,
  corrected: -1_831,
  total: 30_169,
  payouts: [
    {
      id: 'p1',
      month: '2026-03',
      amount: 20_000,
      paidOn: '2026-04-02',
      method: 'mPesa',
      reference: 'QK12AB34',
      recordedAt: '2026-04-02T09:00:00.000Z',
      recordedBy: 'rose@example.co.tz',
    },
  ],
  paidOut: 20_000,
  owed: 10_169,
};

const APRIL: AgentStatementAnswer = {
  ...MARCH,
  month: '2026-04',
  closed: false,
  ...NOTHING_THIS_MONTH,
};

function fakeSource(overrides: Partial<StatementSource> = {}): StatementSource {
  return {
    read: vi.fn(async (month: string) => (month === '2026-03' ? MARCH : { ...APRIL, month })),
    download: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}

function renderPage(source: StatementSource, address = '/agent/statements?month=2026-03') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/agent/statements" element={<StatementsPage source={source} now={NOW} />} />
      </Routes>
    </MemoryRouter>,
  );
}

// Before, not after: a language changed under a mounted page re-renders it outside act().
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('StatementsPage (the agent)', () => {
  it('shows the month asked for: each application paid, the corrections, the sums and the payouts', async () => {
    renderPage(fakeSource());
    expect(screen.getByRole('heading', { level: 1, name: 'My statements' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Statement for March 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-03');

    const paid = screen.getByRole('group', { name: 'Applications paid' });
    const rows = within(paid).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      // Paid at 22:30 UTC on 28 February: 1 March in Dar es Salaam.
      ['1 Mar 2026', 'VIS-7K3Q9X', 'Amina Mwangi', 'Visa', 'Tsh 300,000', 'Tsh 30,000'],
      // A payment from before clients were named on payments: no name.
      ['10 Mar 2026', 'TIN-4H2J8K', '', 'TIN certificate', 'Tsh 13,000', 'Tsh 2,000'],
    ]);
    const corrections = screen.getByRole('group', { name: 'Corrections' });
    expect(
      within(corrections).getByText('Given back; paid in February 2026. Paid twice'),
    ).toBeInTheDocument();
    expect(within(corrections).getByText('Tsh -1,831')).toBeInTheDocument();

    const sum = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(sum('Commission on applications paid')).toBe('Tsh 32,000');
    expect(sum('Corrections')).toBe('Tsh -1,831');
    expect(sum('Total commission')).toBe('Tsh 30,169');
    expect(sum('Paid out')).toBe('Tsh 20,000');
    expect(sum('Still owed')).toBe('Tsh 10,169');
    expect(screen.getByText('Tsh 20,000 on 2 Apr 2026 by M-Pesa · Reference QK12AB34')).toBeInTheDocument();
    expect(screen.queryByText(/not over yet/)).not.toBeInTheDocument();
  });

  it('opens on the current month, says it is not over, and reads another month when one is picked', async () => {
    const source = fakeSource();
    const user = userEvent.setup();
    renderPage(source, '/agent/statements');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Statement for April 2026' }),
    ).toBeInTheDocument();
    expect(source.read).toHaveBeenCalledWith('2026-04');
    expect(screen.getByText(/This month is not over yet/)).toBeInTheDocument();
    expect(screen.getByText('No application of your clients was paid in this month.')).toBeInTheDocument();
    expect(screen.getByText('Nothing has been paid out for this month yet.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Month'), 'March 2026');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Statement for March 2026' }),
    ).toBeInTheDocument();
    expect(source.read).toHaveBeenLastCalledWith('2026-03');
    // No month after the current one is offered.
    const months = within(screen.getByLabelText('Month')).getAllByRole('option');
    expect(months[0]).toHaveTextContent('April 2026');
    expect(months).toHaveLength(24);
  });

  it('downloads the PDF and the CSV of the month shown, in the reader’s language, and says when it cannot', async () => {
    const source = fakeSource({
      download: vi
        .fn()
        .mockResolvedValueOnce(undefined)
        .mockRejectedValueOnce(new ApiError('busy', 500, { message: 'busy', code: 'server' })),
    });
    const user = userEvent.setup();
    await i18n.changeLanguage('sw');
    renderPage(source);
    await user.click(await screen.findByRole('button', { name: 'Pakua PDF' }));
    expect(source.download).toHaveBeenLastCalledWith({ ...MARCH }, 'pdf', 'sw');
    await user.click(screen.getByRole('button', { name: 'Pakua CSV' }));
    expect(source.download).toHaveBeenLastCalledWith({ ...MARCH }, 'csv', 'sw');
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.server'));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Taarifa ya mwezi: Machi 2026' }),
    ).toBeInTheDocument();
  });

  it('asks someone not signed in as an agent to sign in', async () => {
    renderPage(fakeSource({ read: vi.fn().mockRejectedValue(new NotSignedInError()) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign in with your agent account to see your statements.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Month')).not.toBeInTheDocument();
  });

  it('tells a suspended agent their account is suspended', async () => {
    const refusal = new ApiError('suspended', 403, { message: 'suspended', code: 'agent.suspended' });
    renderPage(fakeSource({ read: vi.fn().mockRejectedValue(refusal) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.agent.suspended'));
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('tells an agent suspended while signed in that the account is suspended, not to sign in', async () => {
    // Suspending disables the account: the API refuses the session's token as a disabled account's.
    const refusal = new ApiError('disabled', 401, { message: 'disabled', code: 'auth.disabled' });
    renderPage(fakeSource({ read: vi.fn().mockRejectedValue(refusal) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.agent.suspended'));
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('offers to try again when the statement could not be loaded', async () => {
    const read = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('down', 503, { message: 'down', code: 'server' }))
      .mockResolvedValue(MARCH);
    const user = userEvent.setup();
    renderPage(fakeSource({ read }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.server'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Statement for March 2026' }),
    ).toBeInTheDocument();
  });
});
