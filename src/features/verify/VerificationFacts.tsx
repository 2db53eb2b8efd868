import { useTranslation } from 'react-i18next';
import { Amount } from '#components/Amount';
import { Reference } from '#components/Reference';
import { formatDate } from '#domain/format';
import { applicationKindLabels } from '#domain/kinds';
import type { VerificationView } from '#domain/verification';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/** What the agency issued, as the paper should say it; nothing about the person it was issued to. */
export function VerificationFacts({ document }: { document: VerificationView }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  return (
    <div role="status">
      <p className="verify-found">{t('verify.found')}</p>
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
        <dt>{t('verify.amount')}</dt>
        <dd>
          <Amount value={document.amount} />
        </dd>
      </dl>
    </div>
  );
}
