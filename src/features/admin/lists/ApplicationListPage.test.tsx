import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { validVisaApplication } from '#fixtures/applications';
import { FetchScope } from '#lib/FetchScope';
import { RETRY_FIRST_MS, RETRY_LONGEST_MS } from '#lib/fetching';
import { StaffUserContext, type StaffUser } from '../common/staffUser';
import ApplicationListPage from './ApplicationListPage';
import { fakeListSource } from './fakeListSource';
import type { ListSource } from './useApplicationPages';

const application = (i: number, firstName = `Person${i}`) => ({
  id: `doc${i}`,
  data: {
    ...validVisaApplication({ firstName }),
    reference: `VIS-AAAA${i}`,
    paymentStatus: 'unpaid',
  },
});

/** 30 visa applications, newest first; cursors are the last row's id. */
const ROWS = Array.from({ length: 30 }, (_, i) => application(i));

/** Firestore stand-in over `rows` (change it, then `changed()`); records what each listener asked. */
function fakeSource(rows = [...ROWS]) {
  const list = fakeListSource(rows);
  const requests = () => list.watches.map((watch) => watch.request);
  return { ...list, rows, requests };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/** The browser's back button. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

/** The application page, saying what it was opened with. */
function Application() {
  const { pathname, state } = useLocation();
  return <p>application {`${pathname} from ${JSON.stringify(state)}`}</p>;
}

/** A screen as wide as a desk's (1024 px and more), or a phone's. */
function screenWidth(desk: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: desk && query === '(min-width: 1024px)',
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderList(source: ListSource, role: StaffUser['role'] = 'staff', path = '/ad/visa') {
  render(
    <FetchScope>
      <StaffUserContext.Provider value={{ uid: 'u1', email: 'rose@example.co.tz', role }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/ad/visa" element={<ApplicationListPage kind="visa" source={source} />} />
            <Route path="/ad/tin" element={<ApplicationListPage kind="tin" source={source} />} />
            <Route path="/ad/viewVisa/:id" element={<Application />} />
          </Routes>
          <Address />
          <Back />
        </MemoryRouter>
      </StaffUserContext.Provider>
    </FetchScope>,
  );
}

/** Lets `ms` of (fake) time pass, and what it sets off settle. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const cards = () => within(screen.getByRole('list', { name: 'Visa Applicants' })).getAllByRole('article');

// Paging through 24 cards in jsdom takes seconds on a busy machine.
describe('ApplicationListPage', { timeout: 30_000 }, () => {
  it('shows the first 24 applications as cards, then the rest on the next page and back', async () => {
    const { source } = fakeSource();
    renderList(source);
    expect(screen.getByRole('heading', { level: 1, name: 'Visa Applicants' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 25–30 of 30')).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    expect(cards()[0]).toHaveAccessibleName(/^Person24 /);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(cards()[0]).toHaveAccessibleName(/^Person0 /);
  });

  it('shows a table at a desk, a row per application with what a card shows', async () => {
    screenWidth(true);
    const { source } = fakeSource();
    renderList(source, 'admin', '/ad/visa?view=all');
    const table = await screen.findByRole('table', { name: 'Visa Applicants' });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const [header, first, ...rest] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Name',
      'Phone or ID',
      'Reference',
      'Agent',
      'Assigned to',
      'Status',
      'Payment',
      'Submitted',
      'Actions',
    ]);
    expect(rest).toHaveLength(23);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Person0 Wanjiru Otieno');
    expect(first).toHaveTextContent('VIS-AAAA0');
    expect(first).toHaveTextContent('No Agent');
    expect(within(first!).getByRole('link', { name: 'Manage Applicant' })).toHaveAccessibleDescription(
      'Person0 Wanjiru Otieno',
    );
    expect(within(first!).getByRole('button', { name: 'Delete' })).toBeVisible();
    vi.unstubAllGlobals();
  });

  it('keeps the cards on a phone', async () => {
    screenWidth(false);
    const { source } = fakeSource();
    renderList(source);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('flags the applications another unfinished one shares a number with, on the card and in the table', async () => {
    const { source } = fakeSource();
    const hasDuplicates = vi.fn(async (_kind: string, row: { id: string }) => row.id === 'doc1');
    renderList({ ...source, hasDuplicates });
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    // Each card asks once the page is shown; 24 answers take a moment in jsdom on a busy machine.
    expect(await screen.findByText('Possible duplicate', {}, { timeout: 5_000 })).toBeVisible();
    expect(within(cards()[1]!).getByText('Possible duplicate')).toBeVisible();
    expect(screen.getAllByText('Possible duplicate')).toHaveLength(1);
    expect(hasDuplicates).toHaveBeenCalledTimes(24);
    cleanup();

    screenWidth(true);
    renderList({ ...source, hasDuplicates }, 'staff', '/ad/visa?view=all');
    const table = await screen.findByRole('table', { name: 'Visa Applicants' });
    const flagged = (await within(table).findByText('Possible duplicate', {}, { timeout: 5_000 })).closest(
      'tr',
    )!;
    expect(within(flagged).getByRole('rowheader')).toHaveTextContent(/^Person1 /);
    vi.unstubAllGlobals();
  });

  it('opens an application with the list it came from, for "Back to the list"', async () => {
    const { source } = fakeSource();
    renderList(source, 'staff', '/ad/visa?view=all&status=submitted&q=person');
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('link', { name: 'Manage Applicant' }))[0]!);
    expect(
      screen.getByText(
        'application /ad/viewVisa/doc0 from {"list":"/ad/visa?view=all&status=submitted&q=person"}',
      ),
    ).toBeVisible();
  });

  it('opens on the work queue: paid applications not yet finished, oldest first', async () => {
    const { source, requests } = fakeSource();
    renderList(source);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(show).toHaveDisplayValue('Needs attention');
    expect(show).toHaveAccessibleDescription(
      /^Paid applications that are not finished yet: those whose applicant has answered a request first, then oldest first\./,
    );
    // The work queue is fixed: no status or payment to choose.
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Payment' })).not.toBeInTheDocument();
    expect(requests().at(-1)).toEqual({ kind: 'visa', plan: { type: 'all' }, view: 'attention' });
  });

  it('shows the filters of the address as chosen, and asks for them', async () => {
    const { source, requests } = fakeSource();
    renderList(source, 'staff', '/ad/tin?status=approved&payment=paid');
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tin Applicants' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('All applications');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Approved');
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveDisplayValue('Paid');
    expect(requests().at(-1)).toEqual({
      kind: 'tin',
      plan: { type: 'all' },
      view: 'all',
      status: 'approved',
      payment: 'paid',
    });
  });

  it('falls back to the work queue for an address it does not understand', async () => {
    const { source, requests } = fakeSource();
    renderList(source, 'staff', '/ad/visa?view=everything&status=lost&payment=free');
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Needs attention');
    expect(requests().at(-1)).toEqual({ kind: 'visa', plan: { type: 'all' }, view: 'attention' });
  });

  it('keeps the known filters of an address and drops the rest', async () => {
    const { source, requests } = fakeSource();
    renderList(source, 'staff', '/ad/visa?view=all&status=lost&payment=paid');
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All statuses');
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveDisplayValue('Paid');
    expect(requests().at(-1)).toEqual({ kind: 'visa', plan: { type: 'all' }, view: 'all', payment: 'paid' });
  });

  it('puts a changed filter in the address, starts again at page 1, and goes back with the back button', async () => {
    const { source, requests, watches } = fakeSource();
    renderList(source);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All applications');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/ad\/visa\?view=all$/);
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveAccessibleDescription('Newest first.');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 25–30 of 30')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In review');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/ad\/visa\?view=all&status=in_review$/);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(requests().at(-1)).toEqual({
      kind: 'visa',
      plan: { type: 'all' },
      view: 'all',
      status: 'in_review',
    });
    expect(watches.at(-1)!.after).toBeNull();

    // Back: the page left (the second), then the first.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/ad\/visa\?view=all&after=doc23$/);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All statuses');
    expect(await screen.findByText('Showing 25–30 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/ad\/visa\?view=all$/);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
  });

  it('keeps the page in the address: opened there, it shows that page, and Previous reads back from it', async () => {
    const { source, watches } = fakeSource();
    renderList(source, 'staff', '/ad/visa?view=all&after=doc23');
    expect(await screen.findByText('Showing 25–30 of 30')).toBeInTheDocument();
    expect(cards()[0]).toHaveAccessibleName(/^Person24 /);
    expect(watches.at(-1)!.after).toBe('doc23');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/ad\/visa\?view=all$/);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
  });

  it('searches all applications, and back on the work queue forgets every filter', async () => {
    const { source, requests } = fakeSource();
    renderList(source);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'vis-aaaa5');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'paid');
    expect(screen.getByTestId('address')).toHaveTextContent('/ad/visa?view=all&payment=paid&q=vis-aaaa5');
    expect(requests().at(-1)).toEqual({
      kind: 'visa',
      plan: { type: 'prefix', prefix: 'vis-aaaa5' },
      view: 'all',
      payment: 'paid',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Needs attention');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/ad\/visa$/);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('offers Delete to admins only', async () => {
    renderList(fakeSource().source, 'admin');
    expect(await screen.findAllByRole('button', { name: 'Delete' })).toHaveLength(24);
  });

  it.each([
    ['/ad/visa?q=Nobody', 'No application matches this search.'],
    ['/ad/visa?status=rejected', 'No application matches these filters.'],
    ['/ad/visa', 'Nothing needs attention now: no paid application is waiting to be dealt with.'],
    ['/ad/visa?view=all', 'There are no applications yet.'],
    ['/ad/visa?agent=AGT-7K3QM', 'No application matches these filters.'],
  ])('says why %s shows nothing', async (path, message) => {
    renderList(fakeListSource([]).source, 'staff', path);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('points to the right list for a reference of another service', () => {
    renderList(fakeSource().source, 'staff', '/ad/visa?q=BRL-H2W6RT');
    expect(screen.getByRole('link', { name: 'Brela Applicants' })).toHaveAttribute(
      'href',
      '/ad/brela?view=all&q=BRL-H2W6RT',
    );
  });

  it('reports a failed load, and Try again listens again', async () => {
    const { source } = fakeSource();
    const watchPage = vi
      .fn<ListSource['watchPage']>()
      .mockImplementationOnce((_request, _after, watcher) => {
        queueMicrotask(() => watcher.error(new FirestoreLikeError('permission-denied')));
        return () => {};
      })
      .mockImplementation(source.watchPage);
    renderList({ ...source, watchPage });
    expect(await screen.findByRole('alert')).toHaveTextContent('The applications could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** An error as Firestore reports it: a code saying what went wrong. */
class FirestoreLikeError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** A listener that fails at once with `error`. */
const failingWatch =
  (error: unknown): ListSource['watchPage'] =>
  (_request, _after, watcher) => {
    queueMicrotask(() => watcher.error(error));
    return () => {};
  };

describe('ApplicationListPage, live', { timeout: 30_000 }, () => {
  it("shows anyone's change to the page as Firestore reports it, and follows the total", async () => {
    const { source, rows, changed, watches } = fakeSource();
    renderList(source);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();

    rows.unshift(application(100, 'Newcomer'));
    act(() => changed(true));
    expect(cards()[0]).toHaveAccessibleName(/^Newcomer /);
    expect(await screen.findByText('Showing 1–24 of 31')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);

    // A change within the page (a payment, a status) is shown; the rows are the same ones.
    rows[0] = { ...rows[0]!, data: { ...rows[0]!.data, paymentStatus: 'paid' } };
    act(() => changed(false));
    expect(within(cards()[0]!).getByText('Paid')).toBeInTheDocument();

    rows.shift();
    act(() => changed(true));
    expect(cards()[0]).toHaveAccessibleName(/^Person0 /);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    // One listener all along: nothing was read again.
    expect(watches).toHaveLength(1);
  });

  it('listens to the page shown only, and stops listening when the list closes', async () => {
    const { source, watches, open } = fakeSource();
    renderList(source);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 25–30 of 30')).toBeInTheDocument();
    expect(watches.map((watch) => watch.after)).toEqual([null, 'doc23']);
    expect(open()).toBe(1);
    cleanup();
    expect(open()).toBe(0);
  });
});

describe('ApplicationListPage over time', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a failed listener again by itself, and shows the list once it works', async () => {
    const { source } = fakeSource();
    const watchPage = vi
      .fn<ListSource['watchPage']>()
      .mockImplementationOnce(failingWatch(new Error('offline')))
      .mockImplementation(source.watchPage);
    renderList({ ...source, watchPage });
    expect(await screen.findByRole('alert')).toHaveTextContent('The applications could not be loaded.');
    await wait(RETRY_FIRST_MS * 1.5);
    expect(screen.getByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a silent database, then shows its late answer and keeps that listener', async () => {
    const { source } = fakeSource();
    let answerLate = () => {};
    const watchPage = vi.fn<ListSource['watchPage']>((request, after, watcher) => {
      queueMicrotask(() => watcher.error(new FirestoreLikeError('unavailable')));
      answerLate = () => source.watchPage(request, after, watcher);
      return () => {};
    });
    renderList({ ...source, watchPage });
    expect(await screen.findByRole('alert')).toHaveTextContent('The applications could not be loaded.');
    act(() => void answerLate());
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    await wait(RETRY_LONGEST_MS * 2);
    expect(watchPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not retry a refusal, which would be refused again', async () => {
    const { source } = fakeSource();
    const watchPage = vi.fn(failingWatch(new FirestoreLikeError('permission-denied')));
    renderList({ ...source, watchPage });
    expect(await screen.findByRole('alert')).toHaveTextContent('The applications could not be loaded.');
    await wait(RETRY_LONGEST_MS * 2);
    expect(watchPage).toHaveBeenCalledTimes(1);
  });
});

const AGENTS = [
  { aan: 'AGT-7K3QM', name: 'Baraka Mushi' },
  { aan: 'AGT-P2X9Z', name: 'Rehema Travel & Tours' },
];

describe('the agent filter', { timeout: 30_000 }, () => {
  it("reads the agents once the filters are reached, then lists one agent's applications, kept in the address", async () => {
    const { source, requests } = fakeSource();
    const agentNames = vi.fn(async () => AGENTS);
    const watchAnsweredFirst = vi.fn<NonNullable<ListSource['watchAnsweredFirst']>>(() => () => {});
    renderList({ ...source, agentNames, watchAnsweredFirst });
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    // Not with the list: only once someone goes to the filters.
    expect(agentNames).not.toHaveBeenCalled();
    const agent = screen.getByRole('combobox', { name: 'Agent' });
    expect(agent).toHaveDisplayValue('All agents');

    const user = userEvent.setup();
    await user.hover(agent);
    await user.selectOptions(
      agent,
      await screen.findByRole('option', { name: 'Rehema Travel & Tours (AGT-P2X9Z)' }),
    );
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/ad\/visa\?agent=AGT-P2X9Z$/);
    expect(requests().at(-1)).toEqual({
      kind: 'visa',
      plan: { type: 'all' },
      view: 'attention',
      agent: 'AGT-P2X9Z',
    });
    // The head of the queue is the agent's too.
    expect(watchAnsweredFirst).toHaveBeenLastCalledWith('visa', 'AGT-P2X9Z', expect.anything());

    // The agent stays through the other filters, and back.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All applications');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In review');
    expect(screen.getByTestId('address')).toHaveTextContent(
      /^\/ad\/visa\?view=all&status=in_review&agent=AGT-P2X9Z$/,
    );
    expect(requests().at(-1)).toEqual({
      kind: 'visa',
      plan: { type: 'all' },
      view: 'all',
      status: 'in_review',
      agent: 'AGT-P2X9Z',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Needs attention');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/ad\/visa\?agent=AGT-P2X9Z$/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), 'All agents');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/ad\/visa$/);
    // Read once, however often the list changed.
    expect(agentNames).toHaveBeenCalledTimes(1);
  });

  it("reads them when the keyboard's focus comes to the filters, and searches among an agent's", async () => {
    const { source, requests } = fakeSource();
    const agentNames = vi.fn(async () => AGENTS);
    renderList({ ...source, agentNames }, 'staff', '/ad/visa');
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveFocus();
    expect(await screen.findByRole('option', { name: 'Baraka Mushi (AGT-7K3QM)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), 'AGT-7K3QM');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'person1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('address')).toHaveTextContent(
      /^\/ad\/visa\?view=all&agent=AGT-7K3QM&q=person1$/,
    );
    expect(requests().at(-1)).toEqual({
      kind: 'visa',
      plan: { type: 'prefix', prefix: 'person1' },
      view: 'all',
      agent: 'AGT-7K3QM',
    });
  });

  it('names the agent the address asks for at once, and keeps a number no agent has', async () => {
    const { source, requests } = fakeSource();
    const agentNames = vi.fn(async () => AGENTS);
    renderList({ ...source, agentNames }, 'staff', '/ad/visa?view=all&agent=agt-7k3qm');
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Agent' })).toHaveDisplayValue(
      'Baraka Mushi (AGT-7K3QM)',
    );
    expect(requests().at(-1)).toMatchObject({ view: 'all', agent: 'AGT-7K3QM' });
    cleanup();

    renderList({ ...source, agentNames }, 'staff', '/ad/visa?agent=AGT-GONE1');
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveDisplayValue('AGT-GONE1');
    expect(await screen.findByRole('option', { name: 'Baraka Mushi (AGT-7K3QM)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveDisplayValue('AGT-GONE1');
    expect(requests().at(-1)).toEqual({
      kind: 'visa',
      plan: { type: 'all' },
      view: 'attention',
      agent: 'AGT-GONE1',
    });
  });

  it('says when the agents could not be read, and keeps the list and the agent chosen', async () => {
    const { source } = fakeSource();
    const agentNames = vi.fn(() =>
      Promise.reject(Object.assign(new Error('no'), { code: 'permission-denied' })),
    );
    renderList({ ...source, agentNames }, 'staff', '/ad/visa?agent=AGT-7K3QM');
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    const agent = screen.getByRole('combobox', { name: 'Agent' });
    expect(await screen.findByText(/The agents' names could not be loaded\./)).toBeVisible();
    expect(agent).toHaveAccessibleDescription(/could not be loaded/);
    expect(agent).toHaveDisplayValue('AGT-7K3QM');
  });
});

/** `row` with the summary of its pending request, as the API writes it on the application. */
const withRequest = (row: (typeof ROWS)[number], fields: Record<string, unknown>) => ({
  ...row,
  data: { ...row.data, ...fields },
});

describe('requests in the work queue', { timeout: 30_000 }, () => {
  it('puts the applications whose applicant answered first, oldest answer first, each once, on the first page only', async () => {
    const rows = [...ROWS];
    rows[5] = withRequest(ROWS[5]!, { requestState: 'answered' });
    rows[27] = withRequest(ROWS[27]!, { requestState: 'answered' });
    const { source } = fakeSource(rows);
    const watchAnsweredFirst = vi.fn<NonNullable<ListSource['watchAnsweredFirst']>>(
      (_kind, _agent, watcher) => {
        queueMicrotask(() =>
          watcher.next({ rows: [rows[27]!, rows[5]!], last: null, membershipChanged: false }),
        );
        return () => {};
      },
    );
    renderList({ ...source, watchAnsweredFirst });
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    const [first, second, third] = cards();
    expect(first).toHaveAccessibleName(/^Person27 /);
    expect(second).toHaveAccessibleName(/^Person5 /);
    expect(third).toHaveAccessibleName(/^Person0 /);
    expect(cards()).toHaveLength(25);
    expect(within(cards()[0]!).getByText('Applicant answered')).toBeVisible();
    expect(screen.getAllByText('Applicant answered')).toHaveLength(2);
    expect(watchAnsweredFirst).toHaveBeenCalledWith('visa', undefined, expect.anything());

    // Further pages keep the oldest-first order, where an answered application stays flagged.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 25–30 of 30')).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    expect(within(cards()[3]!).getByText('Applicant answered')).toBeVisible();
  });

  it('puts nothing first in the list of all applications', async () => {
    const { source } = fakeSource();
    const watchAnsweredFirst = vi.fn<NonNullable<ListSource['watchAnsweredFirst']>>(() => () => {});
    renderList({ ...source, watchAnsweredFirst }, 'staff', '/ad/visa?view=all');
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(watchAnsweredFirst).not.toHaveBeenCalled();
  });

  it('flags a request left unanswered past its reply-by date as overdue, on the card and in the table', async () => {
    const rows = [...ROWS];
    rows[1] = withRequest(ROWS[1]!, { requestState: 'open', requestReplyBy: '2020-01-31' });
    rows[2] = withRequest(ROWS[2]!, { requestState: 'open', requestReplyBy: '2999-12-31' });
    const { source } = fakeSource(rows);
    renderList(source);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Reply overdue')).toBeVisible();
    expect(screen.getAllByText('Reply overdue')).toHaveLength(1);
    cleanup();

    screenWidth(true);
    renderList(source);
    const table = await screen.findByRole('table', { name: 'Visa Applicants' });
    const flagged = within(table).getByText('Reply overdue').closest('tr')!;
    expect(within(flagged).getByRole('rowheader')).toHaveTextContent(/^Person1 /);
    // Under the status.
    expect(within(flagged).getAllByRole('cell')[4]).toHaveTextContent(/ Reply overdue$/);
    vi.unstubAllGlobals();
  });
});
