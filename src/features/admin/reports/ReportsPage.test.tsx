import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import { formatTsh } from '#domain/money';
import type { UserRole } from '#domain/user';
import { ApiError } from '#lib/api';
import { FetchScope } from '#lib/FetchScope';
import { saveFile } from '#lib/saveFile';
import { StaffUserContext } from '../common/staffUser';
import type { StaffReportView } from '#domain/reports/figures';
import type { ReportsApi } from './api';
import { drawChart } from './drawChart';
import { byService, fixtureView, serviceNames, SERVICES } from './reportFixture';
import ReportsPage from './ReportsPage';

// Chart.js draws on a canvas, which jsdom has not got: the charts are checked by what they are
// asked to draw, and the tables beside them by what they show.
vi.mock('./drawChart', () => ({ drawChart: vi.fn(() => () => {}) }));
vi.mock('#lib/saveFile', () => ({ saveFile: vi.fn() }));

// 4 March 2026, 10:00 in Dar es Salaam.
const NOW = new Date('2026-03-04T07:00:00Z');

const STAFF_REPORT: StaffReportView = {
  periods: ['2026-02-01'],
  staff: [
    {
      uid: 'u2',
      name: 'Asha Mwakilema',
      rows: [{ period: '2026-02-01', taken: 12, completed: 9, rejected: 1, requests: 4 }],
      totals: { taken: 12, completed: 9, rejected: 1, requests: 4 },
      takenToCompleted: { count: 9, median: 2 * 86_400_000, p90: 5 * 86_400_000 },
    },
  ],
  documentsRead: 3,
};

function fakeApi(overrides: Partial<ReportsApi> = {}): ReportsApi {
  return {
    read: vi.fn().mockResolvedValue(fixtureView()),
    saveTargets: vi.fn().mockImplementation((body: unknown) => Promise.resolve(body)),
    staff: vi.fn().mockResolvedValue(STAFF_REPORT),
    agents: vi.fn().mockResolvedValue([
      { aan: 'AGT-7K3QM', name: 'Neema Kisanga' },
      { aan: 'AGT-22222', name: 'Zawadi Said' },
    ]),
    ...overrides,
  };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(api: ReportsApi, { role = 'admin', at = '/ad/reports' }: { role?: UserRole; at?: string } = {}) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <FetchScope>
        <StaffUserContext.Provider value={{ uid: 'admin1', email: 'rose@example.co.tz', role }}>
          <Routes>
            <Route path="/ad/reports" element={<ReportsPage api={api} now={() => NOW} />} />
            <Route path="/ad/dashboard" element={<h1>Dashboard screen</h1>} />
          </Routes>
          <Address />
        </StaffUserContext.Provider>
      </FetchScope>
    </MemoryRouter>,
  );
}

/** A row of the money table: the period, what each service was paid in the columns' order, the total. */
function moneyRow(period: string, paid: Partial<Record<ApplicationKind, number>>, lang: AppLanguage = 'en') {
  const cells = byService(paid, 0);
  const total = cells.reduce((sum, cell) => sum + cell, 0);
  return [period, ...cells.map((cell) => formatTsh(cell, lang)), formatTsh(total, lang)];
}

/** A table's body and foot rows as the text of their cells, row heading first. */
function rowsOf(table: HTMLElement) {
  return [...table.querySelectorAll('tbody tr, tfoot tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );
}

/** jsdom's Blob has no text(): read as a browser without it would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(async () => {
  cleanup();
  vi.mocked(drawChart).mockClear();
  vi.mocked(saveFile).mockClear();
  await i18n.changeLanguage('en');
});

describe('ReportsPage', () => {
  it('is refused to staff without the admin role, who read nothing', () => {
    const api = fakeApi();
    renderPage(api, { role: 'staff' });
    expect(screen.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only an administrator can see the reports.');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/ad/dashboard');
    expect(api.read).not.toHaveBeenCalled();
    expect(api.agents).not.toHaveBeenCalled();
  });

  it("asks for this month by day when the address names nothing, and shows each section's figures as tables", async () => {
    const api = fakeApi();
    renderPage(api);
    const money = await screen.findByRole('table', { name: 'Money paid per period, by service' });
    expect(api.read).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-04', length: 'day' });
    expect(rowsOf(money)).toEqual([
      moneyRow('2 Mar 2026', { visa: 300_000 }),
      moneyRow('3 Mar 2026', { brela: 55_000 }),
      moneyRow('4 Mar 2026', {}),
      moneyRow('Total', { visa: 300_000, brela: 55_000 }),
    ]);
    expect(
      rowsOf(screen.getByRole('table', { name: 'Totals for the dates chosen, and how the money splits' })),
    ).toEqual([
      ['Total paid', 'Tsh 355,000'],
      ['Processing fee', 'Tsh 106,500'],
      ['Form fee', 'Tsh 177,500'],
      ['Government fee and tax', 'Tsh 71,000'],
      ['Reversed (given back)', 'Tsh 10,000'],
      ['Commission owed to agents', 'Tsh 30,000'],
    ]);
    expect(
      rowsOf(screen.getByRole('table', { name: 'Open queue at the end of each period, by status' })),
    ).toEqual([
      ['2 Mar 2026', '1', '0', '0', '2', '3'],
      ['3 Mar 2026', '0', '1', '0', '2', '3'],
      ['4 Mar 2026', '0', '1', '0', '2', '3'],
    ]);
    // The fixture's wait of 52 hours, as its band gives it back (within 2.5%, as the page says).
    expect(rowsOf(screen.getByRole('table', { name: 'Waits by service' }))[0]).toEqual([
      'Visa',
      '2 d 3 h',
      '2 d 3 h',
      '1',
      '—',
      '—',
      '0',
    ]);
    expect(screen.getByText(/is within 2\.5% of the exact figure/)).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Payment attempts per period, by outcome' }))).toEqual([
      ['2 Mar 2026', '3', '1', '1', '1', '0', '33.3%'],
      ['3 Mar 2026', '2', '1', '0', '0', '1', '0%'],
      ['4 Mar 2026', '0', '0', '0', '0', '0', '—'],
      ['Total', '5', '2', '1', '1', '1', '20%'],
    ]);
    expect(screen.getByText(/^Tsh 300,000 of Tsh 500,000 \(60%\)/)).toBeInTheDocument();
    // Each chart is a described image, drawn from its table's figures.
    expect(
      screen.getByRole('img', { name: /^Chart: Money paid per period, by service, 2 Mar 2026 to 4 Mar 2026/ }),
    ).toBeInTheDocument();
    const moneyChart = vi.mocked(drawChart).mock.calls.find(([, spec]) => spec.shape === 'stacked')![1];
    expect(moneyChart.labels).toEqual(['2 Mar 2026', '3 Mar 2026', '4 Mar 2026']);
    expect(moneyChart.series.map((series) => series.label)).toEqual(serviceNames(i18n.getFixedT('en')));
    expect(moneyChart.series.map((series) => series.values)).toEqual(
      byService({ visa: [300_000, 0, 0], brela: [0, 55_000, 0] }, [0, 0, 0]),
    );
  });

  it('says first how much was made, each figure against the three days before, above any table', async () => {
    renderPage(fakeApi());
    const summary = await screen.findByRole('region', { name: 'How much we made' });
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('How much we made');
    for (const table of screen.getAllByRole('table')) {
      expect(summary.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(summary).toHaveTextContent('2 Mar 2026 to 4 Mar 2026, against the period before: 27 Feb 2026 to 1 Mar 2026');
    const figures = within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling!.textContent]);
    expect(figures).toEqual([
      ['Paid', 'Tsh 355,000+18.3% against Tsh 300,000 before'],
      ['Government fees passed on', 'Tsh 71,000+18.3% against Tsh 60,000 before'],
      ['Commission owed to agents', 'Tsh 30,000' + '0% against Tsh 30,000 before'],
      ['Given back', 'Tsh 10,000Tsh 0 before'],
      ['Kept by the agency', 'Tsh 244,000+16.2% against Tsh 210,000 before'],
    ]);
    // The same figures as a table in Money, which its CSV file holds.
    expect(rowsOf(screen.getByRole('table', { name: 'How much we made, against the period before' }))).toEqual([
      ['Paid', 'Tsh 355,000', 'Tsh 300,000', '+18.3%'],
      ['Government fees passed on', 'Tsh 71,000', 'Tsh 60,000', '+18.3%'],
      ['Commission owed to agents', 'Tsh 30,000', 'Tsh 30,000', '0%'],
      ['Given back', 'Tsh 10,000', 'Tsh 0', '—'],
      ['Kept by the agency', 'Tsh 244,000', 'Tsh 210,000', '+16.2%'],
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV: Money' }));
    expect(await textOf(vi.mocked(saveFile).mock.calls[0]![0])).toContain(
      '"How much we made, against the period before"\r\nPart,These dates,Period before,Change (%)\r\nPaid,355000,300000,18.3\r\n',
    );
  });

  it('reads speed at a glance: whole days on the axes, short grouped headings, and the median per day as a trend', async () => {
    renderPage(fakeApi());
    const waits = await screen.findByRole('table', { name: 'Waits by service' });
    // The columns under their wait: the headings short enough for a laptop.
    const headings = within(waits)
      .getAllByRole('columnheader')
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Paid to completed',
      'Request to answer',
      'Service',
      'Median',
      '90th percentile',
      'Cases',
      'Median',
      '90th percentile',
      'Cases',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Median wait per period' }))).toEqual([
      ['2 Mar 2026', '—', '0', '—', '0'],
      ['3 Mar 2026', '2 d 3 h', '1', '3 h 24 min', '1'],
      ['4 Mar 2026', '—', '0', '—', '0'],
    ]);
    const specs = vi.mocked(drawChart).mock.calls.map(([, spec]) => spec);
    const byService = specs.find((spec) => spec.shape === 'bars')!;
    const trend = specs.find((spec) => spec.labels[0] === '2 Mar 2026' && spec.shape === 'lines' && spec.axis)!;
    // Drawn in days, the axis marking whole days from none to at least one; the tooltip exact.
    expect(byService.series[0]!.values[0]).toBeCloseTo(2.15, 2);
    expect(byService.axis!.atLeast).toBe(1);
    expect([0, 1, 2].map((days) => byService.axis!.format(days))).toEqual(['0 d', '1 d', '2 d']);
    expect(byService.format(byService.series[0]!.values[0]!)).toBe('2 d 3 h');
    expect(trend.series.map((series) => series.label)).toEqual([
      'Paid to completed: median',
      'Request to answer: median',
    ]);
    expect(trend.series[0]!.values).toEqual([null, expect.closeTo(2.15, 2), null]);
  });

  it("marks on each target's bar where the month should be by today, and gives past months' results", async () => {
    renderPage(fakeApi());
    const meter = await screen.findByRole('meter', { name: 'Visa' });
    // The 4th of March's 31 days.
    expect(meter.parentElement!.querySelector<HTMLElement>('.report-pace')!.style.insetInlineStart).toBe(
      `${(4 / 31) * 100}%`,
    );
    expect(meter).toHaveAccessibleDescription(
      'Tsh 300,000 of Tsh 500,000 (60%) · ahead of pace (by today: Tsh 64,516)',
    );
    expect(
      rowsOf(screen.getByRole('table', { name: "This month's money against each service's monthly target" })).find(
        (row) => row[0] === 'Visa',
      ),
    ).toEqual(['Visa', 'Tsh 300,000', 'Tsh 500,000', '60%', 'Tsh 64,516']);
    expect(
      rowsOf(screen.getByRole('table', { name: 'The months before, each against the targets of its time' })).find(
        (row) => row[0] === 'February 2026: Visa',
      ),
    ).toEqual(['February 2026: Visa', 'Tsh 420,000', 'Tsh 400,000', '105%']);
  });

  it('shows the same figures in Swahili', async () => {
    await i18n.changeLanguage('sw');
    renderPage(fakeApi());
    const money = await screen.findByRole('table', { name: 'Fedha zilizolipwa kwa kila kipindi, kwa huduma' });
    expect(rowsOf(money)[0]).toEqual(moneyRow('2 Mac 2026', { visa: 300_000 }, 'sw'));
    expect(rowsOf(money)[3]![0]).toBe('Jumla');
    expect(rowsOf(screen.getByRole('table', { name: 'Muda wa kusubiri kwa huduma' }))[0]).toEqual([
      'Viza',
      'siku 2 saa 3',
      'siku 2 saa 3',
      '1',
      '—',
      '—',
      '0',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Muda wa kusubiri kwa huduma' }))[1]!.slice(4, 6)).toEqual([
      'saa 3 dakika 24',
      'saa 3 dakika 24',
    ]);
    expect(screen.getByText(/havitofautiani na takwimu kamili kwa zaidi ya 2\.5%/)).toBeInTheDocument();
    // Five sections and who does what.
    expect(screen.getAllByRole('button', { name: /^Pakua CSV/ })).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: 'Malengo ya Machi 2026' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tumepata kiasi gani' })).toHaveTextContent(
      'Zilizobaki kwa ofisiTsh 244,000+16.2% ikilinganishwa na Tsh 210,000 awali',
    );
  });

  it('writes the choice into the address and asks for that report', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(api);
    await screen.findByRole('table', { name: 'Money paid per period, by service' });
    await user.selectOptions(screen.getByLabelText('Dates'), 'Chosen dates');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-12-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    // Four months are shown by month unless by week is chosen; by day would be too many.
    const period = screen.getByLabelText('Period');
    expect(period).toHaveValue('month');
    expect(within(period).getAllByRole('option').map((option) => option.textContent)).toEqual(['Week', 'Month']);
    await user.selectOptions(period, 'Week');
    await user.selectOptions(screen.getByLabelText('Service'), 'Visa');
    await user.selectOptions(await screen.findByRole('option', { name: 'Zawadi Said (AGT-22222)' }).then(
      (option) => option.closest('select')!,
    ), 'AGT-22222');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/ad/reports?range=custom&from=2025-12-01&to=2026-03-31&length=week&kind=visa&aan=AGT-22222',
    );
    await waitFor(() =>
      expect(api.read).toHaveBeenLastCalledWith({
        from: '2025-12-01',
        to: '2026-03-31',
        length: 'week',
        kind: 'visa',
        aan: 'AGT-22222',
      }),
    );
  });

  it('opens the report an address names, as a shared link would', async () => {
    const api = fakeApi();
    renderPage(api, { at: '/ad/reports?range=lastMonth&length=week&kind=tin' });
    await screen.findByRole('table', { name: 'Money paid per period, by service' });
    expect(api.read).toHaveBeenCalledWith({ from: '2026-02-01', to: '2026-02-28', length: 'week', kind: 'tin' });
    expect(screen.getByLabelText('Dates')).toHaveValue('lastMonth');
    expect(screen.getByLabelText('Period')).toHaveValue('week');
    expect(screen.getByLabelText('Service')).toHaveValue('tin');
  });

  it('says what is wrong with chosen dates, and asks for nothing', async () => {
    const api = fakeApi();
    renderPage(api, { at: '/ad/reports?range=custom&from=2026-03-10&to=2026-03-01' });
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(api.read).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of a choice in the reader's language", async () => {
    const api = fakeApi({
      read: vi.fn().mockRejectedValue(
        new ApiError('Too many periods', 400, {
          message: 'Too many periods',
          code: 'validation',
          fields: { length: 'admin.reports.errors.tooManyPeriods' },
        }),
      ),
    });
    await i18n.changeLanguage('sw');
    renderPage(api);
    expect(
      await screen.findByText('Vipindi ni vingi mno kwa tarehe hizi: chagua kipindi kirefu zaidi (wiki au mwezi).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Kipindi')).toHaveAttribute('aria-invalid', 'true');
  });

  it('downloads a section as a CSV file of its table', async () => {
    renderPage(fakeApi());
    await screen.findByRole('table', { name: 'Money paid per period, by service' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV: Payments' }));
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('report-payments-2026-03-02-2026-03-04.csv');
    expect(await textOf(blob)).toContain('2026-03-02,3,1,1,1,0,33.3\r\n');
  });

  it('shows who does what per staff member, with how it is counted and its CSV file', async () => {
    const api = fakeApi();
    renderPage(api);
    const team = await screen.findByRole('table', { name: 'Who does what, per staff member' });
    expect(api.staff).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-04', length: 'day' });
    expect(rowsOf(team)).toEqual([['Asha Mwakilema', '12', '9', '1', '4', '2 d 0 h']]);
    const section = screen.getByRole('region', { name: 'Who does what' });
    expect(within(section).getByText(/^Per staff member: taken counts/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV: Who does what' }));
    const [blob, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('report-team-2026-03-02-2026-03-04.csv');
    expect(await textOf(blob)).toContain('Asha Mwakilema,12,9,1,4,48.0\r\n');
  });

  it("sets each service's monthly target, refusing what is not an amount", async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(api);
    const form = within((await screen.findByRole('group', { name: 'Monthly targets (Tsh)' })).closest('form')!);
    const visa = form.getByLabelText('Visa');
    expect(visa).toHaveValue('500000');
    await user.clear(visa);
    await user.type(visa, '600,000');
    await user.type(form.getByLabelText('TIN certificate'), 'lots');
    await user.click(form.getByRole('button', { name: 'Save targets' }));
    expect(await form.findByText('Enter a whole number.')).toBeInTheDocument();
    expect(form.getByLabelText('TIN certificate')).toHaveAttribute('aria-invalid', 'true');
    expect(api.saveTargets).not.toHaveBeenCalled();

    await user.clear(form.getByLabelText('TIN certificate'));
    await user.type(form.getByLabelText('TIN certificate'), '150000');
    await user.click(form.getByRole('button', { name: 'Save targets' }));
    await waitFor(() =>
      expect(api.saveTargets).toHaveBeenCalledWith({
        // Every other service's left empty.
        targets: { ...Object.fromEntries(SERVICES.map((kind) => [kind, null])), visa: 600_000, tin: 150_000 },
      }),
    );
    expect(await form.findByText('Targets saved.')).toBeInTheDocument();
    // The report is read again, with the targets as they now stand.
    await waitFor(() => expect(api.read).toHaveBeenCalledTimes(2));
  });
});
