import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RetryNotice } from '#components/RetryNotice';
import { typedCode, type VerificationView } from '#domain/verification';
import { ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import { useFetch } from '#lib/fetching';
import { fetchVerification } from './api/verification';
import { CodeForm } from './CodeForm';
import { VerificationFacts } from './VerificationFacts';
import './verify.css';

type VerificationKey = readonly ['verification', string];
const readVerification = ([, code]: VerificationKey) => fetchVerification(code);

/** An unknown code stays unknown: trying again would only spend the reader's budget. */
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /verify/{code}: anyone handed a receipt or a result (a bank, an office, the applicant) checks
 * where it came from, by the QR code printed on it or, at /verify, by typing the code under it.
 * Codes are printed in capitals; one typed in small letters is read as the same code.
 */
export default function VerifyPage() {
  const code = typedCode(useParams().code ?? '');
  const { t } = useTranslation();
  return (
    <main id="main" className="page narrow verify">
      <h1>{t('verify.title')}</h1>
      {code ? <CheckedCode code={code} /> : <p className="lead">{t('verify.intro')}</p>}
      <CodeForm key={code} code={code} />
      <p>
        <Link to="/">{t('common.backHome')}</Link>
      </p>
    </main>
  );
}

/** What the agency says of `code`: what it is, or that it is unknown and what to check. */
function CheckedCode({ code }: { code: string }) {
  const { t } = useTranslation();
  // What was issued never changes: no need to read it again when the tab comes back.
  const answer = useFetch<VerificationView, VerificationKey>(['verification', code], readVerification, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

  return (
    <>
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
    </>
  );
}
