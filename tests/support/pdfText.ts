// The text of a PDF (one Chromium printed with page.pdf(), or one the server made), and the fonts it
// draws with, for tests, as Mozilla's PDF.js reads them.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const open = (pdf: Buffer, options: { fontExtraProperties?: boolean } = {}) =>
  // PDF.js may take the array it is given over: it gets a copy of the bytes.
  getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0, ...options }).promise;

/**
 * One string per line of text, page after page in the order each page draws them, with white
 * space folded to single spaces and lines of none left out.
 */
export async function pdfTextLines(pdf: Buffer): Promise<string[]> {
  const document = await open(pdf);
  const lines: string[] = [];
  let line = '';
  const endLine = () => {
    const text = line.normalize('NFKC').replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const { items } = await (await document.getPage(number)).getTextContent();
      for (const item of items) {
        if (!('str' in item)) continue; // the start or end of marked content, no text
        line += item.str;
        if (item.hasEOL) endLine();
      }
      endLine();
    }
    return lines;
  } finally {
    await document.destroy();
  }
}

/**
 * The PostScript name of each font the pages draw text with, without the tag of an embedded subset
 * (ABCDEF+), sorted: a font the file carries but never uses is not among them.
 */
export async function pdfFontNames(pdf: Buffer): Promise<string[]> {
  const document = await open(pdf, { fontExtraProperties: true });
  const names = new Set<string>();
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { fnArray, argsArray } = await page.getOperatorList();
      fnArray.forEach((operation, index) => {
        if (operation !== OPS.setFont) return;
        const font = page.commonObjs.get((argsArray[index] as [string])[0]) as { name: string };
        names.add(font.name.replace(/^[A-Z]{6}\+/, ''));
      });
    }
    return [...names].sort();
  } finally {
    await document.destroy();
  }
}
