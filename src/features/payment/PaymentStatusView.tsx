import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AppLanguage } from '../../domain/kinds';
import { formatTsh } from '../../domain/money';
import { apiFailureKey } from '../../lib/apiFailure';
import { useFetch } from '../../lib/fetching';
import { fetchPayment, type PaymentView } from './api/payments';
import { recallCheckout } from '../../lib/checkoutStorage';

/** While the payment is pending, its status is asked again this often (only while the tab is visible). */
export const POLL_MS = 4_000;

type StatusKey = readonly ['payment.status', string];
const readStatus = ([, orderId]: StatusKey) => fetchPayment(orderId);
/** Poll until the status is final (paid or failed); the first answer is still on its way at first. */
const pollWhilePending = (answer?: PaymentView) =>
  answer === undefined || answer.status === 'pending' ? POLL_MS : 0;

/**
 * The real status of one order, from the API (which asks the gateway while it is pending): asked
 * again every POLL_MS while pending, at once when the tab comes back into view, and on Refresh.
 */
export function PaymentStatusView({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const status = useFetch<PaymentView, StatusKey>(['payment.status', orderId], readStatus, {
    refreshInterval: pollWhilePending,
  });
  const payment = status.data;
  /** Why the last load failed, as a translation key; shown only while there is no answer to show. */
  const loadFailure =
    status.error === undefined ? undefined : apiFailureKey(status.error, 'paymentStatus.loadFailed');
  const load = () => void status.mutate();

  // The status answer names no application or buyer, so a Retry needs the application this tab
  // was paying for; in another tab or device there is none to pay again from here.
  const [checkout] = useState(recallCheckout);
  const retryable = Boolean(checkout && payment?.reference && checkout.reference === payment.reference);
  const retry = () => navigate('/payment', { state: checkout });

  if (loadFailure && !payment) {
    return (
      <div role="alert">
        <p>{t(loadFailure)}</p>
        <button type="button" className="button secondary" onClick={load}>
          {t('paymentStatus.refresh')}
        </button>
      </div>
    );
  }
  if (!payment) return <p role="status">{t('common.loading')}</p>;

  const amount = formatTsh(payment.amount, i18n.language as AppLanguage);
  return (
    <div className={`card payment-status status-${payment.status}`} role="status" aria-live="polite">
      {payment.status === 'paid' && <p className="status-headline">{t('success.body')}</p>}
      {payment.status === 'pending' && <p className="status-headline">{t('paymentStatus.pending')}</p>}
      {payment.status === 'failed' && <p className="status-headline">{t('paymentStatus.failed')}</p>}
      <p>{t('paymentStatus.summary', { reference: payment.reference ?? payment.orderId, amount })}</p>
      {payment.status === 'failed' && !retryable && <p>{t('paymentStatus.retryFromForm')}</p>}
      <div className="actions">
        {payment.status === 'pending' && (
          <button type="button" className="button secondary" onClick={load}>
            {t('paymentStatus.refresh')}
          </button>
        )}
        {payment.status === 'failed' && retryable && (
          <button type="button" className="button primary" onClick={retry}>
            {t('payment.retry')}
          </button>
        )}
        <Link to="/my-applications">{t('myApplications.title')}</Link>
        <Link to="/">{t('common.backHome')}</Link>
      </div>
    </div>
  );
}
