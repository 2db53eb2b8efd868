import type { AgentStatementAnswer } from '#domain/statements';
import { suspensionOfSignedInAgent } from '#lib/agentSession';
import { apiFetch } from '#lib/api';
import { saveFile } from '#lib/saveFile';
import { statementFileName, type StatementSource } from '#lib/statements';
import { withTimeout } from '#lib/timeout';

const LOAD_TIMEOUT_MS = 15_000;

/** No agent is signed in on this device: the page asks them to sign in. */
export class NotSignedInError extends Error {
  constructor() {
    super('No agent is signed in on this device');
    this.name = 'NotSignedInError';
  }
}

/** The signed-in agent's ID token (the account they signed in with at /login). */
async function agentAuthorization(): Promise<HeadersInit> {
  const { currentApplicant } = await import('#lib/firebase/applicant');
  const user = await currentApplicant();
  if (!user || user.isAnonymous) throw (await suspensionOfSignedInAgent()) ?? new NotSignedInError();
  return { Authorization: `Bearer ${await user.getIdToken()}` };
}

/** The signed-in agent's statements (GET /api/agent/statements…). */
export const ownStatements: StatementSource = {
  async read(month) {
    return withTimeout(
      apiFetch<AgentStatementAnswer>(`/api/agent/statements?month=${encodeURIComponent(month)}`, {
        headers: await agentAuthorization(),
      }),
      LOAD_TIMEOUT_MS,
      'Loading the statement',
    );
  },
  async download({ aan, month }, file, lang) {
    const blob = await apiFetch(`/api/agent/statements/${month}.${file}?lang=${lang}`, {
      headers: await agentAuthorization(),
      as: 'blob',
    });
    saveFile(blob, statementFileName(aan, month, file));
  },
};
