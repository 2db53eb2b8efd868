import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { Route } from 'react-router';
import type { AgentRequestView } from '#domain/agentAdmin';
import { noCommissions } from '#domain/agents';
import type { UserRole } from '#domain/user';
import { ApiError } from '#lib/api';
import { showSuccess } from '#lib/dialogs';
import { readSaid } from '#lib/said';
import type { AgentsApi } from './api/agents';
import { anAgent, fakeAgentsApi, renderAsStaff } from './agentsTestKit';
import AgentsPage from './AgentsPage';

vi.mock('#lib/dialogs', () => ({
  confirmDanger: vi.fn().mockResolvedValue(true),
  showSuccess: vi.fn().mockResolvedValue(undefined),
  showError: vi.fn().mockResolvedValue(undefined),
}));

const agent = anAgent;

const REQUEST: AgentRequestView = {
  id: 'req1',
  name: 'Baraka Mushi',
  phone: '0765432100',
  email: 'baraka@example.co.tz',
  about: 'A stationery shop in Kariakoo.',
  createdAt: '2026-03-02T09:30:00.000Z',
};

function fakeApi(overrides: Partial<AgentsApi> = {}): AgentsApi {
  return fakeAgentsApi({
    list: vi
      .fn()
      .mockResolvedValue([agent(), agent({ aan: 'AGT-22222', name: 'Zawadi Said', status: 'suspended' })]),
    proposeAan: vi.fn().mockResolvedValue('AGT-9XYZW'),
    create: vi
      .fn()
      .mockImplementation((input: { aan: string; email: string; name: string }) =>
        Promise.resolve(agent({ aan: input.aan || 'AGT-PRPSD', email: input.email, name: input.name })),
      ),
    requests: vi.fn().mockResolvedValue({ requests: [REQUEST], next: null }),
    decline: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  });
}

function renderPage(api: AgentsApi, role: UserRole = 'admin') {
  renderAsStaff(
    '/ad/agents',
    <>
      <Route path="/ad/agents" element={<AgentsPage api={api} />} />
      <Route path="/ad/agents/:aan" element={<h1>Agent page</h1>} />
      <Route path="/ad/dashboard" element={<h1>Dashboard screen</h1>} />
    </>,
    role,
  );
}

const form = () => screen.getByRole('region', { name: 'New agent' });

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  const inForm = within(form());
  await user.type(inForm.getByLabelText(/^Name/), 'Amani Juma');
  await user.type(inForm.getByLabelText(/^Phone number/), '0713 000 111');
  await user.type(inForm.getByLabelText(/^Email/), 'amani@example.co.tz');
}

/** The commission fields of one service, found by its name (the fieldset's legend). */
const service = (name: string) => within(within(form()).getByRole('group', { name }));

afterEach(async () => {
  // Unmounted first: the screen would otherwise re-render for the language outside act().
  cleanup();
  await i18n.changeLanguage('en');
});

describe('AgentsPage', () => {
  it('is refused to staff without the admin role, who read nothing', async () => {
    const api = fakeApi();
    renderPage(api, 'staff');
    expect(screen.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only an administrator can manage agents.');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/ad/dashboard',
    );
    expect(api.list).not.toHaveBeenCalled();
    expect(api.requests).not.toHaveBeenCalled();
  });

  it('lists the agents, each a link to their page, and the requests waiting', async () => {
    renderPage(fakeApi());
    const list = await screen.findByRole('region', { name: 'All agents' });
    const rows = await within(list).findAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Neema Kisanga', 'AGT-7K3QM', '0754123456', 'Active'],
      ['Zawadi Said', 'AGT-22222', '0754123456', 'Suspended'],
    ]);
    expect(within(list).getByRole('link', { name: 'Neema Kisanga' })).toHaveAttribute(
      'href',
      '/ad/agents/AGT-7K3QM',
    );
    const requests = screen.getByRole('region', { name: 'Requests to become an agent' });
    expect(await within(requests).findByRole('heading', { name: 'Baraka Mushi' })).toBeInTheDocument();
    expect(within(requests).getByText('A stationery shop in Kariakoo.')).toBeInTheDocument();
  });

  it('pages through the requests: older ones a page at a time, and back to the newest', async () => {
    const older: AgentRequestView = {
      ...REQUEST,
      id: 'req0',
      name: 'Amani Juma',
      createdAt: '2026-01-02T09:30:00.000Z',
    };
    const requests = vi.fn(async (before?: string) =>
      before === 'req1' ? { requests: [older], next: null } : { requests: [REQUEST], next: 'req1' },
    );
    renderPage(fakeApi({ requests }));
    const region = await screen.findByRole('region', { name: 'Requests to become an agent' });
    expect(await within(region).findByRole('heading', { name: 'Baraka Mushi' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Back to the newest' })).not.toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Older requests' }));
    expect(await within(region).findByRole('heading', { name: 'Amani Juma' })).toBeInTheDocument();
    expect(within(region).queryByRole('heading', { name: 'Baraka Mushi' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Older requests' })).not.toBeInTheDocument();
    expect(requests).toHaveBeenLastCalledWith('req1');

    await userEvent.click(within(region).getByRole('button', { name: 'Back to the newest' }));
    expect(await within(region).findByRole('heading', { name: 'Baraka Mushi' })).toBeInTheDocument();
  });

  it('refuses an empty form, naming each field, and sends nothing', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(api);
    await user.click(within(form()).getByRole('button', { name: 'Create agent' }));
    const name = within(form()).getByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(within(form()).getByLabelText(/^Phone number/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getAllByText('This field is required.')).toHaveLength(3);
    expect(within(form()).getByLabelText(/^Agent number/)).not.toHaveAttribute('aria-invalid');
    expect(api.create).not.toHaveBeenCalled();
  });

  it('refuses a malformed AAN and a commission that is not one', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(api);
    await fillDetails(user);
    await user.type(within(form()).getByLabelText(/^Agent number/), 'A');
    await user.selectOptions(service('Visa').getByLabelText('Kind of commission'), 'Percentage of the price');
    await user.type(service('Visa').getByLabelText('Percentage (%)'), '101');
    await user.clear(service('TIN certificate').getByLabelText('Amount (Tsh)'));
    await user.type(service('TIN certificate').getByLabelText('Amount (Tsh)'), '12.50');
    await user.click(within(form()).getByRole('button', { name: 'Create agent' }));
    expect(within(form()).getByText(/Use capitals, digits and hyphens/)).toBeInTheDocument();
    expect(
      service('Visa').getByText('Enter a percentage from 0 to 100, such as 10 or 7.5.'),
    ).toBeInTheDocument();
    expect(service('TIN certificate').getByText('Enter whole shillings, such as 5000.')).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Agent number/)).toHaveFocus();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('proposes a number, sends a percentage as basis points, and opens the new agent', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(api);
    await fillDetails(user);
    await user.click(within(form()).getByRole('button', { name: 'Propose a number' }));
    await waitFor(() => expect(within(form()).getByLabelText(/^Agent number/)).toHaveValue('AGT-9XYZW'));
    await user.selectOptions(service('Visa').getByLabelText('Kind of commission'), 'percent');
    await user.type(service('Visa').getByLabelText('Percentage (%)'), '7.5');
    // What the agent earns at today's price, once it is a commission.
    expect(
      service('Visa').getByText('Price Tsh 300,000: the agent earns Tsh 22,500 per application.'),
    ).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Create agent' }));
    await screen.findByRole('heading', { name: 'Agent page' });
    expect(api.create).toHaveBeenCalledWith({
      name: 'Amani Juma',
      phone: '0713 000 111',
      email: 'amani@example.co.tz',
      aan: 'AGT-9XYZW',
      commission: {
        ...noCommissions(),
        visa: { type: 'percent', basisPoints: 750 },
      },
    });
    // Said on the agent's page, not in a dialog to dismiss first.
    expect(readSaid()).toEqual({
      text: 'Agent AGT-9XYZW created. We emailed amani@example.co.tz a link to choose a password.',
      on: '/ad/agents/AGT-9XYZW',
    });
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('shows a taken AAN or email beside its field, and keeps what was typed', async () => {
    const api = fakeApi({
      create: vi
        .fn()
        .mockRejectedValueOnce(new ApiError('taken', 409, { code: 'agent.aanTaken', message: 'taken' }))
        .mockRejectedValueOnce(new ApiError('taken', 409, { code: 'agent.emailTaken', message: 'taken' })),
    });
    const user = userEvent.setup();
    renderPage(api);
    await fillDetails(user);
    await user.type(within(form()).getByLabelText(/^Agent number/), 'AGT-7K3QM');
    await user.click(within(form()).getByRole('button', { name: 'Create agent' }));
    expect(
      await within(form()).findByText('Another agent already has this number. Choose another.'),
    ).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Agent number/)).toHaveFocus();
    await user.click(within(form()).getByRole('button', { name: 'Create agent' }));
    expect(
      await within(form()).findByText('An account with this email already exists. Use another email.'),
    ).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Email/)).toHaveValue('amani@example.co.tz');
  });

  it('fills the form from a request on Approve, and sends its id with the new agent', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(api);
    const requests = screen.getByRole('region', { name: 'Requests to become an agent' });
    await user.click(await within(requests).findByRole('button', { name: 'Approve' }));
    expect(within(form()).getByText(/Approving the request from Baraka Mushi/)).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Name/)).toHaveValue('Baraka Mushi');
    expect(within(form()).getByLabelText(/^Email/)).toHaveValue('baraka@example.co.tz');
    await user.click(within(form()).getByRole('button', { name: 'Create agent' }));
    await screen.findByRole('heading', { name: 'Agent page' });
    expect(api.create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Baraka Mushi', phone: '0765432100', aan: '', requestId: 'req1' }),
    );
  });

  it('declines a request after asking, and says so', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(api);
    const requests = screen.getByRole('region', { name: 'Requests to become an agent' });
    await user.click(await within(requests).findByRole('button', { name: 'Decline' }));
    expect(api.decline).toHaveBeenCalledWith('req1');
    expect(
      await within(requests).findByText('The request from Baraka Mushi was declined.'),
    ).toBeInTheDocument();
  });

  it('speaks Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    renderPage(fakeApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Mawakala' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Wakala mpya' })).toBeInTheDocument();
    expect(await screen.findByText('Imesimamishwa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pendekeza namba' })).toBeInTheDocument();
  });
});
