import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from './Amount';
import { FeeBreakdown } from './FeeBreakdown';

// The dollar figure waits for the rate from the API anyway: its code (and the API's) comes after
// the page, not with it.
const UsdGuide = lazy(() => import('./UsdGuide'));

/**
 * A service's fee, said before anyone starts on its form: on the home page's cards and atop the
 * form. `usd`: "about US$ …" beside the shillings, for a service tourists pay (the visa).
 */
export function ServicePrice({
  price,
  breakdown = false,
  usd = false,
}: {
  price: number;
  breakdown?: boolean;
  usd?: boolean;
}) {
  const { t } = useTranslation();
  const fee = (
    <p className="service-price">
      {t('servicePrice.fee')} <Amount value={price} />
      {usd && (
        <Suspense fallback={null}>
          {' '}
          <UsdGuide tsh={price} brief />
        </Suspense>
      )}
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
