import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RetryNotice } from '#components/RetryNotice';
import type { AgentRequestsAnswer, AgentRequestView } from '#domain/agentAdmin';
import { agentStatusOptions, type AgentView } from '#domain/agents';
import { say } from '#lib/said';
import { useFetch } from '#lib/fetching';
import { adminAgentPath } from '../common/routes';
import { AdminOnly } from './AdminOnly';
import { AgentRequests } from './AgentRequests';
import { agentsApi, type AgentsApi } from './api/agents';
import { NewAgentForm } from './NewAgentForm';
import './agents.css';

type Props = { api?: AgentsApi };

/** The agents by name: each a link to their page, with their number, phone and status. */
function AgentList({
  agents,
  failed,
  onRetry,
}: {
  agents?: AgentView[];
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card agents-section" aria-labelledby="agent-list-title">
      <h2 id="agent-list-title">{t('agents.list.title')}</h2>
      {agents === undefined && !failed && <p role="status">{t('common.loading')}</p>}
      {agents === undefined && failed && (
        <RetryNotice message="agents.list.failed" retryLabel="agents.list.retry" onRetry={onRetry} />
      )}
      {agents?.length === 0 && <p>{t('agents.list.empty')}</p>}
      {agents !== undefined && agents.length > 0 && (
        // Wider than a phone: it scrolls sideways on its own, and takes the keyboard's focus to do so.
        <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="agent-list-title">
          <table className="agent-table">
            <thead>
              <tr>
                <th scope="col">{t('agents.list.name')}</th>
                <th scope="col">{t('agents.list.aan')}</th>
                <th scope="col">{t('agents.list.phone')}</th>
                <th scope="col">{t('agents.list.status')}</th>
              </tr>
            </thead>
            <tbody>
              {agents.map((agent) => (
                <tr key={agent.aan}>
                  <td>
                    <Link to={adminAgentPath(agent.aan)}>{agent.name}</Link>
                  </td>
                  <td className="reference">{agent.aan}</td>
                  <td className="keep-whole">{agent.phone}</td>
                  <td>
                    <span className={`agent-status agent-status-${agent.status}`}>
                      {t(agentStatusOptions.labels[agent.status])}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Agents({ api }: { api: AgentsApi }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const agents = useFetch<AgentView[], readonly ['admin.agents']>(['admin.agents'], () => api.list());
  // The page of requests shown: the newest, or the one after the request it names.
  const [before, setBefore] = useState<string>();
  const requests = useFetch<AgentRequestsAnswer, readonly ['admin.agentRequests', string]>(
    ['admin.agentRequests', before ?? ''],
    ([, after]) => api.requests(after || undefined),
  );
  // The request being approved: its details fill the new-agent form (a new form for each).
  const [approving, setApproving] = useState<AgentRequestView>();

  const approve = (request: AgentRequestView) => {
    setApproving(request);
    // After the form has taken the request: the keyboard and the eye move to it.
    requestAnimationFrame(() => {
      const title = document.querySelector<HTMLElement>('.new-agent-title');
      title?.focus();
      title?.scrollIntoView?.({ block: 'start' });
    });
  };

  const created = async (agent: AgentView) => {
    const page = adminAgentPath(agent.aan);
    say({
      text: t('agents.form.created', { aan: agent.aan, email: agent.email }),
      on: page,
    });
    void agents.mutate();
    void requests.mutate();
    await navigate(page);
  };

  return (
    <main className="page admin-page agents-page" id="main">
      <h1>{t('agents.title')}</h1>
      <p className="lead">{t('agents.lead')}</p>
      <AgentList
        agents={agents.data}
        failed={agents.error !== undefined}
        onRetry={() => void agents.mutate()}
      />
      <AgentRequests
        requests={requests.data?.requests}
        next={requests.data?.next ?? null}
        paged={before !== undefined}
        onOlder={setBefore}
        onNewest={() => setBefore(undefined)}
        failed={requests.error !== undefined}
        onRetry={() => void requests.mutate()}
        api={api}
        onApprove={approve}
        onDeclined={(request) => {
          if (approving?.id === request.id) setApproving(undefined);
          void requests.mutate();
        }}
      />
      <NewAgentForm
        key={approving?.id ?? 'blank'}
        api={api}
        request={approving}
        onLeaveRequest={() => setApproving(undefined)}
        onCreated={created}
      />
    </main>
  );
}

/** ad/agents (admins only): the agents, the requests to become one, and the form for a new one. */
export default function AgentsPage({ api = agentsApi }: Props) {
  return (
    <AdminOnly>
      <Agents api={api} />
    </AdminOnly>
  );
}
