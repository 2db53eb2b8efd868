import { AGENCY_NAME, CONTACT } from '#domain/agency';
import { formatDate } from '#domain/format';
import { applicationKindLabels, type AppLanguage } from '#domain/kinds';
import { formatTsh } from '#domain/money';
import { formatMonth } from '#domain/officeMonth';
import { dayOf, payoutMethodLabels, type AgentStatementAnswer, type StatementLine } from '#domain/statements';
import { translated } from '../i18n.ts';
import { drawText, startPdf } from '../pdf/document.ts';
import { filled, statementWords } from './statementWords.ts';

const MARGIN = 56; // 2 cm
const ROW_GAP = 5;
const MUTED = '#555555';
const LABEL_WIDTH = 200;

/** The table's columns, left to right, in points; amounts are right-aligned. */
const COLUMNS = [
  { key: 'date', width: 72, align: 'left' },
  { key: 'reference', width: 84, align: 'left' },
  { key: 'client', width: 96, align: 'left' },
  { key: 'service', width: 81, align: 'left' },
  { key: 'price', width: 74, align: 'right' },
  { key: 'commission', width: 76, align: 'right' },
] as const;
const COLUMN_GAP = 0;

type Cells = Record<(typeof COLUMNS)[number]['key'], string>;

/**
 * An agent's statement of one month as an A4 PDF in their language: who and which month, a row per
 * application paid and per correction, the total, the payouts and what is still owed.
 */
export async function renderStatement(
  statement: AgentStatementAnswer,
  lang: AppLanguage,
  now: Date = new Date(),
): Promise<Buffer> {
  const words = statementWords(lang);
  const money = (amount: number) => formatTsh(amount, lang);
  const month = formatMonth(statement.month, lang);
  const { doc, finished } = startPdf({
    size: 'A4',
    margin: MARGIN,
    lang,
    displayTitle: true,
    info: { Title: `${words.pdf.title} ${statement.aan} ${statement.month}`, Author: AGENCY_NAME },
  });

  drawText(doc.fontSize(20), AGENCY_NAME, { weight: 'bold' });
  doc.fontSize(10).fillColor(MUTED);
  for (const line of [words.street, words.city, CONTACT.phone, CONTACT.salesEmail]) drawText(doc, line);
  doc.fillColor('black').moveDown(2);
  drawText(doc.fontSize(16), `${words.pdf.title}: ${month}`, { weight: 'bold' }).moveDown();

  doc.fontSize(11);
  drawPairs(doc, [
    [words.pdf.agent, statement.name],
    [words.pdf.aan, statement.aan],
    [words.pdf.month, month],
  ]);
  if (!statement.closed) drawText(doc.moveDown(0.5).fillColor(MUTED), words.open);
  doc.fillColor('black').moveDown();

  const service = (line: StatementLine) => translated(lang, applicationKindLabels[line.kind]);
  const cellsOf = (line: StatementLine): Cells => ({
    date: formatDate(dayOf(line.at), lang),
    reference: line.reference ?? line.orderId,
    client: line.client ?? '',
    service: service(line),
    price: money(line.price),
    commission: money(line.commission),
  });
  const header: Cells = {
    date: words.date,
    reference: words.reference,
    client: words.client,
    service: words.service,
    price: words.price,
    commission: words.commission,
  };

  heading(doc, words.lines);
  if (statement.lines.length === 0) {
    drawText(doc.fillColor(MUTED), words.noLines).fillColor('black');
  } else {
    drawRow(doc, header, true);
    for (const line of statement.lines) drawRow(doc, cellsOf(line));
  }

  if (statement.corrections.length > 0) {
    doc.moveDown();
    heading(doc, words.corrections);
    drawRow(doc, header, true);
    for (const line of statement.corrections) {
      drawRow(doc, cellsOf(line));
      const note = filled(words.correctionNote, {
        month: formatMonth(line.paidMonth, lang),
        reason: line.reason,
      });
      drawText(doc.fontSize(9).fillColor(MUTED), note.trim(), { x: MARGIN, width: tableWidth() });
      doc.fontSize(11).fillColor('black');
      doc.y += ROW_GAP;
    }
  }

  doc.moveDown();
  heading(doc, words.summary);
  drawPairs(doc, [
    [words.earned, money(statement.earned)],
    ...(statement.corrections.length > 0 ? [[words.corrected, money(statement.corrected)] as const] : []),
    [words.total, money(statement.total), true],
    [words.paidOut, money(statement.paidOut)],
    [words.owed, money(statement.owed), true],
  ]);

  doc.moveDown();
  heading(doc, words.payouts);
  if (statement.payouts.length === 0) {
    drawText(doc.fillColor(MUTED), words.noPayouts).fillColor('black');
  }
  for (const payout of statement.payouts) {
    const line = filled(words.payoutLine, {
      amount: money(payout.amount),
      date: formatDate(payout.paidOn, lang),
      method: translated(lang, payoutMethodLabels[payout.method]),
    });
    const reference = payout.reference
      ? ` · ${filled(words.payoutReference, { reference: payout.reference })}`
      : '';
    drawText(doc, line + reference, { x: MARGIN, width: tableWidth() });
  }

  doc.moveDown(2).fontSize(9).fillColor(MUTED);
  drawText(doc, filled(words.pdf.generated, { date: formatDate(now.getTime(), lang) }), { x: MARGIN });
  doc.end();
  return finished;
}

const tableWidth = () => COLUMNS.reduce((sum, column) => sum + column.width, 0);

function heading(doc: PDFKit.PDFDocument, text: string) {
  keepRoom(doc, 60);
  drawText(doc.fontSize(12).fillColor('black'), text, { x: MARGIN, weight: 'bold' }).moveDown(0.4);
  doc.fontSize(11);
}

/** One row of the table, each cell wrapping in its column; a new page when the row would not fit. */
function drawRow(doc: PDFKit.PDFDocument, cells: Cells, bold = false) {
  keepRoom(doc, 30);
  doc.fillColor(bold ? MUTED : 'black');
  const weight = bold ? 'bold' : 'regular';
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  for (const column of COLUMNS) {
    const { width, align } = column;
    drawText(doc, cells[column.key], { x, y: top, width: width - 6, align, weight });
    bottom = Math.max(bottom, doc.y);
    x += column.width + COLUMN_GAP;
  }
  doc.fillColor('black');
  doc.x = MARGIN;
  doc.y = bottom + ROW_GAP;
}

/** Label and value side by side; a third item makes the row bold (what a reader looks for). */
function drawPairs(doc: PDFKit.PDFDocument, rows: readonly (readonly [string, string, true?])[]) {
  const valueX = MARGIN + LABEL_WIDTH + 14;
  for (const [label, value, bold] of rows) {
    keepRoom(doc, 20);
    const top = doc.y;
    const weight = bold ? 'bold' : 'regular';
    drawText(doc.fillColor(bold ? 'black' : MUTED), label, { x: MARGIN, y: top, width: LABEL_WIDTH, weight });
    const labelBottom = doc.y;
    const width = tableWidth() - LABEL_WIDTH - 14;
    drawText(doc.fillColor('black'), value, { x: valueX, y: top, width, weight });
    doc.y = Math.max(labelBottom, doc.y) + ROW_GAP;
  }
  doc.x = MARGIN;
}

/** Starts a new page when less than `points` is left above the bottom margin. */
function keepRoom(doc: PDFKit.PDFDocument, points: number) {
  if (doc.y + points > doc.page.height - MARGIN) doc.addPage();
}
