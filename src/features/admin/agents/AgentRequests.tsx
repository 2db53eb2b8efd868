import { useTranslation } from 'react-i18next';
import { OutcomeLines } from '#components/ActionOutcome';
import { useActionOutcome } from '#components/useActionOutcome';
import { RetryNotice } from '#components/RetryNotice';
import type { AgentRequestView } from '#domain/agentAdmin';
import { formatDateTime } from '#domain/format';
import { confirmDanger } from '#lib/dialogs';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import type { AgentsApi } from './api/agents';

type Props = {
  requests: AgentRequestView[] | undefined;
  /** The cursor of the page after this one, null on the last. */
  next: string | null;
  /** Whether this is a page after the newest. */
  paged: boolean;
  onOlder: (next: string) => void;
  onNewest: () => void;
  failed: boolean;
  onRetry: () => void;
  api: Pick<AgentsApi, 'decline'>;
  /** Approve: the new-agent form takes the request's details. */
  onApprove: (request: AgentRequestView) => void;
  /** After a decline, so the list is read again. */
  onDeclined: (request: AgentRequestView) => void;
};

/**
 * What people sent through "Become an agent" and no admin has decided yet, newest first, a page at
 * a time (Older requests, Back to the newest), so none is buried however many wait. Approve
 * fills the new-agent form (the agent is created, and the request approved, when it is sent);
 * Decline asks first, then takes the request off the list.
 */
export function AgentRequests({
  requests,
  next,
  paged,
  onOlder,
  onNewest,
  failed,
  onRetry,
  api,
  onApprove,
  onDeclined,
}: Props) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const { outcome, run } = useActionOutcome();

  const decline = async (request: AgentRequestView) => {
    const confirmed = await confirmDanger({
      title: t('agents.requests.declineTitle'),
      text: t('agents.requests.declineText', { name: request.name }),
      confirmText: t('agents.requests.declineConfirm'),
      cancelText: t('agents.requests.declineCancel'),
    });
    if (!confirmed) return;
    await run(async () => {
      await api.decline(request.id);
      onDeclined(request);
      return t('agents.requests.declined', { name: request.name });
    }, 'agents.requests.declineFailed');
  };

  return (
    <section className="card agents-section" aria-labelledby="agent-requests-title">
      <h2 id="agent-requests-title">{t('agents.requests.title')}</h2>
      <OutcomeLines outcome={outcome} statusClassName="agents-said" failureClassName="notice error" />
      {requests === undefined && !failed && <p>{t('common.loading')}</p>}
      {requests === undefined && failed && (
        <RetryNotice message="agents.requests.failed" retryLabel="agents.list.retry" onRetry={onRetry} />
      )}
      {requests?.length === 0 && <p>{t('agents.requests.empty')}</p>}
      {requests !== undefined && requests.length > 0 && (
        <ul className="agent-requests">
          {requests.map((request) => {
            const nameId = `agent-request-${request.id}`;
            return (
              <li key={request.id}>
                <h3 id={nameId}>{request.name}</h3>
                <p>
                  <a href={`tel:${request.phone}`}>{request.phone}</a>
                  {' · '}
                  <a href={`mailto:${request.email}`} className="agent-email">
                    {request.email}
                  </a>
                </p>
                {request.about && <p className="agent-request-about">{request.about}</p>}
                <p className="field-hint">
                  {t('agents.requests.sent', { date: formatDateTime(Date.parse(request.createdAt), lang) })}
                </p>
                <div className="form-actions">
                  <button
                    type="button"
                    className="button primary"
                    aria-describedby={nameId}
                    onClick={() => onApprove(request)}
                  >
                    {t('agents.requests.approve')}
                  </button>
                  <button
                    type="button"
                    className="button danger"
                    aria-describedby={nameId}
                    onClick={() => void decline(request)}
                  >
                    {t('agents.requests.decline')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {(paged || next) && (
        <nav className="form-actions" aria-label={t('agents.requests.pages')}>
          {paged && (
            <button type="button" className="button secondary" onClick={onNewest}>
              {t('agents.requests.newest')}
            </button>
          )}
          {next && (
            <button type="button" className="button secondary" onClick={() => onOlder(next)}>
              {t('agents.requests.older')}
            </button>
          )}
        </nav>
      )}
    </section>
  );
}
