import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { AgentChangeView, AgentDetailAnswer } from '#domain/agentAdmin';
import { noCommissions } from '#domain/agents';
import type { UserRole } from '#domain/user';
import { ApiError } from '#lib/api';
import { confirmDanger } from '#lib/dialogs';
import type { AgentsApi } from './api/agents';
import AgentPage from './AgentPage';
import { anAgent, fakeAgentsApi, renderAsStaff } from './agentsTestKit';

vi.mock('#lib/dialogs', () => ({
  confirmDanger: vi.fn(),
  showSuccess: vi.fn().mockResolvedValue(undefined),
  showError: vi.fn().mockResolvedValue(undefined),
}));

const AGENT = anAgent({
  commission: { ...noCommissions(), visa: { type: 'percent', basisPoints: 1000 } },
  changedAt: '2026-03-02T08:00:00.000Z',
});

const CHANGES: AgentChangeView[] = [
  {
    id: 'c3',
    change: 'details',
    detail: [{ field: 'phone', from: '0713000111', to: '0754123456' }],
    actorUid: 'admin1',
    actorEmail: null,
    at: '2026-03-03T10:00:00.000Z',
  },
  {
    id: 'c2',
    change: 'commission',
    detail: [
      { kind: 'visa', from: { type: 'amount', amount: 0 }, to: { type: 'percent', basisPoints: 1000 } },
      { kind: 'tin', from: { type: 'percent', basisPoints: 750 }, to: { type: 'amount', amount: 5000 } },
    ],
    actorUid: 'admin1',
    actorEmail: 'rose@example.co.tz',
    at: '2026-03-02T08:00:00.000Z',
  },
  {
    id: 'c1',
    change: 'created',
    detail: [],
    actorUid: 'admin1',
    actorEmail: 'rose@example.co.tz',
    at: '2026-03-01T08:00:00.000Z',
  },
];

function fakeApi(overrides: Partial<AgentsApi> = {}): AgentsApi {
  return fakeAgentsApi({
    read: vi.fn().mockResolvedValue({ agent: AGENT, changes: CHANGES } satisfies AgentDetailAnswer),
    setStatus: vi.fn().mockResolvedValue({ ...AGENT, status: 'suspended' }),
    saveCommission: vi.fn().mockResolvedValue(AGENT),
    saveDetails: vi.fn().mockResolvedValue(AGENT),
    ...overrides,
  });
}

function renderPage(api: AgentsApi, role: UserRole = 'admin') {
  renderAsStaff(
    '/ad/agents/AGT-7K3QM',
    <Route path="/ad/agents/:aan" element={<AgentPage api={api} />} />,
    role,
  );
}

const commission = () => screen.getByRole('region', { name: 'Commission per service' });
const service = (name: string) => within(within(commission()).getByRole('group', { name }));

beforeEach(() => vi.clearAllMocks());

describe('AgentPage', () => {
  it('is refused to staff without the admin role', () => {
    const api = fakeApi();
    renderPage(api, 'staff');
    expect(screen.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(api.read).not.toHaveBeenCalled();
  });

  it('shows who the agent is, their commission, and every change with who made it and when', async () => {
    renderPage(fakeApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Neema Kisanga' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('neema@example.co.tz')).toBeInTheDocument();
    expect(within(details).getByText('Active')).toBeInTheDocument();
    expect(service('Visa').getByLabelText('Kind of commission')).toHaveValue('percent');
    expect(service('Visa').getByLabelText('Percentage (%)')).toHaveValue('10');
    expect(
      service('Visa').getByText('Price Tsh 300,000: the agent earns Tsh 30,000 per application.'),
    ).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'History' });
    const entries = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'Details changed',
      'Commission changed',
      'Account created',
    ]);
    expect(within(entries[0]!).getByText('by an unknown user')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('Phone: 0713000111 → 0754123456')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('by rose@example.co.tz')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Visa: Tsh 0 → 10%')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('TIN certificate: 7.5% → Tsh 5,000')).toBeInTheDocument();
    expect(within(entries[2]!).getByRole('time')).toHaveAttribute('dateTime', '2026-03-01T08:00:00.000Z');
  });

  it('suspends only after the confirmation, and the whole page says so at once', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(api);
    const suspend = await screen.findByRole('button', { name: 'Suspend' });
    vi.mocked(confirmDanger).mockResolvedValueOnce(false);
    await user.click(suspend);
    expect(api.setStatus).not.toHaveBeenCalled();
    expect(confirmDanger).toHaveBeenCalledWith({
      title: 'Suspend Neema Kisanga?',
      text: 'They can no longer sign in, and their number is refused on new applications. Their applications and history stay.',
      confirmText: 'Suspend',
      cancelText: 'Cancel',
    });

    vi.mocked(confirmDanger).mockResolvedValueOnce(true);
    // The agent read again answers late (here never): the page does not wait for it to agree.
    vi.mocked(api.read).mockReturnValue(new Promise(() => undefined));
    await user.click(suspend);
    expect(api.setStatus).toHaveBeenCalledWith('AGT-7K3QM', 'suspend');
    expect(await screen.findByText('Status: Suspended.')).toBeInTheDocument();
    // Said, shown and offered agree at once.
    expect(screen.getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.getByText(/This account is suspended/)).toBeInTheDocument();
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Suspended');
  });

  it('saves the commission with percentages in basis points, and refuses one that is not', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(api);
    await screen.findByRole('heading', { level: 1, name: 'Neema Kisanga' });
    const visa = service('Visa').getByLabelText('Percentage (%)');
    await user.clear(visa);
    await user.type(visa, '12,5');
    await user.selectOptions(service('BRELA registration').getByLabelText('Kind of commission'), 'percent');
    await user.type(service('BRELA registration').getByLabelText('Percentage (%)'), 'abc');
    await user.click(within(commission()).getByRole('button', { name: 'Save commission' }));
    expect(service('BRELA registration').getByLabelText('Percentage (%)')).toHaveFocus();
    expect(api.saveCommission).not.toHaveBeenCalled();

    await user.clear(service('BRELA registration').getByLabelText('Percentage (%)'));
    await user.type(service('BRELA registration').getByLabelText('Percentage (%)'), '5');
    await user.click(within(commission()).getByRole('button', { name: 'Save commission' }));
    await waitFor(() =>
      expect(api.saveCommission).toHaveBeenCalledWith('AGT-7K3QM', {
        ...noCommissions(),
        visa: { type: 'percent', basisPoints: 1250 },
        brela: { type: 'percent', basisPoints: 500 },
      }),
    );
    expect(await within(commission()).findByText('Commission saved.')).toBeInTheDocument();
  });

  it('changes the name and phone, checked as the API checks them', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(api);
    const edit = await screen.findByRole('region', { name: 'Change details' });
    const phone = within(edit).getByLabelText(/^Phone number/);
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(within(edit).getByRole('button', { name: 'Save details' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(api.saveDetails).not.toHaveBeenCalled();
    await user.clear(phone);
    await user.type(phone, '0713 000 111');
    await user.click(within(edit).getByRole('button', { name: 'Save details' }));
    expect(api.saveDetails).toHaveBeenCalledWith('AGT-7K3QM', {
      name: 'Neema Kisanga',
      phone: '0713 000 111',
    });
    expect(await within(edit).findByText('Details saved.')).toBeInTheDocument();
  });

  it('says when there is no such agent', async () => {
    renderPage(
      fakeApi({ read: vi.fn().mockRejectedValue(new ApiError('no', 404, { code: 'agent.notFound' })) }),
    );
    expect(await screen.findByText('There is no agent with this number.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All agents' })).toHaveAttribute('href', '/ad/agents');
  });
});
