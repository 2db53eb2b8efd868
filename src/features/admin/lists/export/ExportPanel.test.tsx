import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { validApplicationMeta, validVisaApplication } from '#fixtures/applications';
import type { ExportExtrasAnswer } from '#domain/exports';
import { rowOf } from '#domain/listRows';
import { shownApplication, timesToWire } from '#domain/shownApplication';
import { ApiError } from '#lib/api';
import { FetchScope } from '#lib/FetchScope';
import { saveFile } from '#lib/saveFile';
import { fetchExportExtras, recordExport } from '../../common/api/exports';
import { StaffUserContext } from '../../common/staffUser';
import type { ListRequest } from '../api/applicationsQuery';
import ApplicationListPage from '../ApplicationListPage';
import { fakeListSource } from '../fakeListSource';
import type { ListSource } from '../useApplicationPages';
import { BOM } from './csv';
import { EXPORT_CHUNK } from './readAll';
import { blobBytes, InThreadWorker } from './inThreadWorker';

vi.mock('../../common/api/exports', () => ({
  recordExport: vi.fn(),
  fetchExportLog: vi.fn(),
  fetchExportExtras: vi.fn(),
}));
vi.mock('#lib/saveFile', () => ({ saveFile: vi.fn() }));

const application = (i: number, aan?: string) => ({
  id: `doc${i}`,
  data: {
    ...validVisaApplication({ firstName: i === 0 ? 'Zuhura' : `Person${i}` }),
    ...validApplicationMeta('visa'),
    reference: `VIS-AAAA${i}`,
    ...(aan ? { AAN: aan } : {}),
  },
});

type Read = { request: ListRequest; after: string | null; size: number };

/**
 * Firestore stand-in over `count` applications, pages of the size asked for, cursors the last row's
 * id. An export's reads (more than a screen's 24) wait at `gate` when one is set. `agentOf` gives
 * an application's AAN, if any.
 */
function fakeSource(count: number, agentOf: (i: number) => string | undefined = () => undefined) {
  const rows = Array.from({ length: count }, (_, i) => application(i, agentOf(i)));
  const reads: Read[] = [];
  const state: { gate?: Promise<void> } = {};
  const list = fakeListSource(rows);
  const source: ListSource = {
    ...list.source,
    fetchPage: async (request, cursor, size = 24) => {
      const after = cursor as unknown as string | null;
      if (size > 24) {
        reads.push({ request, after, size });
        await state.gate;
      }
      return list.pageAfter(after, size);
    },
  };
  return { source, reads, state };
}

/** A promise the test lets go of when it chooses. */
function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

function renderList(source: ListSource, path: string, role: 'staff' | 'admin' = 'staff') {
  render(
    <FetchScope>
      <StaffUserContext.Provider value={{ uid: 'u1', email: 'rose@example.co.tz', role }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/ad/visa" element={<ApplicationListPage kind="visa" source={source} />} />
          </Routes>
        </MemoryRouter>
      </StaffUserContext.Provider>
    </FetchScope>,
  );
}

const progress = () => within(screen.getByRole('region', { name: 'Export this list' })).getByRole('status');
const savedFile = (call = 0) => {
  const [blob, name] = vi.mocked(saveFile).mock.calls[call]!;
  return { blob, name };
};
const csvLines = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobBytes(blob)).split('\r\n');

beforeEach(() => {
  vi.stubGlobal('Worker', InThreadWorker);
  vi.mocked(recordExport)
    .mockReset()
    .mockImplementation(async (exported) => ({
      ...exported,
      rows: 0,
      id: 'e1',
      actorUid: 'u1',
      actorEmail: 'rose@example.co.tz',
      at: '2026-01-15T08:30:00.000Z',
    }));
  vi.mocked(saveFile).mockReset();
  vi.mocked(fetchExportExtras)
    .mockReset()
    .mockImplementation(async () => ({ resultCodes: {} }));
});

/** Making a file of a thousand rows takes a second or more in jsdom on a busy machine. */
const BUILT = { timeout: 10_000 };

describe('exporting a staff list', { timeout: 30_000 }, () => {
  it("holds each application's results' codes, and offers an admin the staff notes, a line each in a last column, recorded as taken; staff are not offered them", async () => {
    const note = (text: string, at: string) => ({ id: text, text, by: { uid: 'u2', name: 'Asha' }, at });
    vi.mocked(fetchExportExtras).mockImplementation(async ({ ids, notes }): Promise<ExportExtrasAnswer> => ({
      resultCodes: ids.includes('doc2') ? { doc2: ['K7QM3XW9R2TB', 'P4HN8ZC6D3JV'] } : {},
      ...(notes && ids.includes('doc1')
        ? {
            notes: {
              doc1: [
                note('Called: no answer.', '2026-01-15T06:00:00.000Z'),
                note('Called again.', '2026-01-16T06:00:00.000Z'),
              ],
            },
          }
        : {}),
    }));
    const { source } = fakeSource(3);
    renderList(source, '/ad/visa?view=all');
    await screen.findByRole('button', { name: 'Download CSV' });
    expect(screen.queryByLabelText('Include the staff notes')).toBeNull();
    cleanup();

    renderList(source, '/ad/visa?view=all', 'admin');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Include the staff notes'));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1), BUILT);
    const lines = await csvLines(savedFile().blob);
    expect(lines[0]).toMatch(/,Results' verification codes,Staff notes$/);
    expect(lines.find((line) => line.includes('VIS-AAAA1'))).toMatch(
      /,"15 Jan 2026[^"]*, Asha: Called: no answer\.\n16 Jan 2026[^"]*, Asha: Called again\."$/,
    );
    expect(lines.find((line) => line.includes('VIS-AAAA2'))).toMatch(/,K7QM3XW9R2TB P4HN8ZC6D3JV,$/);
    expect(fetchExportExtras).toHaveBeenLastCalledWith({
      kind: 'visa',
      ids: ['doc0', 'doc1', 'doc2'],
      notes: true,
      exported: { filter: { view: 'all' }, format: 'csv' },
    });
    expect(recordExport).toHaveBeenCalledWith(expect.objectContaining({ withNotes: true }));
  });

  it("takes each application's answers from the API, which the list's rows do not hold, naming the export", async () => {
    const stored = application(0);
    const rows = fakeListSource([{ id: stored.id, data: rowOf('visa', stored.data) }]).source;
    vi.mocked(fetchExportExtras).mockImplementation(async ({ ids }) => ({
      resultCodes: {},
      records: Object.fromEntries(
        ids.map((id) => {
          const shown = shownApplication('visa', stored.data);
          return [id, { ...shown, data: timesToWire(shown.data) as Record<string, unknown> }];
        }),
      ),
    }));
    renderList(rows, '/ad/visa?view=all&status=submitted');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1), BUILT);

    const lines = await csvLines(savedFile().blob);
    expect(stored.data.placeOfBirth).toBeDefined();
    expect(rowOf('visa', stored.data)).not.toHaveProperty('placeOfBirth');
    expect(lines[1]).toContain(stored.data.placeOfBirth);
    expect(lines[1]).toContain('VIS-AAAA0');
    expect(fetchExportExtras).toHaveBeenCalledExactlyOnceWith({
      kind: 'visa',
      ids: ['doc0'],
      exported: { filter: { view: 'all', status: 'submitted' }, format: 'csv' },
    });
  });

  it('reads every page the address filters select, in chunks, records the export, then offers the CSV', async () => {
    const { source, reads } = fakeSource(1_234);
    renderList(source, '/ad/visa?view=all&status=submitted&payment=unpaid&q=Zuhura');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(progress()).toHaveTextContent('Exported 1,234 rows.'), BUILT);
    expect(reads.map(({ after, size }) => [after, size])).toEqual([
      [null, EXPORT_CHUNK],
      ['doc499', EXPORT_CHUNK],
      ['doc999', EXPORT_CHUNK],
    ]);
    expect(reads[0]!.request).toMatchObject({
      kind: 'visa',
      view: 'all',
      status: 'submitted',
      payment: 'unpaid',
    });
    expect(recordExport).toHaveBeenCalledExactlyOnceWith({
      kind: 'visa',
      filter: { view: 'all', status: 'submitted', payment: 'unpaid', q: 'Zuhura' },
      format: 'csv',
    });
    // Recorded first, offered after.
    expect(vi.mocked(recordExport).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(saveFile).mock.invocationCallOrder[0]!,
    );
    const { blob, name } = savedFile();
    expect(name).toMatch(/^visa-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvLines(blob);
    expect(lines[0]!.startsWith(`${BOM}Reference,Status,Payment,Submitted on,Paid on,Completed on,`)).toBe(
      true,
    );
    expect(lines[1]).toMatch(/^VIS-AAAA0,Submitted,Unpaid,"15 Jan 2026, 11:30",,,.*,Zuhura,/);
    expect(lines).toHaveLength(1 + 1_234 + 1); // header, rows, and the empty text after the last CRLF
  });

  it("names each application's agent beside their number, reading the agents once, and records the agent filter", async () => {
    // Every third application is Baraka's, every third the agent of a number no agent has now.
    const { source, reads } = fakeSource(1_100, (i) => [undefined, 'AGT-7K3QM', 'AGT-GONE1'][i % 3]);
    const agentNames = vi.fn(async () => [{ aan: 'AGT-7K3QM', name: 'Baraka Mushi' }]);
    renderList({ ...source, agentNames }, '/ad/visa?view=all&agent=AGT-7K3QM');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(progress()).toHaveTextContent('Exported 1,100 rows.'), BUILT);
    expect(reads).toHaveLength(3);
    expect(reads[0]!.request).toMatchObject({ view: 'all', agent: 'AGT-7K3QM' });
    // Once for the filter's choices (the address names an agent), once for the export.
    expect(agentNames).toHaveBeenCalledTimes(2);
    expect(recordExport).toHaveBeenCalledExactlyOnceWith({
      kind: 'visa',
      filter: { view: 'all', agent: 'AGT-7K3QM' },
      format: 'csv',
    });
    const lines = await csvLines(savedFile().blob);
    expect(lines[0]).toContain(",Agent number (AAN) – For Agents Only,Agent's name,");
    expect(lines[1]).toMatch(/^VIS-AAAA0,/);
    expect(lines[1]).not.toMatch(/AGT-/);
    expect(lines[2]).toMatch(/^VIS-AAAA1,.*,AGT-7K3QM,Baraka Mushi,/);
    expect(lines[3]).toMatch(/^VIS-AAAA2,.*,AGT-GONE1,AGT-GONE1,/);
    expect(lines[1_001]).toMatch(/^VIS-AAAA1000,.*,AGT-7K3QM,Baraka Mushi,/);
  });

  it('shows how far it has got in a polite live region, and the buttons wait meanwhile', async () => {
    const { source, state } = fakeSource(1_100);
    const first = gate();
    state.gate = first.promise;
    renderList(source, '/ad/visa?view=all');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download Excel (XLSX)' }));

    expect(progress()).toHaveTextContent('Exporting…');
    expect(progress()).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const second = gate();
    state.gate = second.promise;
    first.open();
    await waitFor(() => expect(progress()).toHaveTextContent('Exporting… 500 rows'));
    state.gate = undefined;
    second.open();
    await waitFor(() => expect(progress()).toHaveTextContent('Exported 1,100 rows.'), BUILT);
    expect(recordExport).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ format: 'xlsx' }));
    const { blob, name } = savedFile();
    expect(name).toMatch(/^visa-applications-.*\.xlsx$/);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('stops on Cancel: no more reads, nothing recorded, nothing offered', async () => {
    const { source, reads, state } = fakeSource(1_600);
    const held = gate();
    state.gate = held.promise;
    renderList(source, '/ad/visa');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(progress()).toHaveTextContent('Export cancelled. Nothing was downloaded.');
    held.open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(1);
    expect(recordExport).not.toHaveBeenCalled();
    expect(saveFile).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('says in an alert when a read fails, keeps the list, and Try again starts over', async () => {
    const { source } = fakeSource(30);
    const fetchPage = vi.fn<ListSource['fetchPage']>(async (request, after, size) => {
      if (size && size > 24 && fetchPage.mock.calls.filter(([, , asked]) => asked).length === 1) {
        throw new Error('unavailable');
      }
      return source.fetchPage(request, after, size);
    });
    renderList({ ...source, fetchPage }, '/ad/visa?view=all');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export could not be completed. Check your connection and try again.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(recordExport).not.toHaveBeenCalled();
    expect(saveFile).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers nothing the API did not record, says why, and records the same file on Try again', async () => {
    const { source, reads } = fakeSource(40);
    vi.mocked(recordExport).mockRejectedValueOnce(
      new ApiError('Your session was ended.', 401, {
        message: 'Your session was ended.',
        code: 'auth.revoked',
      }),
    );
    renderList(source, '/ad/visa');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your session was ended. Sign in again.');
    expect(saveFile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(reads).toHaveLength(1);
    expect(recordExport).toHaveBeenCalledTimes(2);
    expect(recordExport).toHaveBeenLastCalledWith({
      kind: 'visa',
      filter: { view: 'attention' },
      format: 'csv',
    });
  });

  it('narrows the file to the days asked for, says so in the record, and refuses a first day after the last', async () => {
    const { source } = fakeSource(6);
    // Paid on 1, 2, … 6 March, at noon in Dar es Salaam.
    const paid = (i: number) => new Date(Date.UTC(2026, 2, i + 1, 9));
    const rows = Array.from({ length: 6 }, (_, i) => ({
      ...application(i),
      data: { ...application(i).data, paidAt: paid(i) },
    }));
    const list = fakeListSource(rows);
    const dated: ListSource = {
      ...source,
      fetchPage: async (_request, cursor, size = 24) =>
        list.pageAfter(cursor as unknown as string | null, size),
    };
    renderList(dated, '/ad/visa?view=all');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Only some days…'));
    await user.selectOptions(screen.getByLabelText('Days of'), 'paid');
    await user.type(screen.getByLabelText('First day'), '2026-03-04');
    await user.type(screen.getByLabelText('Last day (included)'), '2026-03-02');
    expect(await screen.findByRole('alert')).toHaveTextContent('The first day comes after the last');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(recordExport).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Last day (included)'));
    await user.type(screen.getByLabelText('Last day (included)'), '2026-03-05');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(progress()).toHaveTextContent('Exported 2 rows.'), BUILT);
    expect(recordExport).toHaveBeenCalledExactlyOnceWith({
      kind: 'visa',
      filter: { view: 'all', dates: { on: 'paid', from: '2026-03-04', to: '2026-03-05' } },
      format: 'csv',
    });
    const lines = await csvLines(savedFile().blob);
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(['VIS-AAAA3', 'VIS-AAAA4']);
  });

  it('speaks Kiswahili, in the buttons, the progress and the file', async () => {
    await i18n.changeLanguage('sw');
    try {
      renderList(fakeSource(3).source, '/ad/visa?view=all');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Pakua CSV' }));
      expect(screen.getByRole('button', { name: 'Pakua Excel (XLSX)' })).toBeInTheDocument();
      await waitFor(() =>
        expect(
          screen.getByText('Maombi 3 yamehamishwa. Kivinjari chako kinahifadhi faili.'),
        ).toBeInTheDocument(),
      );
      const lines = await csvLines(savedFile().blob);
      expect(lines[0]!.startsWith(`${BOM}Namba ya kumbukumbu,Hali,Malipo,Tarehe ya kuwasilisha,`)).toBe(true);
      expect(lines[1]).toMatch(/^VIS-AAAA0,Imewasilishwa,Haijalipwa,"15 Jan 2026, 11:30",/);
    } finally {
      cleanup(); // unmounted first: the language change would re-render the list outside act()
      await i18n.changeLanguage('en');
    }
  });
});
