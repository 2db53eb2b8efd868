import { useTranslation } from 'react-i18next';
import { Amount } from '#components/Amount';
import { Reference } from '#components/Reference';
import { formatDate } from '#domain/format';
import { applicationKindLabels } from '#domain/kinds';
import type { VerificationView } from '#domain/verification';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/**
 * What the agency issued, as the paper should say it; nothing about the person it was issued to.
 * A receipt is the agency's own; a result was issued by the council or ministry, and the agency
 * only handed it to the applicant: the page says so. A result's fingerprint (not its title, which
 * staff type freely and may name the person) waits behind "Details" for whoever compares files,
 * and the page says so when a corrected one replaced it.
 */
export function VerificationFacts({ document }: { document: VerificationView }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const { sha256, amount, replacedAt, reference } = document;
  const result = document.type === 'result';
  return (
    <div role="status">
      <p className="verify-found">{result ? t('verify.handedBack', { reference }) : t('verify.found')}</p>
      {replacedAt && (
        <p className="notice">{t('verify.replaced', { date: formatDate(Date.parse(replacedAt), lang) })}</p>
      )}
      <dl className="verify-facts">
        <dt>{t('verify.document')}</dt>
        <dd>{t(`verify.type.${document.type}`)}</dd>
        <dt>{t('verify.service')}</dt>
        <dd>{t(applicationKindLabels[document.kind])}</dd>
        <dt>{t('verify.reference')}</dt>
        <dd>
          <Reference value={reference} />
        </dd>
        <dt>{t(result ? 'verify.handedBackAt' : 'verify.issuedAt')}</dt>
        <dd>{formatDate(Date.parse(document.issuedAt), lang)}</dd>
        {amount !== undefined && (
          <>
            <dt>{t('verify.amount')}</dt>
            <dd>
              <Amount value={amount} />
            </dd>
          </>
        )}
      </dl>
      {sha256 !== undefined && (
        <details className="verify-details">
          <summary>{t('verify.details')}</summary>
          <p>{t('verify.sha256')}</p>
          <code className="verify-fingerprint">{sha256}</code>
          <span className="verify-hint">{t('verify.sha256Hint')}</span>
        </details>
      )}
    </div>
  );
}
