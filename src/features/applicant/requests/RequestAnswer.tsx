import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryNotice } from '#components/RetryNotice';
import type { ApplicationAccess } from '#domain/tracking';
import { apiFailureKey } from '#lib/apiFailure';
import { useFetch } from '#lib/fetching';
import { openRequest } from '../api/requests';
import { AnswerForm } from './AnswerForm';

// Read once per proof: a read on focus would only redraw the form the applicant is filling in.
const READ_ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/**
 * What staff asked of the application, for its applicant to answer here: loaded once the proof
 * (or the owner's account) opened the application. With no request open, what staff wrote with
 * the status (`note`) is what is needed; with neither, nothing shows. The screen leaves that
 * message out of its own facts, so it is said once. Once sent, the heading says so, and that an
 * SMS will follow. The default export, so the screen that shows it loads it (and the forms'
 * schemas) on demand.
 */
export default function RequestAnswer({
  access,
  note,
  onAnswered,
}: {
  access: ApplicationAccess;
  note?: string | null;
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const asked = useFetch(['applicant.request', access], () => openRequest(access), READ_ONCE);

  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  if (!sent && asked.data === null && !note) return null;
  return (
    <section className="card applicant-card request-answer" aria-labelledby="request-answer-title">
      <h2 id="request-answer-title" ref={heading} tabIndex={-1}>
        {t(sent ? 'applicant.requests.sentTitle' : 'applicant.requests.title')}
      </h2>
      {sent ? (
        <p role="status">{t('applicant.requests.sent')}</p>
      ) : asked.data === null ? (
        <p className="applicant-message">{note}</p>
      ) : asked.data ? (
        <AnswerForm
          request={asked.data}
          access={access}
          onAnswered={() => {
            setSent(true);
            onAnswered();
          }}
        />
      ) : asked.error ? (
        <RetryNotice
          className=""
          message={apiFailureKey(asked.error, 'applicant.requests.loadFailed')}
          retryLabel="applicant.requests.retry"
          onRetry={() => void asked.mutate()}
        />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </section>
  );
}
