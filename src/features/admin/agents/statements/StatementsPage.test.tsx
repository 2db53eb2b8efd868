import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AgentsStatementsAnswer, AgentStatementAnswer, PayoutAnswer } from '#domain/statements';
import type { UserRole } from '#domain/user';
import { ApiError } from '#lib/api';
import { FetchScope } from '#lib/FetchScope';
import { StaffUserContext } from '../../common/staffUser';
import type { StatementsApi } from './api';
import StatementsPage from './StatementsPage';

// 10:00 on 15 April 2026 in Dar es Salaam; today's date there is the payout's default.
const NOW = new Date('2026-04-15T07:00:00Z');

const MARCH: AgentsStatementsAnswer = {
  month: '2026-03',
  closed: true,
  agents: [
    {
      aan: 'AGT-7K3QM',
      name: 'Neema Kisanga',
      applications: 3,
      total: 33_831,
      paidOut: 10_000,
      owed: 23_831,
    },
    { aan: 'AGT-2B4CD', name: 'Omari Said', applications: 0, total: 0, paidOut: 0, owed: 0 },
  ],
  sums: { applications: 3, total: 33_831, paidOut: 10_000, owed: 23_831 },
};

function fakeApi(overrides: Partial<StatementsApi> = {}): StatementsApi {
  return {
    month: vi.fn(async (month: string) =>
      month === '2026-03'
        ? MARCH
        : { ...MARCH, month, agents: [], sums: { applications: 0, total: 0, paidOut: 0, owed: 0 } },
    ),
    exportMonth: vi.fn().mockResolvedValue(undefined),
    recordPayout: vi.fn(
      async (aan, payout) =>
        ({
          payout: {
            id: 'p2',
            month: payout.month,
            amount: payout.amount as number,
            paidOn: payout.paidOn,
            method: payout.method,
            reference: payout.reference ?? '',
            recordedAt: NOW.toISOString(),
            recordedBy: 'rose@example.co.tz',
          },
          statement: { aan } as AgentStatementAnswer,
        }) satisfies PayoutAnswer,
    ),
    agent: vi.fn(),
    ...overrides,
  };
}

function renderPage(
  api: StatementsApi,
  role: UserRole = 'admin',
  address = '/ad/agents/statements?month=2026-03',
) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <FetchScope>
        <StaffUserContext.Provider value={{ uid: 'admin1', email: 'rose@example.co.tz', role }}>
          <Routes>
            <Route path="/ad/agents/statements" element={<StatementsPage api={api} now={() => NOW} />} />
          </Routes>
        </StaffUserContext.Provider>
      </FetchScope>
    </MemoryRouter>,
  );
}

/** The table's rows, each as the text of its cells (the row's heading first). */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(async () => {
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
});

describe('StatementsPage (admins)', () => {
  it('is refused to staff without the admin role, who read nothing', () => {
    const api = fakeApi();
    renderPage(api, 'staff');
    expect(screen.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(api.month).not.toHaveBeenCalled();
  });

  it("lists every agent's commission, payouts and what is owed for the month, with the sums, and exports them", async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Agents’ statements' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2026' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Neema Kisanga', 'AGT-7K3QM', '3', 'Tsh 33,831', 'Tsh 10,000', 'Tsh 23,831', 'Record payout'],
      // Nothing owed: nothing to pay.
      ['Omari Said', 'AGT-2B4CD', '0', 'Tsh 0', 'Tsh 0', 'Tsh 0', ''],
      ['All agents', '3', 'Tsh 33,831', 'Tsh 10,000', 'Tsh 23,831', ''],
    ]);
    expect(screen.getByRole('link', { name: 'Neema Kisanga' })).toHaveAttribute(
      'href',
      '/ad/agents/AGT-7K3QM',
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(api.exportMonth).toHaveBeenCalledWith('2026-03', 'en');

    await user.selectOptions(screen.getByLabelText('Month'), 'April 2026');
    expect(await screen.findByText('There are no agents yet.')).toBeInTheDocument();
    expect(api.month).toHaveBeenLastCalledWith('2026-04');
  });

  it('records a payout from an agent’s row, checked first, then says so and reads the month again', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Record payout to Neema Kisanga' }));
    const form = screen.getByRole('form', { name: 'Record a payout to Neema Kisanga for March 2026' });
    const amount = within(form).getByLabelText(/Amount \(Tsh\)/);
    // Its first field takes the focus once it is on screen, a moment after the click.
    await waitFor(() => expect(amount).toHaveFocus());
    // No method until one is chosen.
    expect(within(form).getByLabelText(/Method/)).toHaveValue('');
    expect(amount).toHaveValue('23831');
    expect(amount).toHaveAccessibleDescription('At most Tsh 23,831, what is still owed for the month.');
    expect(within(form).getByLabelText(/Date paid/)).toHaveValue('2026-04-15');

    // M-Pesa without its transaction id, and more than is owed: refused here, nothing sent.
    await user.clear(amount);
    await user.type(amount, '30,000');
    await user.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please correct the fields marked.');
    expect(within(form).getByLabelText(/Method/)).toHaveAccessibleDescription(
      'Please choose one of the options.',
    );
    expect(within(form).getByLabelText(/Method/)).toHaveFocus();
    expect(api.recordPayout).not.toHaveBeenCalled();

    await user.selectOptions(within(form).getByLabelText(/Method/), 'M-Pesa');
    await user.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(within(form).getByLabelText(/Transaction reference/)).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    expect(within(form).getByLabelText(/Transaction reference/)).toHaveFocus();
    expect(api.recordPayout).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/Transaction reference/), 'QK12AB34');
    await user.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('more than the agency still owes the agent'),
    );
    expect(api.recordPayout).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '20000');
    await user.selectOptions(within(form).getByLabelText(/Method/), 'Bank transfer');
    await user.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(api.recordPayout).toHaveBeenCalledWith('AGT-7K3QM', {
      month: '2026-03',
      amount: 20_000,
      paidOn: '2026-04-15',
      method: 'bankTransfer',
      reference: 'QK12AB34',
    });
    const recorded = await screen.findByText('Payout of Tsh 20,000 to Neema Kisanga recorded.');
    expect(recorded).toHaveAttribute('role', 'status');
    // The keyboard goes where the form was gone from: to what it came to.
    await waitFor(() => expect(recorded).toHaveFocus());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.month).toHaveBeenCalledTimes(2);
  });

  it('shows beside the amount when the API finds the month owes less by now', async () => {
    const refusal = new ApiError('more', 409, { message: 'more', code: 'payout.moreThanOwed' });
    const api = fakeApi({ recordPayout: vi.fn().mockRejectedValue(refusal) });
    const user = userEvent.setup();
    renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Record payout to Neema Kisanga' }));
    const form = screen.getByRole('form');
    await user.selectOptions(within(form).getByLabelText(/Method/), 'Cash');
    await user.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await within(form).findByText(i18n.t('errors.payout.moreThanOwed'))).toBeInTheDocument();
    expect(within(form).getByLabelText(/Amount/)).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('speaks Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    renderPage(fakeApi());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Taarifa za mwezi za mawakala' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Machi 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pakua CSV' })).toBeInTheDocument();
    expect(screen.getByText('Mawakala wote')).toBeInTheDocument();
  });
});
