import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#domain/format';
import type { ApplicationKind } from '#domain/kinds';
import type { ApplicationProof, OfferedResult } from '#domain/tracking';
import { verificationPath } from '#domain/verification';
import { ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { downloadResult, fetchOfferedResults, type ResultAccess } from './api/results';
import { PhoneProofForm } from './PhoneProofForm';
import { ResultQrCode } from './ResultQrCode';

type Props = {
  application: {
    kind: ApplicationKind;
    id: string;
    reference: string;
    /** Listed already (Track, after the proof). */
    results?: OfferedResult[];
    /** Only counted (My applications): the list needs the account or the proof first. */
    resultCount?: number;
  };
  proof?: ApplicationProof;
  /** Listed at once, without a tap (an agent's "Documents ready"). */
  open?: boolean;
  /** The heading, when they are someone else's (an agent's client's). */
  title?: string;
};

/**
 * The result documents staff handed back, each to download with its verification code and a QR
 * code leading to the page that checks it. On Track they come with the answer; on My applications
 * only their number does, and the list is asked for with the account's token, or, on a device
 * without an account, after the phone number on the application.
 */
export function ResultDocuments({ application, proof, open, title }: Props) {
  const { t } = useTranslation();
  const { kind, id, reference } = application;
  const [access, setAccess] = useState<ResultAccess | undefined>(proof && { proof });
  const [listed, setListed] = useState(application.results);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const count = listed?.length ?? application.resultCount ?? 0;
  const opening = useRef(open && count > 0 && !listed);

  /** Lists with `given`; the translation key of a failure, or undefined. */
  const list = async (given: ResultAccess) => {
    try {
      setListed(await fetchOfferedResults(given));
      setAccess(given);
      setAsking(false);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'access.proofRequired') {
        setAsking(true);
        return undefined;
      }
      return apiFailureKey(error, 'applicant.results.failed');
    }
  };

  const show = async () => {
    setBusy(true);
    setFailure(await list({ kind, id }));
    setBusy(false);
  };

  useEffect(() => {
    if (!opening.current) return;
    opening.current = false;
    void show();
    // Once, when the card first shows: show() itself is new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (count === 0) return null;
  const headingId = `results-${kind}-${id}`;

  return (
    <section className="applicant-results" aria-labelledby={headingId}>
      <h3 id={headingId}>{title ?? t('applicant.results.title')}</h3>
      {listed && access ? (
        <>
          <p>{t('applicant.results.lead')}</p>
          <ul className="applicant-result-list">
            {listed.map((result) => (
              <ResultItem key={result.id} result={result} access={access} reference={reference} />
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>{t('applicant.results.ready', { count })}</p>
          {!asking && (
            <button
              type="button"
              className="button secondary"
              onClick={() => void show()}
              disabled={busy}
              aria-busy={busy}
            >
              {t(busy ? 'applicant.results.checking' : 'applicant.results.show')}
            </button>
          )}
        </>
      )}
      {failure && (
        <p className="form-failure" role="alert">
          {t(failure)}
        </p>
      )}
      {asking && (
        <PhoneProofForm
          idPrefix={headingId}
          reference={reference}
          submitLabel="applicant.results.show"
          busyLabel="applicant.results.checking"
          onProof={(given) => list({ proof: given })}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}

function ResultItem({
  result,
  access,
  reference,
}: {
  result: OfferedResult;
  access: ResultAccess;
  reference: string;
}) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const titleId = `result-${result.id}`;

  const download = async () => {
    setDownloading(true);
    setFailure(undefined);
    try {
      await downloadResult(access, result, reference);
    } catch (error) {
      setFailure(apiFailureKey(error, 'applicant.results.failed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className="applicant-result">
      <p>
        <strong id={titleId}>{result.title}</strong>
        <br />
        {t('applicant.results.issuedAt', { date: formatDate(Date.parse(result.issuedAt), lang) })}
      </p>
      <button
        type="button"
        className="button primary"
        onClick={() => void download()}
        disabled={downloading}
        aria-busy={downloading}
        aria-describedby={titleId}
      >
        {t(downloading ? 'applicant.results.downloading' : 'applicant.results.download')}
      </button>
      {failure && (
        <p className="form-failure" role="alert">
          {t(failure)}
        </p>
      )}
      <p className="applicant-result-code">
        {t('applicant.results.code')}: <span className="reference">{result.verificationCode}</span>
      </p>
      <ResultQrCode
        url={`${window.location.origin}${verificationPath(result.verificationCode)}`}
        label={t('applicant.results.qr', { title: result.title })}
      />
    </li>
  );
}
