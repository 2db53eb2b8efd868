import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import type { AgentStatementAnswer, PayoutAnswer } from '#domain/statements';
import { FetchScope } from '#lib/FetchScope';
import type { StatementSource } from '#lib/statements';
import { AgentStatements } from './AgentStatements';
import { anAgent } from './agentsTestKit';
import type { StatementsApi } from './statements/api';

const NOW = () => new Date('2026-04-15T07:00:00Z');

const AGENT = anAgent({ changedAt: '2026-03-02T08:00:00.000Z' });

const APRIL: AgentStatementAnswer = {
  aan: AGENT.aan,
  name: AGENT.name,
  month: '2026-04',
  closed: false,
  lines: [
    {
      orderId: 'ATZ1',
      reference: 'TIN-4H2J8K',
      kind: 'tin',
      at: '2026-04-10T09:00:00.000Z',
      price: 13_000,
      commission: 2_000,
    },
  ],
  corrections: [],
  earned: 2_000,
  corrected: 0,
  total: 2_000,
  payouts: [],
  paidOut: 0,
  owed: 2_000,
};

function fakeApi() {
  const source: StatementSource = {
    read: vi.fn(async (month: string) => ({ ...APRIL, month })),
    download: vi.fn().mockResolvedValue(undefined),
  };
  const api: StatementsApi = {
    month: vi.fn(),
    exportMonth: vi.fn(),
    agent: vi.fn(() => source),
    recordPayout: vi.fn(async (_aan, payout) => {
      const recorded = {
        id: 'p1',
        month: payout.month,
        amount: payout.amount as number,
        paidOn: payout.paidOn,
        method: payout.method,
        reference: payout.reference ?? '',
        recordedAt: '2026-04-15T07:00:00.000Z',
        recordedBy: 'rose@example.co.tz',
      };
      return {
        payout: recorded,
        statement: {
          ...APRIL,
          payouts: [recorded],
          paidOut: recorded.amount,
          owed: APRIL.owed - recorded.amount,
        },
      } satisfies PayoutAnswer;
    }),
  };
  return { api, source };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe("AgentStatements (the agent's page)", () => {
  it("shows the agent's month as they read it, downloads it, and records a payout that leaves nothing owed", async () => {
    const { api, source } = fakeApi();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <FetchScope>
          <AgentStatements agent={AGENT} api={api} now={NOW} />
        </FetchScope>
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Statement' });
    expect(
      await within(section).findByRole('heading', { level: 3, name: 'Statement for April 2026' }),
    ).toBeInTheDocument();
    expect(api.agent).toHaveBeenCalledWith('AGT-7K3QM');
    expect(source.read).toHaveBeenCalledWith('2026-04');
    expect(within(section).getByText('TIN-4H2J8K')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Download CSV' }));
    expect(source.download).toHaveBeenCalledWith(
      expect.objectContaining({ aan: 'AGT-7K3QM', month: '2026-04' }),
      'csv',
      'en',
    );

    const form = within(section).getByRole('form', {
      name: 'Record a payout to Neema Kisanga for April 2026',
    });
    // No method until one is chosen.
    expect(within(form).getByLabelText(/Method/)).toHaveValue('');
    await user.selectOptions(within(form).getByLabelText(/Method/), 'Cash');
    await user.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(api.recordPayout).toHaveBeenCalledWith('AGT-7K3QM', {
      month: '2026-04',
      amount: 2_000,
      paidOn: '2026-04-15',
      method: 'cash',
      reference: '',
    });
    const recorded = await within(section).findByText('Payout of Tsh 2,000 to Neema Kisanga recorded.');
    // The keyboard goes to what the form came to.
    await waitFor(() => expect(recorded).toHaveFocus());
    const owed = within(section).getByText('Still owed', { selector: 'dt' }).nextElementSibling;
    expect(owed).toHaveTextContent('Tsh 0');
    expect(within(section).getByText('Tsh 2,000 on 15 Apr 2026 by Cash')).toBeInTheDocument();
    // Nothing is owed any more: no payout to record.
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
  });
});
