import { AGENCY_NAME } from '#domain/agency';
import type { AppLanguage } from '#domain/kinds';
import { translated } from '../i18n.ts';
import { drawText, startPdf } from '../pdf/document.ts';
import type { ApplicantDataCopy } from './collect.ts';

const MARGIN = 56; // 2 cm
const MUTED = '#555555';

/** The copy's parts in the order the PDF prints them, each under its heading. */
const SECTIONS = [
  'answers',
  'documents',
  'results',
  'requests',
  'messages',
  'payments',
  'history',
  'deletionRequests',
] as const satisfies readonly (keyof ApplicantDataCopy)[];

/** A value on one line: text as it is, anything else as JSON. */
const said = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** An answer's name as its form labels it (the kind's fields, then ours), else as stored. */
function answerLabel(lang: AppLanguage, kind: string, name: string): string {
  for (const key of [`fields.${kind}.${name}`, `fields.application.${name}`]) {
    const label = translated(lang, key);
    if (label !== key) return label;
  }
  return name;
}

/**
 * The copy as an A4 PDF in the applicant's language: what the JSON holds, section by section, each
 * field on a line of its own as `name: value` (the answers under their forms' labels, the rest as
 * the JSON spells them), each record of a list separated by a gap.
 */
export async function renderDataCopy(copy: ApplicantDataCopy, lang: AppLanguage): Promise<Buffer> {
  const words = (key: string) => translated(lang, `applicant.data.pdf.${key}`);
  const { doc, finished } = startPdf({
    size: 'A4',
    margin: MARGIN,
    lang,
    displayTitle: true,
    info: { Title: `${words('title')} ${copy.reference ?? ''}`.trim(), Author: AGENCY_NAME },
  });
  drawText(doc.fontSize(18), AGENCY_NAME, { weight: 'bold' });
  drawText(doc.fontSize(14), `${words('title')}: ${copy.reference ?? ''}`, { weight: 'bold' });
  drawText(doc.fontSize(10).fillColor(MUTED), `${words('madeAt')}: ${copy.madeAt}`);
  doc.fillColor('black');
  for (const section of SECTIONS) {
    doc.moveDown();
    drawText(doc.fontSize(13), words(section), { weight: 'bold' });
    doc.fontSize(9);
    const value = copy[section];
    const records = Array.isArray(value) ? value : [value];
    if (records.length === 0) drawText(doc.fillColor(MUTED), words('none')).fillColor('black');
    for (const record of records) {
      for (const [name, each] of Object.entries(record as Record<string, unknown>)) {
        const label = section === 'answers' ? answerLabel(lang, copy.kind, name) : name;
        drawText(doc, `${label}: ${said(each)}`);
      }
      doc.moveDown(0.5);
    }
  }
  doc.end();
  return finished;
}
