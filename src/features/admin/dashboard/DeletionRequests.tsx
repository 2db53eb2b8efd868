import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DELETION_DECISION_DAYS, type DeletionDecision, type DeletionRequestView } from '#domain/dataRights';
import { formatDate } from '#domain/format';
import { applicationKindLabels } from '#domain/kinds';
import { apiFailureKey } from '#lib/apiFailure';
import { useFetch } from '#lib/fetching';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { adminDetailPath } from '../common/routes';

const api = () => import('../common/api/deletionRequests');

export type DeletionRequestsLoader = () => Promise<DeletionRequestView[]>;

const loadLazily: DeletionRequestsLoader = async () => (await api()).fetchDeletionRequests();

/**
 * The applicants' requests to delete their data that wait for a decision, the soonest due first,
 * each granted (its documents and personal details deleted at once) or refused with a reason the
 * applicant reads.
 */
export function DeletionRequests({ load = loadLazily }: { load?: DeletionRequestsLoader }) {
  const { t } = useTranslation();
  const list = useFetch(['admin.deletions'], () => load());
  const requests = list.data;
  return (
    <section className="card export-log" aria-labelledby="deletions-heading">
      <h2 id="deletions-heading">{t('admin.dashboard.deletions.title')}</h2>
      <p className="count-detail">{t('admin.dashboard.deletions.hint', { days: DELETION_DECISION_DAYS })}</p>
      {requests === undefined && list.error === undefined && <p role="status">{t('common.loading')}</p>}
      {requests === undefined && list.error !== undefined && (
        <p className="notice error" role="alert">
          {t('admin.dashboard.deletions.failed')}
        </p>
      )}
      {requests?.length === 0 && <p>{t('admin.dashboard.deletions.empty')}</p>}
      {requests?.map((request) => (
        <Decide key={request.id} request={request} onDecided={() => void list.mutate()} />
      ))}
    </section>
  );
}

function Decide({ request, onDecided }: { request: DeletionRequestView; onDecided: () => void }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const id = `deletion-${request.id}`;

  const decide = async (decision: DeletionDecision['decision']) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await (await api()).decideDeletionRequest(request.id, { decision, reason });
      onDecided();
    } catch (error) {
      setFailure(apiFailureKey(error, 'admin.dashboard.deletions.decideFailed'));
    }
    setBusy(false);
  };

  return (
    <article aria-labelledby={id} className="deletion-request">
      <h3 id={id}>
        <Link to={adminDetailPath(request.kind, request.applicationId)}>
          {request.reference ?? request.applicationId}
        </Link>{' '}
        {t(applicationKindLabels[request.kind])}
      </h3>
      <p>
        {t('admin.dashboard.deletions.dueBy', { date: formatDate(Date.parse(request.dueBy), lang) })}
        <br />
        {request.reason
          ? t('admin.dashboard.deletions.reason', { reason: request.reason })
          : t('admin.dashboard.deletions.noReason')}
      </p>
      <label htmlFor={`${id}-reason`}>{t('admin.dashboard.deletions.decisionReason')}</label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        maxLength={1000}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="deletion-actions">
        {(['grant', 'refuse'] as const).map((decision) => (
          <button
            key={decision}
            type="button"
            className={`button ${decision === 'grant' ? 'danger' : 'secondary'}`}
            disabled={busy}
            aria-describedby={id}
            onClick={() => void decide(decision)}
          >
            {t(busy ? 'admin.dashboard.deletions.saving' : `admin.dashboard.deletions.${decision}`)}
          </button>
        ))}
      </div>
      {failure && (
        <p className="form-failure" role="alert">
          {t(failure)}
        </p>
      )}
    </article>
  );
}
