import { useTranslation } from 'react-i18next';
import { Amount } from './Amount';
import { FeeBreakdown } from './FeeBreakdown';

/** A service's fee, said before anyone starts on its form: on the home page's cards and atop the form. */
export function ServicePrice({ price, breakdown = false }: { price: number; breakdown?: boolean }) {
  const { t } = useTranslation();
  const fee = (
    <p className="service-price">
      {t('servicePrice.fee')} <Amount value={price} />
    </p>
  );
  if (!breakdown) return fee;
  return (
    <div className="form-price">
      {fee}
      <details>
        <summary>{t('servicePrice.breakdown')}</summary>
        <FeeBreakdown total={price} />
      </details>
    </div>
  );
}
