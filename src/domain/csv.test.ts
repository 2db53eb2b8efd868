import { BOM, csvCell, csvFile } from './csv.js';

describe('CSV cells of text and amounts', () => {
  it('writes an amount as the plain integer a spreadsheet adds up, a negative one too', () => {
    expect(csvCell(300_000)).toBe('300000');
    expect(csvCell(-9_990)).toBe('-9990');
    expect(csvCell(0)).toBe('0');
  });

  it('guards text as the staff export does: codes of digits as text, formulas inert, quotes doubled', () => {
    expect(csvCell('300000')).toBe('"=""300000"""');
    expect(csvCell('-9990')).toBe("'-9990");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('Mushi, Rehema')).toBe('"Mushi, Rehema"');
  });

  it('refuses an amount that is not whole', () => {
    expect(() => csvCell(1.5)).toThrow(RangeError);
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
  });

  it('makes a file: BOM, then CRLF-ended records', () => {
    expect(csvFile([['Total', 1_831], []])).toBe(`${BOM}Total,1831\r\n\r\n`);
  });
});
