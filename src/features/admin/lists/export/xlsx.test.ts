import { strFromU8, unzipSync } from 'fflate';
import { blobBytes, InThreadWorker } from './inThreadWorker';
import { xlsxWriter } from './xlsxFile';

/** The workbook's parts by name, as text (an .xlsx file is a zip of XML). */
async function unpack(blob: Blob): Promise<Record<string, string>> {
  const files = unzipSync(await blobBytes(blob));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** The shared strings, in order: every text cell of the sheet points into this table. */
const sharedStrings = (xml: string) =>
  [...xml.matchAll(/<t(?: [^>]*)?>([^<]*)<\/t>/g)].map(([, text]) =>
    text!.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
  );

const HEADER = ['Namba ya kumbukumbu', 'Jina la kwanza', 'Namba ya simu', 'Maelezo'];
const ROWS = [
  ['VIS-7K3Q9X', 'Zuhura Mwanaidi', '0754123456', '=HYPERLINK("http://evil.example")'],
  ['VIS-4MZ8PA', 'Renée Ñandú', '', 'Mtaa wa Jamhuri, "Kwa Mama Ntilie"'],
];

beforeEach(() => vi.stubGlobal('Worker', InThreadWorker));

async function workbook() {
  const writer = xlsxWriter('Waombaji wa viza: [yote]', HEADER, new AbortController().signal);
  writer.add(ROWS.slice(0, 1));
  writer.add(ROWS.slice(1));
  const blob = await writer.finish();
  return { blob, parts: await unpack(blob) };
}

describe('XLSX writer', () => {
  it('makes a real workbook: a zip with the parts Excel opens, typed as .xlsx', async () => {
    const { blob, parts } = await workbook();
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
    );
    // Excel refuses [ ] : in a sheet's name.
    expect(parts['xl/workbook.xml']).toContain('name="Waombaji wa viza   yote "');
  });

  it('holds the labels and the Kiswahili names, every value a text cell and none a formula', async () => {
    const { parts } = await workbook();
    const strings = sharedStrings(parts['xl/sharedStrings.xml']!);
    expect(strings).toEqual(expect.arrayContaining([...HEADER, 'Zuhura Mwanaidi', 'Renée Ñandú']));
    expect(strings).toContain('0754123456');
    expect(strings).toContain('=HYPERLINK("http://evil.example")');
    const sheet = parts['xl/worksheets/sheet1.xml']!;
    expect(sheet).not.toContain('<f>');
    // Header and two rows of four cells, the empty phone left out: 11 cells, all shared strings.
    expect(sheet.match(/<c /g)).toHaveLength(11);
    expect(sheet.match(/<c [^>]*t="s"/g)).toHaveLength(11);
  });

  it('keeps the header row in view', async () => {
    const { parts } = await workbook();
    expect(parts['xl/worksheets/sheet1.xml']).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
  });
});
