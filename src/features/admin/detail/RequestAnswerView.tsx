import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATIONS } from '#domain/applications';
import { formatDateTime } from '#domain/format';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import type { RequestView } from '#domain/requests';
import { apiFailureKey } from '#lib/apiFailure';
import { acceptAnswer } from './api/requests';
import { DocumentLink } from './DocumentLink';
import { detailValue } from './values';
import { FailureNotice } from './FailureNotice';
import { ChangedNotice } from './ChangedNotice';
import { useShownVersion } from './shownVersion';

/**
 * What the applicant sent for a request: each correction as it was and as it is now, the files
 * for each document (photos shown), and, while staff have not decided, Accept. Asking again is
 * "Ask the applicant", which records that decision on this answer.
 */
export function RequestAnswerView({
  kind,
  id,
  request,
  lang,
  onDecided,
}: {
  kind: ApplicationKind;
  id: string;
  request: RequestView & { answer: NonNullable<RequestView['answer']> };
  lang: AppLanguage;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const [accepting, setAccepting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const stale = useShownVersion();
  const labels = APPLICATIONS[kind].fieldLabels as Record<string, string>;
  const { answer, decision } = request;
  const shown = (field: string, value: unknown) => {
    const detail = detailValue(kind, field, value, t, lang);
    return detail.type === 'text' ? detail.text : '—';
  };

  const accept = async () => {
    setAccepting(true);
    setFailure(undefined);
    stale.clear();
    try {
      await acceptAnswer(kind, id, request.id, stale.version);
      onDecided();
    } catch (error) {
      if (!stale.caught(error)) setFailure(apiFailureKey(error, 'admin.requests.acceptFailed'));
    } finally {
      setAccepting(false);
    }
  };

  return (
    <div className="request-answer">
      <p>
        <strong>
          {t(`admin.requests.answeredVia.${answer.via}`, {
            when: formatDateTime(Date.parse(answer.answeredAt), lang),
            aan: answer.agent?.aan,
          })}
        </strong>
      </p>
      <ul>
        {answer.corrections.map(({ field, before, after }) => (
          <li key={field}>
            {t(labels[field] ?? field)}:{' '}
            {t('admin.requests.correction', {
              before: shown(field, before),
              after: shown(field, after),
            })}
          </li>
        ))}
        {answer.documents.map(({ item, paths }) => {
          const asked = request.items[item];
          const name =
            asked?.type === 'otherDocument' ? asked.name : asked ? t(labels[asked.field] ?? asked.field) : '';
          return (
            <li key={item}>
              {name}:{' '}
              {paths.map((path) => (
                <DocumentLink key={path} path={path} label={name} />
              ))}
            </li>
          );
        })}
      </ul>
      {decision ? (
        <p className="field-hint">
          {t(`admin.requests.decided.${decision.decision}`, {
            who: decision.decidedBy.email ?? t('admin.detail.history.unknownActor'),
            when: formatDateTime(Date.parse(decision.decidedAt), lang),
          })}
        </p>
      ) : (
        <div className="form-actions">
          <button
            type="button"
            className="button primary"
            onClick={() => void accept()}
            disabled={accepting}
            aria-busy={accepting}
          >
            {t(accepting ? 'admin.requests.accepting' : 'admin.requests.accept')}
          </button>
          <p className="field-hint">{t('admin.requests.orAskAgain')}</p>
        </div>
      )}
      <FailureNotice failure={failure} />
      <ChangedNotice changes={stale.changes} />
    </div>
  );
}
