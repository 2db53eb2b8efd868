import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentView } from '#domain/agents';
import { apiFailureKey } from '#lib/apiFailure';
import type { AgentsApi } from './api/agents';

/**
 * "Send a new link": the account email again, with a fresh link to choose a password, for an agent
 * whose first link expired (it works for about an hour) or was lost.
 */
export function NewLinkAction({ agent, api }: { agent: AgentView; api: Pick<AgentsApi, 'sendNewLink'> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; error?: boolean }>();

  const send = async () => {
    setBusy(true);
    setSaid(undefined);
    try {
      setSaid({ text: t('agents.detail.newLinkSent', { email: await api.sendNewLink(agent.aan) }) });
    } catch (error) {
      setSaid({ text: t(apiFailureKey(error, 'agents.detail.newLinkFailed')), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="agent-new-link">
      <p className="field-hint" id="agent-new-link-hint">
        {t('agents.detail.newLinkHint')}
      </p>
      <button
        type="button"
        className="button secondary"
        onClick={() => void send()}
        disabled={busy}
        aria-busy={busy}
        aria-describedby="agent-new-link-hint"
      >
        {t(busy ? 'agents.detail.newLinkSending' : 'agents.detail.newLink')}
      </button>
      <p role="status">{said && !said.error ? said.text : ''}</p>
      {said?.error && (
        <p className="form-failure" role="alert">
          {said.text}
        </p>
      )}
    </div>
  );
}
