import type { AppLanguage } from '#domain/kinds';
import type {
  AgentsStatementsAnswer,
  AgentStatementAnswer,
  NewPayoutInput,
  PayoutAnswer,
} from '#domain/statements';
import { apiFetch } from '#lib/api';
import { saveFile } from '#lib/saveFile';
import { statementFileName, type StatementSource } from '#lib/statements';
import { staffIdToken } from '../../common/api/staffToken';

const asAdmin = async (): Promise<HeadersInit> => ({ Authorization: `Bearer ${await staffIdToken()}` });

const agentPath = (aan: string) => `/api/agents/${encodeURIComponent(aan)}`;

/**
 * Every call the statements screens make as the signed-in admin (server/routes/statements.ts), as
 * one object, so a test can hand the screens another.
 */
export const statementsApi = {
  /** Every agent's totals for a month. */
  async month(month: string): Promise<AgentsStatementsAnswer> {
    return apiFetch<AgentsStatementsAnswer>(`/api/agents/statements?month=${encodeURIComponent(month)}`, {
      headers: await asAdmin(),
    });
  },
  /** The same as a CSV file, saved as agents-statements-2026-03.csv. */
  async exportMonth(month: string, lang: AppLanguage): Promise<void> {
    const blob = await apiFetch(
      `/api/agents/statements.csv?month=${encodeURIComponent(month)}&lang=${lang}`,
      {
        headers: await asAdmin(),
        as: 'blob',
      },
    );
    saveFile(blob, `agents-statements-${month}.csv`);
  },
  /** Records a payout against one agent's month; answers it and the statement after it. */
  async recordPayout(aan: string, payout: NewPayoutInput): Promise<PayoutAnswer> {
    return apiFetch<PayoutAnswer>(`${agentPath(aan)}/payouts`, {
      method: 'POST',
      headers: await asAdmin(),
      json: payout,
    });
  },
  /** One agent's statements, read and downloaded as the agent would. */
  agent(aan: string): StatementSource {
    return {
      read: async (month) =>
        apiFetch<AgentStatementAnswer>(`${agentPath(aan)}/statements?month=${encodeURIComponent(month)}`, {
          headers: await asAdmin(),
        }),
      download: async (shown, file, lang) => {
        const blob = await apiFetch(`${agentPath(aan)}/statements/${shown.month}.${file}?lang=${lang}`, {
          headers: await asAdmin(),
          as: 'blob',
        });
        saveFile(blob, statementFileName(shown.aan, shown.month, file));
      },
    };
  },
};

export type StatementsApi = typeof statementsApi;
