import { useTranslation } from 'react-i18next';

import { feePartLabels, feeSplit, formatTsh, type FeePart } from '#domain/money';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/** The total split as the spec shows it: processing 30%, form 50%, government fee and tax 20%. */
export function FeeBreakdown({ total }: { total: number }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const split = feeSplit(total);
  return (
    <table className="fee-table">
      <caption>{t('payment.breakdown')}</caption>
      <tbody>
        {(Object.keys(split) as FeePart[]).map((part) => (
          <tr key={part}>
            <th scope="row">{t(feePartLabels[part])}</th>
            <td>{formatTsh(split[part], lang)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('payment.total')}</th>
          <td>{formatTsh(total, lang)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
