import QRCode from 'qrcode';
import { AGENCY_NAME, CONTACT } from '#domain/agency';
import { formatDateTime } from '#domain/format';
import type { AppLanguage } from '#domain/kinds';
import { formatTsh } from '#domain/money';
import { drawText, startPdf } from '../pdf/document.ts';
import { receiptWords } from './receiptWords.ts';

export type ReceiptData = {
  lang: AppLanguage;
  receiptNumber: string;
  reference: string;
  /** Already in `lang`. */
  serviceName: string;
  /** May be empty: the receipt then shows a dash. */
  applicant: string;
  /** Whole shillings. */
  amount: number;
  /** The breakdown of `amount`, labels already in `lang`. */
  fees: { label: string; amount: number }[];
  orderId: string;
  /** Null until the gateway has sent one: the receipt then shows a dash. */
  gatewayTransactionId: string | null;
  paidAt: Date;
  /** The receipt's code, and the public page that answers for it (its QR code links there). */
  verification: { code: string; url: string };
};

/** Shown for a fact the receipt does not have. */
const MISSING = '-';

const MARGIN = 56; // 2 cm
const LABEL_WIDTH = 240;
const COLUMN_GAP = 14;
const ROW_GAP = 6;
const MUTED = '#555555';
/** About 3 cm: a phone held at reading distance scans it at once. */
const QR_SIZE = 90;

/** A bold row is one a reader looks for first: what was paid. */
type Row = { label: string; value: string; bold?: boolean };

/** A one-page A4 receipt for a payment, in the payer's language. */
export async function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const feesTotal = data.fees.reduce((sum, fee) => sum + fee.amount, 0);
  if (feesTotal !== data.amount) {
    // A receipt whose lines do not add up to what was paid must not be handed to anyone.
    throw new RangeError(`Fees add up to ${feesTotal}, not the ${data.amount} paid`);
  }
  // Drawn at four pixels a module and scaled down by pdfkit, so it stays sharp when printed.
  const qrPng = await QRCode.toBuffer(data.verification.url, { type: 'png', margin: 1, scale: 4 });
  const words = receiptWords(data.lang);
  const money = (amount: number) => formatTsh(amount, data.lang);
  const { doc, finished } = startPdf({
    size: 'A4',
    margin: MARGIN,
    lang: data.lang,
    displayTitle: true,
    info: { Title: data.receiptNumber, Author: AGENCY_NAME },
  });

  drawText(doc.fontSize(20), AGENCY_NAME, { weight: 'bold' });
  doc.fontSize(10).fillColor(MUTED);
  for (const line of [words.street, words.city, CONTACT.phone, CONTACT.salesEmail]) drawText(doc, line);
  doc.fillColor('black').moveDown(2);
  drawText(doc.fontSize(16), words.title, { weight: 'bold' }).moveDown();

  doc.fontSize(11);
  drawRows(doc, [
    { label: words.receiptNumber, value: data.receiptNumber },
    { label: words.reference, value: data.reference },
    { label: words.service, value: data.serviceName },
    { label: words.applicant, value: data.applicant.trim() || MISSING },
    { label: words.orderId, value: data.orderId },
    { label: words.gatewayTransactionId, value: data.gatewayTransactionId || MISSING },
    { label: words.paidAt, value: formatDateTime(data.paidAt.getTime(), data.lang) },
    { label: words.amountPaid, value: money(data.amount), bold: true },
  ]);

  drawText(doc.moveDown(), words.fees, { x: MARGIN, weight: 'bold' }).moveDown(0.5);
  drawRows(
    doc,
    data.fees.map((fee) => ({ label: fee.label, value: money(fee.amount) })),
  );
  drawRule(doc);
  drawRows(doc, [{ label: words.total, value: money(data.amount), bold: true }]);

  drawText(doc.moveDown(2), words.thanks, { x: MARGIN });
  drawVerification(doc, words, data.verification, qrPng);
  doc.end();
  return finished;
}

/** Label and value side by side, each wrapping in its own column. */
function drawRows(doc: PDFKit.PDFDocument, rows: Row[]) {
  const valueX = MARGIN + LABEL_WIDTH + COLUMN_GAP;
  const valueWidth = doc.page.width - MARGIN - valueX;
  for (const row of rows) {
    const top = doc.y;
    const weight = row.bold ? 'bold' : 'regular';
    doc.fillColor(row.bold ? 'black' : MUTED);
    drawText(doc, row.label, { x: MARGIN, y: top, width: LABEL_WIDTH, weight });
    const labelBottom = doc.y;
    drawText(doc.fillColor('black'), row.value, { x: valueX, y: top, width: valueWidth, weight });
    doc.y = Math.max(labelBottom, doc.y) + ROW_GAP;
  }
  doc.x = MARGIN;
}

/** The code as text beside its QR code, for whoever is handed the paper and wants to check it. */
function drawVerification(
  doc: PDFKit.PDFDocument,
  words: ReturnType<typeof receiptWords>,
  verification: ReceiptData['verification'],
  qrPng: Buffer,
) {
  doc.moveDown(2);
  const top = doc.y;
  doc.image(qrPng, MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
  const textX = MARGIN + QR_SIZE + COLUMN_GAP;
  const width = doc.page.width - MARGIN - textX;
  drawText(doc.fillColor(MUTED), words.verificationCode, { x: textX, y: top, width });
  doc.fillColor('black').fontSize(14);
  drawText(doc, verification.code, { x: textX, width, weight: 'bold' });
  doc.fontSize(10).fillColor(MUTED);
  drawText(doc, words.verifyHint, { x: textX, y: doc.y + ROW_GAP, width });
  // On a line of its own and unbroken: split at a slash, a reader would type half an address.
  drawText(doc.fillColor('black'), verification.url, {
    x: textX,
    width,
    lineBreak: false,
    link: verification.url,
  });
  doc.fillColor('black').fontSize(11);
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + QR_SIZE) + ROW_GAP;
}

function drawRule(doc: PDFKit.PDFDocument) {
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  doc.y = y + ROW_GAP;
}
