import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#domain/format';
import type { AppLanguage } from '#domain/kinds';
import { formatTsh } from '#domain/money';
import { paymentFieldLabels } from '#domain/payment';
import { paymentRecordStatusOptions } from '#domain/paymentState';
import type { PaymentRow } from './api/payments';
import { NotAvailable } from './NotAvailable';
import type { Loadable } from './useLoad';
import { LoadedList } from './LoadedList';

type Props = { payments: Loadable<PaymentRow[]>; lang: AppLanguage };

/** Every payment attempt for this application, newest first (read by the page, beside the application). */
export function PaymentHistory({ payments, lang }: Props) {
  const { t } = useTranslation();
  return (
    <section className="detail-section" aria-labelledby="detail-payments">
      <h2 id="detail-payments">{t('admin.detail.payments.title')}</h2>
      <LoadedList items={payments} failed="admin.detail.payments.failed" empty="admin.detail.payments.empty">
        {(shown) => (
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
              {shown.map((payment) => (
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
      </LoadedList>
    </section>
  );
}
