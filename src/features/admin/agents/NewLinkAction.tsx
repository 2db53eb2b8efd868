import { useTranslation } from 'react-i18next';
import { OutcomeLines } from '#components/ActionOutcome';
import { useActionOutcome } from '#components/useActionOutcome';
import type { AgentView } from '#domain/agents';
import type { AgentsApi } from './api/agents';

/**
 * "Send a new link": the account email again, with a fresh link to choose a password, for an agent
 * whose first link expired (it works for about an hour) or was lost.
 */
export function NewLinkAction({ agent, api }: { agent: AgentView; api: Pick<AgentsApi, 'sendNewLink'> }) {
  const { t } = useTranslation();
  const { busy, outcome, run } = useActionOutcome();
  const send = () =>
    run(
      async () => t('agents.detail.newLinkSent', { email: await api.sendNewLink(agent.aan) }),
      'agents.detail.newLinkFailed',
    );

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
      <OutcomeLines outcome={outcome} />
    </div>
  );
}
