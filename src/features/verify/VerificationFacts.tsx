import { useTranslation } from 'react-i18next';
import { Amount } from '#components/Amount';
import { Reference } from '#components/Reference';
import { formatDate } from '#domain/format';
import { applicationKindLabels } from '#domain/kinds';
import type { VerificationView } from '#domain/verification';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/**
 * What the agency issued, as the paper should say it; nothing about the person it was issued to.
 * A result also shows its fingerprint (not its title, which staff type freely and may name the
 * person), and says so when a corrected one replaced it.
 */
export function VerificationFacts({ document }: { document: VerificationView }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const { sha256, amount, replacedAt } = document;
  return (
    <div role="status">
      <p className="verify-found">{t('verify.found')}</p>
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
          <Reference value={document.reference} />
        </dd>
        <dt>{t('verify.issuedAt')}</dt>
        <dd>{formatDate(Date.parse(document.issuedAt), lang)}</dd>
        {amount !== undefined && (
          <>
            <dt>{t('verify.amount')}</dt>
            <dd>
              <Amount value={amount} />
            </dd>
          </>
        )}
        {sha256 !== undefined && (
          <>
            <dt>{t('verify.sha256')}</dt>
            <dd>
              <code className="verify-fingerprint">{sha256}</code>
              <span className="verify-hint">{t('verify.sha256Hint')}</span>
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
