import { useTranslation } from 'react-i18next';
import { formatWholeNumber } from '#domain/format';

import { formatTsh } from '#domain/money';
import { approximateUsd } from '#domain/paymentMethods';
import { useFetch } from '#lib/fetching';
import { fetchPaymentOptions } from './api/payments';
import { useReaderLanguage } from '#lib/useReaderLanguage';

const readOptions = () => fetchPaymentOptions();

/**
 * "About US$ 120": the price in dollars at the agency's own rate, for visitors who count in
 * dollars. Nothing is shown until the rate is known; the charge itself is always in shillings.
 */
export function UsdGuide({ tsh }: { tsh: number }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const options = useFetch(['payment.options'], readOptions, { revalidateOnFocus: false }).data;
  if (!options) return null;
  return (
    <p className="payment-usd">
      {t('paymentMethods.aboutUsd', {
        usd: formatWholeNumber(approximateUsd(tsh, options.tshPerUsd), lang),
        rate: formatTsh(options.tshPerUsd, lang),
      })}
    </p>
  );
}
