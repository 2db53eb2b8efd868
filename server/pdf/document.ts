// How the server's PDFs are started, written on and finished. Every text goes through drawText,
// which draws each run in the face that has its letters (fonts.ts): never pdfkit's own Helvetica,
// which knows only Windows-1252 and draws the rest of a name as garbage.
import PDFDocument from 'pdfkit';
import { mainFace, textRuns, type Face, type Weight } from './fonts.ts';

export type Pdf = { doc: PDFKit.PDFDocument; finished: Promise<Buffer> };

/** A new document in the main face, and the whole file once `doc.end()` has been called. */
export function startPdf(options: Omit<PDFKit.PDFDocumentOptions, 'font'>): Pdf {
  // No font of pdfkit's own (it would start in Helvetica, and list it in the file): the main face.
  const doc = useFace(new PDFDocument({ ...options, font: '' }), mainFace('regular'));
  const finished = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

/** pdfkit's text options, where to start (the cursor when left out) and the weight (regular). */
export type TextOptions = PDFKit.Mixins.TextOptions & { x?: number; y?: number; weight?: Weight };

/**
 * `doc.text`, with each run of the text in its face, one continuing the other on the same lines.
 * Leaves the document in the main face of the weight, so the next line's height is the usual.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  { x, y, weight = 'regular', ...options }: TextOptions = {},
): PDFKit.PDFDocument {
  const runs = textRuns(text, weight);
  if (runs.length === 0) runs.push({ text, face: mainFace(weight) });
  runs.forEach((run, index) => {
    useFace(doc, run.face);
    // Any features at all make pdfkit lay a run out whole rather than word by word: fontkit turns
    // a right-to-left run around, and only whole does that put its words in order too.
    const runOptions = { ...options, features: [], continued: index < runs.length - 1 };
    if (index === 0) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return useFace(doc, mainFace(weight));
}

// pdfkit takes a parsed fontkit font since 0.20, which @types/pdfkit does not know yet. Registered
// by name, a face is embedded once however often a document switches back to it.
const useFace = (doc: PDFKit.PDFDocument, face: Face) =>
  doc.registerFont(face.name, face.font as unknown as PDFKit.Mixins.PDFFontSource).font(face.name);
