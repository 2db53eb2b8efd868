import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { APPLICATIONS } from '#domain/applications';
import { formatDate, formatDateTime } from '#domain/format';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import type { RequestItem, RequestView } from '#domain/requests';
import { ANSWER_WAITING_ANCHOR } from '../common/routes';
import { RequestAnswerView } from './RequestAnswerView';
import type { Loadable } from './useLoad';
import { LoadedList } from './LoadedList';

function ItemLabel({ kind, item }: { kind: ApplicationKind; item: RequestItem }) {
  const { t } = useTranslation();
  const labels = APPLICATIONS[kind].fieldLabels as Record<string, string>;
  const what =
    item.type === 'otherDocument' ? item.name : labels[item.field] ? t(labels[item.field]!) : item.field;
  return (
    <>
      {t(`admin.requests.types.${item.type}`)}: <strong>{what}</strong>
    </>
  );
}

/**
 * Opened at the answer (#answer, from a list's "Applicant answered" row): once the requests are
 * read, the answer that waits for staff is brought to the top of the screen and takes the focus,
 * so Accept is a Tab or two away. Once only: a decision reads the requests again.
 */
function useOpenedAtAnswer(requests: Loadable<RequestView[]>) {
  const asked = useLocation().hash === `#${ANSWER_WAITING_ANCHOR}`;
  const done = useRef(false);
  const ready = requests.status === 'done';
  useEffect(() => {
    if (!asked || !ready || done.current) return;
    done.current = true;
    const answer = document.getElementById(ANSWER_WAITING_ANCHOR);
    answer?.focus({ preventScroll: true });
    answer?.scrollIntoView?.({ block: 'start' });
  }, [asked, ready]);
}

/** What staff have asked the applicant, newest first: each item with its reason, and who asked when. */
export function RequestsSection({
  kind,
  id,
  requests,
  lang,
  onDecided,
}: {
  kind: ApplicationKind;
  id: string;
  requests: Loadable<RequestView[]>;
  lang: AppLanguage;
  /** Called after staff accepted an answer: the requests and the history have changed. */
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  useOpenedAtAnswer(requests);
  // The newest answer still waiting for staff (the newest request is first).
  const waiting = requests.status === 'done' ? requests.value.find((r) => r.state === 'answered') : undefined;
  return (
    <section className="detail-section" aria-labelledby="detail-requests">
      <h2 id="detail-requests">{t('admin.requests.title')}</h2>
      <LoadedList items={requests} failed="admin.detail.loadFailed" empty="admin.requests.none">
        {(shown) =>
          shown.map((request) => (
            <article
              key={request.id}
              className="request"
              {...(request === waiting
                ? { id: ANSWER_WAITING_ANCHOR, tabIndex: -1, 'aria-labelledby': `request-${request.id}` }
                : {})}
            >
              <p id={`request-${request.id}`}>
                <strong>{t(`admin.requests.states.${request.state}`)}</strong> ·{' '}
                {t('admin.requests.replyByDate', { date: formatDate(request.replyBy, lang) })}
              </p>
              <ul>
                {request.items.map((item, index) => (
                  <li key={index}>
                    <ItemLabel kind={kind} item={item} />
                    <br />
                    {item.reason}
                  </li>
                ))}
              </ul>
              <p className="field-hint">
                {t('admin.requests.askedBy', {
                  who: request.createdBy.email ?? t('admin.detail.history.unknownActor'),
                  when: formatDateTime(Date.parse(request.createdAt), lang),
                })}
              </p>
              {request.answer && (
                <RequestAnswerView
                  kind={kind}
                  id={id}
                  request={{ ...request, answer: request.answer }}
                  lang={lang}
                  onDecided={onDecided}
                />
              )}
            </article>
          ))
        }
      </LoadedList>
    </section>
  );
}
