import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OutcomeLines } from '#components/ActionOutcome';
import { useActionOutcome } from '#components/useActionOutcome';
import { RetryNotice } from '#components/RetryNotice';
import type { AgentDetailAnswer } from '#domain/agentAdmin';
import { agentStatusOptions, type AgentView } from '#domain/agents';
import { formatDateTime } from '#domain/format';
import { ApiError } from '#lib/api';
import { confirmDanger } from '#lib/dialogs';
import { useScreenTitle } from '#lib/documentTitle';
import { useFetch } from '#lib/fetching';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { ADMIN_AGENTS_PATH } from '../common/routes';
import { AdminOnly } from './AdminOnly';
import { AgentCommissionForm } from './AgentCommissionForm';
import { AgentDetailsForm } from './AgentDetailsForm';
import { AgentHistory } from './AgentHistory';
import { AgentStatements } from './AgentStatements';
import { NewLinkAction } from './NewLinkAction';
import { agentsApi, type AgentsApi } from './api/agents';
import './agents.css';

type Props = { api?: AgentsApi };

/**
 * Suspend or Reinstate, each after a confirmation. The whole page takes the agent the API answered
 * with at once (button, status, notice), then reads the agent and history again.
 */
function StatusAction({
  agent,
  api,
  onChanged,
}: {
  agent: AgentView;
  api: AgentsApi;
  onChanged: (agent: AgentView) => void;
}) {
  const { t } = useTranslation();
  const { busy, outcome, run, clear } = useActionOutcome();
  const suspend = agent.status === 'active';
  const action = suspend ? 'suspend' : 'reinstate';

  const confirmAndRun = async () => {
    clear();
    const confirmed = await confirmDanger({
      title: t(`agents.detail.${action}Title`, { name: agent.name }),
      text: t(`agents.detail.${action}Text`),
      confirmText: t(`agents.detail.${action}`),
      cancelText: t('agents.detail.cancel'),
    });
    if (!confirmed) return;
    await run(async () => {
      const changed = await api.setStatus(agent.aan, action);
      onChanged(changed);
      return t('agents.detail.statusSaved', { status: t(agentStatusOptions.labels[changed.status]) });
    }, 'agents.detail.statusFailed');
  };

  return (
    <div className="agent-status-action">
      <button
        type="button"
        className={`button ${suspend ? 'danger' : 'primary'}`}
        onClick={() => void confirmAndRun()}
        disabled={busy}
        aria-busy={busy}
      >
        {t(`agents.detail.${action}`)}
      </button>
      <OutcomeLines outcome={outcome} />
    </div>
  );
}

type AgentProps = {
  answer: AgentDetailAnswer;
  api: AgentsApi;
  reload: () => void;
  /** Shows the agent as the API now has them, and reads their page again (the history). */
  settle: (agent: AgentView) => void;
};

function Agent({ answer, api, reload, settle }: AgentProps) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const { agent, changes } = answer;
  useScreenTitle(t('meta.pageTitle', { page: `${agent.name} · ${t('agents.title')}` }));
  const facts: Array<[string, string]> = [
    ['agents.detail.aan', agent.aan],
    ['agents.detail.email', agent.email],
    ['agents.detail.phone', agent.phone],
    ['agents.detail.status', t(agentStatusOptions.labels[agent.status])],
    ['agents.detail.created', formatDateTime(Date.parse(agent.createdAt), lang)],
  ];
  return (
    <>
      <header className="agent-heading">
        <div>
          <h1>{agent.name}</h1>
          <p className="agent-aan reference">{agent.aan}</p>
        </div>
        <StatusAction agent={agent} api={api} onChanged={settle} />
      </header>
      {agent.status === 'suspended' && <p className="notice error">{t('agents.detail.suspendedNotice')}</p>}
      <section className="card agents-section" aria-labelledby="agent-details-title">
        <h2 id="agent-details-title">{t('agents.detail.details')}</h2>
        <dl className="agent-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <NewLinkAction agent={agent} api={api} />
      </section>
      <AgentDetailsForm agent={agent} api={api} onSaved={reload} />
      <AgentCommissionForm agent={agent} api={api} onSaved={reload} />
      <AgentHistory changes={changes} lang={lang} />
      {/* Statements and payouts: built elsewhere, in AgentStatements (the page's last section). */}
      <AgentStatements agent={agent} />
    </>
  );
}

function LoadingAgent({ aan, api }: { aan: string; api: AgentsApi }) {
  const { t } = useTranslation();
  const read = useFetch<AgentDetailAnswer, readonly ['admin.agent', string]>(['admin.agent', aan], () =>
    api.read(aan),
  );
  const notFound = read.error instanceof ApiError && read.error.status === 404;
  const reload = () => void read.mutate();
  const settle = (agent: AgentView) => void read.mutate((now) => now && { ...now, agent });
  return (
    <main className="page admin-page agents-page" id="main">
      <Link className="back-link" to={ADMIN_AGENTS_PATH}>
        ← {t('agents.detail.back')}
      </Link>
      {read.data && <Agent answer={read.data} api={api} reload={reload} settle={settle} />}
      {!read.data && read.error === undefined && <p role="status">{t('agents.detail.loading')}</p>}
      {!read.data && notFound && (
        <p className="notice" role="alert">
          {t('agents.detail.notFound')}
        </p>
      )}
      {!read.data && read.error !== undefined && !notFound && (
        <RetryNotice message="agents.detail.failed" retryLabel="agents.list.retry" onRetry={reload} />
      )}
    </main>
  );
}

/** ad/agents/:aan (admins only): the agent, Suspend or Reinstate, their commission, and their history. */
export default function AgentPage({ api = agentsApi }: Props) {
  const { aan = '' } = useParams();
  return (
    <AdminOnly>
      <LoadingAgent key={aan} aan={aan} api={api} />
    </AdminOnly>
  );
}
