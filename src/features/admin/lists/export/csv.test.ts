import { BOM, csvField, csvRecords, csvWriter } from './csv';
import { blobBytes } from './inThreadWorker';

/** RFC 4180 read back: fields split on commas, quoted fields unquoted, records on CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  const field = /("((?:[^"]|"")*)"|[^,\r\n"]*)(,|\r\n)/y;
  while (field.lastIndex < text.length) {
    const match = field.exec(text);
    if (!match) throw new Error(`not RFC 4180 from ${JSON.stringify(text.slice(field.lastIndex))}`);
    record.push(match[2] === undefined ? match[1]! : match[2].replaceAll('""', '"'));
    if (match[3] === '\r\n') {
      records.push(record);
      record = [];
    }
  }
  return records;
}

const fileText = async (rows: string[][], header = ['Jina', 'Simu']) => {
  const writer = csvWriter(header);
  writer.add(rows);
  const blob = await writer.finish();
  return { blob, bytes: await blobBytes(blob) };
};

describe('CSV writer', () => {
  it('starts the file with the UTF-8 byte order mark and says it is UTF-8 CSV', async () => {
    const { blob, bytes } = await fileText([['Asha', '0754123456']]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(BOM).toBe('\uFEFF');
  });

  it('ends every record, the last one too, with CRLF', () => {
    expect(
      csvRecords([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
    expect(csvRecords([['', '']])).toBe(',\r\n');
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('Mtaa wa Uhuru, Kariakoo')).toBe('"Mtaa wa Uhuru, Kariakoo"');
    expect(csvField('Duka la "Mama Ntilie"')).toBe('"Duka la ""Mama Ntilie"""');
    expect(csvField('Mstari wa kwanza\nwa pili')).toBe('"Mstari wa kwanza\nwa pili"');
    expect(csvField('Plain text')).toBe('Plain text');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Bofya")', `"'=HYPERLINK(""http://evil.example"",""Bofya"")"`],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('keeps %j from being run as a formula', (text, written) => {
    expect(csvField(text)).toBe(written);
  });

  it.each([
    ['a phone with its leading 0', '0754123456'],
    ['a phone with its +', '+255754123456'],
    ['a NIDA, 20 digits', '19900415141230000125'],
    ['a TIN', '123456789'],
    ['a national id', '28456123'],
  ])('keeps %s as text in Excel, the formula ="…" of it', (_what, code) => {
    expect(csvField(code)).toBe(`"=""${code}"""`);
  });

  it('leaves quantities, dates and mixed text as they are', () => {
    for (const text of ['3', '48', '2019', '2026-03-10', 'AB1234567', '0']) {
      expect(csvField(text), text).toBe(text);
    }
    expect(csvField('1,500,000')).toBe('"1,500,000"');
  });

  it('leaves a cell alone when a formula character is not first', () => {
    expect(csvField('Asha-Mwanaisha')).toBe('Asha-Mwanaisha');
    expect(csvField('a@b.co.tz')).toBe('a@b.co.tz');
  });

  it('reads back what it wrote, Kiswahili names and accents included', async () => {
    const rows = [
      ['Zuhura Mwanaidi Shaban', 'Mtaa wa Jamhuri, "Kwa Mama Ntilie"'],
      ['Renée Nyerère Ñandú', 'Line one\r\nline two'],
      ['', 'ḿ ŋ ñ ü — “Karibu” 😀'],
    ];
    const { bytes } = await fileText(rows);
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(BOM)).toBe(true);
    expect(parseCsv(text.slice(BOM.length))).toEqual([['Jina', 'Simu'], ...rows]);
  });
});
