import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RetryNotice } from '#components/RetryNotice';
import type { VerificationView } from '#domain/verification';
import { ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import { useFetch } from '#lib/fetching';
import { fetchVerification } from './api/verification';
import { VerificationFacts } from './VerificationFacts';
import './verify.css';

type VerificationKey = readonly ['verification', string];
const readVerification = ([, code]: VerificationKey) => fetchVerification(code);

/** An unknown code stays unknown: trying again would only spend the reader's budget. */
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /verify/{code}: anyone handed a receipt (a bank, an office, the applicant) checks that the agency
 * issued it, by the code or QR code printed on it. Codes are printed in capitals; one typed in
 * small letters is read as the same code.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const code = (useParams().code ?? '').trim().toUpperCase();
  // What was issued never changes: no need to read it again when the tab comes back.
  const answer = useFetch<VerificationView, VerificationKey>(['verification', code], readVerification, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

  return (
    <main id="main" className="page narrow verify">
      <h1>{t('verify.title')}</h1>
      <p>
        {t('verify.lead')} <span className="reference">{code}</span>
      </p>
      {answer.data ? (
        <VerificationFacts document={answer.data} />
      ) : answer.error !== undefined ? (
        <RetryNotice
          className=""
          message={apiFailureKey(answer.error, 'verify.loadFailed')}
          retryLabel="verify.retry"
          onRetry={isNotFound(answer.error) ? undefined : () => void answer.mutate()}
        />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
      <p>
        <Link to="/">{t('common.backHome')}</Link>
      </p>
    </main>
  );
}
