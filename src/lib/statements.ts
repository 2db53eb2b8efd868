import type { AppLanguage } from '#domain/kinds';
import type { AgentStatementAnswer } from '#domain/statements';

// What the statement screens share: the agent's own page (src/features/agent/statements) and an
// admin's page of one agent (src/features/admin/agents) show the same statement the same way.

export type StatementFile = 'pdf' | 'csv';
export type StatementShown = Pick<AgentStatementAnswer, 'aan' | 'month'>;

/**
 * Where a statement is read and downloaded from: the signed-in agent's own, or (for an admin) one
 * agent's. The screens take one, so a test can hand them another.
 */
export type StatementSource = {
  read: (month: string) => Promise<AgentStatementAnswer>;
  /** Saves the statement shown (its agent and month) as a PDF or CSV file in `lang`. */
  download: (shown: StatementShown, file: StatementFile, lang: AppLanguage) => Promise<void>;
};

/** The file's name as saved: statement-AGT-7K3QX-2026-03.pdf. */
export const statementFileName = (aan: string, month: string, file: StatementFile) =>
  `statement-${aan.replace(/[^A-Z0-9-]/g, '')}-${month}.${file}`;
