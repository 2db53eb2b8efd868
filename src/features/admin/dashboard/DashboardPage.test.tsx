import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { FetchScope } from '#lib/FetchScope';
import { APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import type { UserRole } from '#domain/user';
import { StaffUserContext } from '../common/staffUser';
import { startOfToday, type KindCounts } from './counts';
import DashboardPage, { type CountLoader } from './DashboardPage';
import type { ExportLogLoader } from './ExportLog';

const NONE: KindCounts['byStatus'] = {
  submitted: 0,
  in_review: 0,
  action_needed: 0,
  approved: 0,
  rejected: 0,
  completed: 0,
};

const EMPTY: KindCounts = {
  total: 0,
  awaitingPayment: 0,
  today: 0,
  attention: 0,
  overdue: 0,
  byStatus: NONE,
};

// Every kind has a tile; these three have figures to show, the others none.
const COUNTS: Record<ApplicationKind, KindCounts> = {
  ...(Object.fromEntries(APPLICATION_KINDS.map((kind) => [kind, EMPTY])) as Record<
    ApplicationKind,
    KindCounts
  >),
  brela: {
    total: 12,
    awaitingPayment: 5,
    today: 1,
    attention: 4,
    overdue: 0,
    byStatus: { ...NONE, submitted: 9, approved: 3 },
  },
  visa: {
    total: 1234,
    awaitingPayment: 40,
    today: 3,
    attention: 25,
    overdue: 3,
    byStatus: {
      submitted: 900,
      in_review: 200,
      action_needed: 34,
      approved: 50,
      rejected: 20,
      completed: 30,
    },
  },
  tin: {
    total: 7,
    awaitingPayment: 0,
    today: 0,
    attention: 2,
    overdue: 1,
    byStatus: { ...NONE, in_review: 2, completed: 5 },
  },
};

const OWN_DAY = { waiting: 6, answered: 2, overdue: 1 };

function renderDashboard(
  load: CountLoader,
  role: UserRole = 'staff',
  loadExports?: ExportLogLoader,
  loadOwnDay = () => Promise.resolve(OWN_DAY),
) {
  render(
    <FetchScope>
      <StaffUserContext.Provider value={{ uid: 'u1', email: 'rose@example.co.tz', role }}>
        <MemoryRouter>
          <DashboardPage
            load={load}
            loadExports={loadExports}
            loadOwnDay={loadOwnDay}
            loadDeletions={() => Promise.resolve([])}
          />
        </MemoryRouter>
      </StaffUserContext.Provider>
    </FetchScope>,
  );
}

const tile = (name: string) => screen.getByRole('region', { name });

describe('DashboardPage', () => {
  it("shows first the staff member's own day, linked to each service's queue of theirs", async () => {
    renderDashboard(() => Promise.resolve(EMPTY));
    const mine = screen.getByRole('region', { name: 'Mine' });
    expect(
      await within(mine).findByText('Mine: 6 waiting, 2 answered by the applicant, 1 overdue'),
    ).toBeVisible();
    // Before every service's tile.
    expect(screen.getAllByRole('region')[0]).toBe(mine);
    expect(within(mine).getByRole('link', { name: 'Visa Applicants' })).toHaveAttribute(
      'href',
      '/ad/visa?assignee=u1',
    );
    expect(within(mine).getAllByRole('link')).toHaveLength(APPLICATION_KINDS.length);
  });

  it("shows every service's total, and what awaits payment and came in today, summed", async () => {
    const load = vi.fn<CountLoader>((kind) => Promise.resolve(COUNTS[kind]));
    renderDashboard(load);
    expect(await screen.findByRole('region', { name: 'Brela applications' })).toBeInTheDocument();
    expect(within(tile('Brela applications')).getByText('12')).toBeInTheDocument();
    expect(within(tile('Visa applications')).getByText('1,234')).toBeInTheDocument();
    expect(within(tile('Tin applications')).getByText('7')).toBeInTheDocument();
    expect(within(tile('Business applications')).getAllByText('0').length).toBeGreaterThan(0);
    expect(within(tile('Visa applications')).getByText(/Awaiting payment: 40/)).toBeInTheDocument();
    expect(within(tile('Awaiting payment (unpaid or pending)')).getByText('45')).toBeInTheDocument();
    expect(within(tile('Submitted today')).getByText('4')).toBeInTheDocument();
    expect(within(tile('Needs attention (paid, not finished)')).getByText('31')).toBeInTheDocument();
    expect(
      within(tile('Reply overdue (asked of the applicant, reply-by date passed)')).getByText('4'),
    ).toBeInTheDocument();
    expect(
      within(tile('Tin applications')).getByRole('link', { name: 'View Tin applicants' }),
    ).toHaveAttribute('href', '/ad/tin');
    // "Today" is from local midnight, asked once per kind.
    expect(load).toHaveBeenCalledTimes(APPLICATION_KINDS.length);
    expect(load).toHaveBeenCalledWith('visa', startOfToday());
  });

  it("shows each service's work queue and statuses, each count a link to the list showing them", async () => {
    renderDashboard((kind) => Promise.resolve(COUNTS[kind]));
    const tin = await screen.findByRole('region', { name: 'Tin applications' });
    const table = within(tin).getByRole('table', { name: 'By status' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Status', 'Count']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Needs attention2',
      'Reply overdue1',
      'Submitted0',
      'In review2',
      'Action needed0',
      'Approved0',
      'Rejected0',
      'Completed5',
    ]);
    const link = (row: string) => within(within(table).getByRole('row', { name: row })).getByRole('link');
    expect(link('Needs attention 2')).toHaveAttribute('href', '/ad/tin');
    // The work queue, where each such application is flagged.
    expect(link('Reply overdue 1')).toHaveAttribute('href', '/ad/tin');
    expect(link('In review 2')).toHaveAttribute('href', '/ad/tin?view=all&status=in_review');
    expect(link('Completed 5')).toHaveAttribute('href', '/ad/tin?view=all&status=completed');
    expect(link('Completed 5')).toHaveAccessibleDescription('Completed');

    const visa = within(tile('Visa applications')).getByRole('table', { name: 'By status' });
    expect(within(visa).getByRole('link', { name: '900' })).toHaveAttribute(
      'href',
      '/ad/visa?view=all&status=submitted',
    );
  });

  it('names the statuses in Swahili', async () => {
    await i18n.changeLanguage('sw');
    try {
      renderDashboard((kind) => Promise.resolve(COUNTS[kind]));
      const tin = await screen.findByRole('region', { name: 'Maombi ya TIN' });
      const table = within(tin).getByRole('table', { name: 'Kwa hali' });
      expect(within(table).getByRole('row', { name: 'Yanayohitaji kushughulikiwa 2' })).toBeInTheDocument();
      expect(within(table).getByRole('row', { name: 'Inakaguliwa 2' })).toBeInTheDocument();
    } finally {
      cleanup(); // unmounted first: the language change would re-render the page outside act()
      await i18n.changeLanguage('en');
    }
  });

  it('reports a failure and counts again on Refresh', async () => {
    const load = vi
      .fn<CountLoader>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation((kind) => Promise.resolve(COUNTS[kind]));
    renderDashboard(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('The totals could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('region', { name: 'Brela applications' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the totals on screen while Refresh counts again, then shows the new ones', async () => {
    let counts = COUNTS;
    let finish: () => void = () => undefined;
    const load = vi.fn<CountLoader>((kind) => Promise.resolve(counts[kind]));
    renderDashboard(load);
    const tin = await screen.findByRole('region', { name: 'Tin applications' });
    expect(await within(tin).findByText('7')).toBeInTheDocument();

    counts = { ...COUNTS, tin: { ...COUNTS.tin, total: 8, awaitingPayment: 1, today: 1 } };
    const counted = new Promise<void>((resolve) => (finish = resolve));
    load.mockImplementation(async (kind) => {
      await counted;
      return counts[kind];
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(within(tile('Tin applications')).getByText('7')).toBeInTheDocument();

    await act(async () => finish());
    expect(await within(tile('Tin applications')).findByText('8')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('counts again when the tab comes back into view', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      let counts = COUNTS;
      const load = vi.fn<CountLoader>((kind) => Promise.resolve(counts[kind]));
      renderDashboard(load);
      const tin = await screen.findByRole('region', { name: 'Tin applications' });
      expect(await within(tin).findByText('7')).toBeInTheDocument();

      counts = { ...COUNTS, tin: { ...COUNTS.tin, total: 9, awaitingPayment: 0, today: 2 } };
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(within(tile('Tin applications')).getByText('7')).toBeInTheDocument();
      await act(async () => {
        window.dispatchEvent(new Event('focus'));
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(within(tile('Tin applications')).getByText('9')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2 * APPLICATION_KINDS.length);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('DashboardPage exports', () => {
  const counted: CountLoader = (kind) => Promise.resolve(COUNTS[kind]);

  it('shows admins the latest exports, and the access log to download', async () => {
    const loadExports = vi.fn<ExportLogLoader>(() => Promise.resolve([]));
    renderDashboard(counted, 'admin', loadExports);
    expect(await screen.findByRole('region', { name: 'Exports' })).toHaveTextContent(
      'No list has been downloaded yet.',
    );
    expect(loadExports).toHaveBeenCalledTimes(1);
    const accessLog = screen.getByRole('region', { name: 'Access log' });
    expect(within(accessLog).getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('neither shows nor asks for them for plain staff', async () => {
    const loadExports = vi.fn<ExportLogLoader>(() => Promise.resolve([]));
    renderDashboard(counted, 'staff', loadExports);
    expect(await screen.findByRole('region', { name: 'Brela applications' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Exports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Access log' })).not.toBeInTheDocument();
    expect(loadExports).not.toHaveBeenCalled();
  });
});

describe('startOfToday', () => {
  it("is midnight in Dar es Salaam, whatever the device's zone", () => {
    // 17:45 UTC is 20:45 in Dar es Salaam: the day began at 21:00 UTC the evening before.
    expect(startOfToday(new Date('2026-03-10T17:45:00Z'))).toEqual(new Date('2026-03-09T21:00:00Z'));
    // 22:30 UTC is already 01:30 the next day there.
    expect(startOfToday(new Date('2026-03-10T22:30:00Z'))).toEqual(new Date('2026-03-10T21:00:00Z'));
    expect(startOfToday(new Date('2026-03-10T21:00:00Z'))).toEqual(new Date('2026-03-10T21:00:00Z'));
  });
});
