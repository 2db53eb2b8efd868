import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#domain/format';
import type { AppLanguage } from '#domain/kinds';
import { formatTsh } from '#domain/money';
import { paymentFieldLabels } from '#domain/payment';
import { paymentRecordStatusOptions } from '#domain/paymentState';
import type { PaymentRow } from './api/payments';
import { NotAvailable } from './NotAvailable';
import type { Loadable } from './useLoad';

type Props = { payments: Loadable<PaymentRow[]>; lang: AppLanguage };

/** Every payment attempt for this application, newest first (read by the page, beside the application). */
export function PaymentHistory({ payments, lang }: Props) {
  const { t } = useTranslation();
  return (
    <section className="detail-section" aria-labelledby="detail-payments">
      <h2 id="detail-payments">{t('admin.detail.payments.title')}</h2>
      {payments.status === 'loading' && <p role="status">{t('common.loading')}</p>}
      {payments.status === 'failed' && (
        <p className="notice error" role="alert">
          {t('admin.detail.payments.failed')}
        </p>
      )}
      {payments.status === 'done' && payments.value.length === 0 && <p>{t('admin.detail.payments.empty')}</p>}
      {payments.status === 'done' && payments.value.length > 0 && (
        <table className="detail-table">
          <thead>
            <tr>
              <th scope="col">{t(paymentFieldLabels.orderId)}</th>
              <th scope="col">{t(paymentFieldLabels.amount)}</th>
              <th scope="col">{t(paymentFieldLabels.status)}</th>
              <th scope="col">{t(paymentFieldLabels.createdAt)}</th>
            </tr>
          </thead>
          <tbody>
            {payments.value.map((payment) => (
              <tr key={payment.orderId}>
                <td>{payment.orderId}</td>
                <td>{formatTsh(payment.amount, lang)}</td>
                <td>
                  {paymentRecordStatusOptions.labels[payment.status]
                    ? t(paymentRecordStatusOptions.labels[payment.status])
                    : payment.status}
                </td>
                <td>{payment.at === null ? <NotAvailable /> : formatDateTime(payment.at, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
