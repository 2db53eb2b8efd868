import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PaymentStatusView } from './PaymentStatusView';

/** The gateway's return page; with an order it shows that order's real status, not a blind "paid". */
export default function SuccessPage() {
  const { t } = useTranslation();
  const orderId = useSearchParams()[0].get('order');
  return (
    <main id="main" className="page narrow">
      <h1>{t('success.title')}</h1>
      {orderId ? (
        <PaymentStatusView orderId={orderId} />
      ) : (
        <>
          <p>{t('success.body')}</p>
          <p>
            <Link to="/my-applications">{t('myApplications.title')}</Link>
          </p>
          <Link to="/">{t('common.backHome')}</Link>
        </>
      )}
    </main>
  );
}
