import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { validVisaApplication } from '../../../domain/fixtures';
import { FetchScope } from '../../../lib/FetchScope';
import { RETRY_FIRST_MS, RETRY_LONGEST_MS } from '../../../lib/fetching';
import { StaffUserContext, type StaffUser } from '../common/staffUser';
import type { ListPage, ListRequest, PageCursor } from './api/applicationsQuery';
import ApplicationListPage from './ApplicationListPage';
import { FIRST_PAGE_REFRESH_MS } from './paging';
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

/** Firestore stand-in over `rows` (change it to change what the next read finds); counts each read. */
function fakeSource(rows = [...ROWS]) {
  const requests: ListRequest[] = [];
  const reads: Array<string | null> = [];
  const pageAfter = (after: string | null): ListPage => {
    const start = after ? rows.findIndex((row) => row.id === after) + 1 : 0;
    const page = rows.slice(start, start + 24);
    return { rows: page, last: (page.at(-1)?.id ?? null) as unknown as PageCursor };
  };
  const source: ListSource = {
    fetchPage: (request, after) => {
      requests.push(request);
      reads.push(after as unknown as string | null);
      return Promise.resolve(pageAfter(after as unknown as string | null));
    },
    countMatching: () => Promise.resolve(rows.length),
  };
  /** How many times the first page was read. */
  const firstPageReads = () => reads.filter((after) => after === null).length;
  return { source, requests, reads, rows, firstPageReads };
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

function renderList(source: ListSource, role: StaffUser['role'] = 'staff', path = '/ad/visa') {
  render(
    <FetchScope>
      <StaffUserContext.Provider value={{ uid: 'u1', email: 'rose@example.co.tz', role }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/ad/visa" element={<ApplicationListPage kind="visa" source={source} />} />
            <Route path="/ad/tin" element={<ApplicationListPage kind="tin" source={source} />} />
          </Routes>
          <Address />
          <Back />
        </MemoryRouter>
      </StaffUserContext.Provider>
    </FetchScope>,
  );
}

/** The browser tab going out of view and coming back. */
function setTabVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (visible ? 'visible' : 'hidden'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
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

  it('opens on the work queue: paid applications not yet finished, oldest first', async () => {
    const { source, requests } = fakeSource();
    renderList(source);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(show).toHaveDisplayValue('Needs attention');
    expect(show).toHaveAccessibleDescription(/^Paid applications that are not finished yet, oldest first\./);
    // The work queue is fixed: no status or payment to choose.
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Payment' })).not.toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ kind: 'visa', plan: { type: 'all' }, view: 'attention' });
  });

  it('shows the filters of the address as chosen, and asks for them', async () => {
    const { source, requests } = fakeSource();
    renderList(source, 'staff', '/ad/tin?status=approved&payment=paid');
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tin Applicants' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('All applications');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Approved');
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveDisplayValue('Paid');
    expect(requests.at(-1)).toEqual({
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
    expect(requests.at(-1)).toEqual({ kind: 'visa', plan: { type: 'all' }, view: 'attention' });
  });

  it('keeps the known filters of an address and drops the rest', async () => {
    const { source, requests } = fakeSource();
    renderList(source, 'staff', '/ad/visa?view=all&status=lost&payment=paid');
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All statuses');
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveDisplayValue('Paid');
    expect(requests.at(-1)).toEqual({ kind: 'visa', plan: { type: 'all' }, view: 'all', payment: 'paid' });
  });

  it('puts a changed filter in the address, starts again at page 1, and goes back with the back button', async () => {
    const { source, requests, reads } = fakeSource();
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
    expect(requests.at(-1)).toEqual({
      kind: 'visa',
      plan: { type: 'all' },
      view: 'all',
      status: 'in_review',
    });
    expect(reads.at(-1)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/ad\/visa\?view=all$/);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All statuses');
  });

  it('searches all applications, and back on the work queue forgets every filter', async () => {
    const { source, requests } = fakeSource();
    renderList(source);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'vis-aaaa5');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'paid');
    expect(screen.getByTestId('address')).toHaveTextContent('/ad/visa?view=all&payment=paid&q=vis-aaaa5');
    expect(requests.at(-1)).toEqual({
      kind: 'visa',
      plan: { type: 'match', anyOf: expect.any(Array) as unknown },
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
  ])('says why %s shows nothing', async (path, message) => {
    const empty: ListSource = {
      fetchPage: () => Promise.resolve({ rows: [], last: null }),
      countMatching: () => Promise.resolve(0),
    };
    renderList(empty, 'staff', path);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('points to the right list for a reference of another service', () => {
    renderList(fakeSource().source, 'staff', '/ad/visa?q=BRL-H2W6RT');
    expect(screen.getByRole('link', { name: 'Brela Applicants' })).toHaveAttribute(
      'href',
      '/ad/brela?view=all&q=BRL-H2W6RT',
    );
  });

  it('reports a failed load, and Try again reads it again', async () => {
    const { source } = fakeSource();
    const fetchPage = vi
      .fn<ListSource['fetchPage']>()
      .mockRejectedValueOnce(new FirestoreLikeError('permission-denied'))
      .mockImplementation(source.fetchPage);
    renderList({ ...source, fetchPage });
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

describe('ApplicationListPage over time', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    setTabVisible(true);
  });

  it('reads the first page again every 15 s while the tab is visible, and at once when it is back', async () => {
    const { source, rows, firstPageReads } = fakeSource();
    renderList(source);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(firstPageReads()).toBe(1);

    rows.unshift(application(100, 'Newcomer'));
    await wait(FIRST_PAGE_REFRESH_MS);
    expect(cards()[0]).toHaveAccessibleName(/^Newcomer /);
    // The total follows a changed first page.
    expect(screen.getByText('Showing 1–24 of 31')).toBeInTheDocument();
    expect(firstPageReads()).toBe(2);

    // Out of view: no reads, however long.
    setTabVisible(false);
    rows.unshift(application(101, 'Latecomer'));
    await wait(4 * FIRST_PAGE_REFRESH_MS);
    expect(firstPageReads()).toBe(2);
    expect(cards()[0]).toHaveAccessibleName(/^Newcomer /);

    // Back in view: read at once, not at the next tick.
    setTabVisible(true);
    await wait(0);
    expect(cards()[0]).toHaveAccessibleName(/^Latecomer /);
    expect(firstPageReads()).toBe(3);
    expect(cards()).toHaveLength(24);
  });

  it('reads a later page once, not on the timer', async () => {
    const { source, reads } = fakeSource();
    renderList(source);
    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 25–30 of 30')).toBeInTheDocument();
    await wait(4 * FIRST_PAGE_REFRESH_MS);
    expect(reads.filter((after) => after !== null)).toHaveLength(1);
  });

  it('tries a failed read again by itself, and shows the list once it works', async () => {
    const { source } = fakeSource();
    const fetchPage = vi
      .fn<ListSource['fetchPage']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(source.fetchPage);
    renderList({ ...source, fetchPage });
    expect(await screen.findByRole('alert')).toHaveTextContent('The applications could not be loaded.');
    await wait(RETRY_FIRST_MS * 1.5);
    expect(screen.getByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not retry a refusal, which would be refused again', async () => {
    const fetchPage = vi
      .fn<ListSource['fetchPage']>()
      .mockRejectedValue(new FirestoreLikeError('permission-denied'));
    renderList({ fetchPage, countMatching: () => Promise.resolve(0) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The applications could not be loaded.');
    await wait(RETRY_LONGEST_MS * 2);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
