import { useTranslation } from 'react-i18next';
import { formatWholeNumber } from '#domain/format';
import { formatTsh } from '#domain/money';
import { approximateUsd } from '#domain/paymentMethods';
import { usePaymentOptions } from '#lib/paymentOptions';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/**
 * "About US$ 120": the price in dollars at the agency's own rate (the API's, the one definition),
 * for visitors who count in dollars. Nothing is shown until the rate is known; the charge itself is
 * always in shillings. `brief`: a few words beside the shillings, where a price is first told (the
 * landing page's card, the top of the form); in full, with the rate, on the payment screen.
 */
export function UsdGuide({ tsh, brief = false }: { tsh: number; brief?: boolean }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const options = usePaymentOptions();
  if (!options) return null;
  const usd = formatWholeNumber(approximateUsd(tsh, options.tshPerUsd), lang);
  if (brief) return <span className="service-usd">{t('servicePrice.aboutUsd', { usd })}</span>;
  return (
    <p className="payment-usd">
      {t('paymentMethods.aboutUsd', { usd, rate: formatTsh(options.tshPerUsd, lang) })}
    </p>
  );
}

export default UsdGuide;
