import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PaymentStatusView } from './PaymentStatusView';

export default function PaymentStatusPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  return (
    <main id="main" className="page narrow">
      <h1>{t('paymentStatus.title')}</h1>
      {orderId ? (
        <PaymentStatusView orderId={orderId} />
      ) : (
        <p>
          {t('paymentStatus.noOrder')} <Link to="/">{t('common.backHome')}</Link>
        </p>
      )}
    </main>
  );
}
