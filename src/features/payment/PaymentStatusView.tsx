import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AppLanguage } from '../../domain/kinds';
import { formatTsh } from '../../domain/money';
import { apiFailureKey } from '../../lib/apiFailure';
import { fetchPayment, type PaymentView } from './api/payments';
import { recallCheckout } from './checkoutStorage';

const POLL_MS = 4_000;

/** The real status of one order, from the API (which asks the gateway while it is pending). */
export function PaymentStatusView({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [payment, setPayment] = useState<PaymentView>();
  /** Why the last load failed, as a translation key; undefined once one succeeds. */
  const [loadFailure, setLoadFailure] = useState<string>();

  // Each tick loads the status again: a Refresh press, or the poll while the payment is pending.
  const [tick, setTick] = useState(0);
  const load = () => setTick((count) => count + 1);

  useEffect(() => {
    let current = true;
    fetchPayment(orderId).then(
      (answer) => {
        if (!current) return;
        setPayment(answer);
        setLoadFailure(undefined);
      },
      (error: unknown) => current && setLoadFailure(apiFailureKey(error, 'paymentStatus.loadFailed')),
    );
    return () => {
      current = false;
    };
  }, [orderId, tick]);

  useEffect(() => {
    if (payment?.status !== 'pending') return;
    const timer = setInterval(load, POLL_MS);
    return () => clearInterval(timer);
  }, [payment?.status]);

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
        <Link to="/">{t('common.backHome')}</Link>
      </div>
    </div>
  );
}
