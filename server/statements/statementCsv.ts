import { csvFile, type CsvCell } from '#domain/csv';
import { applicationKindLabels, type AppLanguage } from '#domain/kinds';
import { CURRENCY } from '#domain/money';
import { formatMonth } from '#domain/officeMonth';
import {
  dayOf,
  type AgentsStatementsAnswer,
  type AgentStatementAnswer,
  type StatementLine,
} from '#domain/statements';
import { translated } from '../i18n.ts';
import { filled, statementWords } from './statementWords.ts';

// The statements as CSV for a spreadsheet: UTF-8 with BOM, RFC 4180, the staff export's escaping
// (src/domain/csv.ts), headings in the reader's language, amounts as whole shillings a spreadsheet
// adds up, days as YYYY-MM-DD in Dar es Salaam.

const inTsh = (label: string) => `${label} (${CURRENCY})`;

/**
 * One agent's month: a row per application paid and per correction, then the total, what was paid
 * out and what is still owed, each in the commission column.
 */
export function statementCsv(statement: AgentStatementAnswer, lang: AppLanguage): string {
  const words = statementWords(lang);
  const service = (kind: keyof typeof applicationKindLabels) => translated(lang, applicationKindLabels[kind]);
  // A payment's row and a correction's are alike but for the note.
  const row = (line: StatementLine, note: string): CsvCell[] => [
    dayOf(line.at),
    line.reference ?? line.orderId,
    line.client ?? '',
    service(line.kind),
    line.price,
    line.commission,
    note,
  ];
  const rows: CsvCell[][] = [
    [
      words.date,
      words.reference,
      words.client,
      words.service,
      inTsh(words.price),
      inTsh(words.commission),
      words.note,
    ],
    ...statement.lines.map((line) => row(line, '')),
    ...statement.corrections.map((line) =>
      row(
        line,
        filled(words.correctionNote, {
          month: formatMonth(line.paidMonth, lang),
          reason: line.reason,
        }).trim(),
      ),
    ),
    [],
    ['', '', '', words.total, '', statement.total, ''],
    ['', '', '', words.paidOut, '', statement.paidOut, ''],
    ['', '', '', words.owed, '', statement.owed, ''],
  ];
  return csvFile(rows);
}

/** Every agent's month: a row per agent, then the sums of all. */
export function agentsStatementsCsv(answer: AgentsStatementsAnswer, lang: AppLanguage): string {
  const words = statementWords(lang);
  const { sums } = answer;
  return csvFile([
    [
      words.month,
      words.pdf.aan,
      words.admin.agent,
      words.admin.applications,
      inTsh(words.total),
      inTsh(words.paidOut),
      inTsh(words.owed),
    ],
    ...answer.agents.map((row) => [
      answer.month,
      row.aan,
      row.name,
      row.applications,
      row.total,
      row.paidOut,
      row.owed,
    ]),
    [answer.month, '', words.admin.allAgents, sums.applications, sums.total, sums.paidOut, sums.owed],
  ]);
}
