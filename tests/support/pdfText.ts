// The text of a PDF that Chromium printed (page.pdf()), for tests, as Mozilla's PDF.js reads it.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * One string per line of text, page after page in the order each page draws them, with white
 * space folded to single spaces and lines of none left out.
 */
export async function pdfTextLines(pdf: Buffer): Promise<string[]> {
  // PDF.js may take the array it is given over: it gets a copy of the bytes.
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 })
    .promise;
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
