import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { RetryNotice } from '#components/RetryNotice';
import { formatTsh } from '#domain/money';
import { apiFailureKey } from '#lib/apiFailure';
import { recallCheckout } from '#lib/checkoutStorage';
import { useFetch } from '#lib/fetching';
import { fetchPayment, reportReturn, type PaymentView } from './api/payments';
import { gatewayVisit, setGatewayVisit } from './gatewayVisit';
import { ReceiptOffer } from './ReceiptOffer';
import { paymentAddress } from './paymentAddress';
import { WithReference } from './WithReference';
import './payment.css';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/** While the payment is pending, its status is asked again this often (only while the tab is visible). */
export const POLL_MS = 4_000;

type StatusKey = readonly ['payment.status', string];
const readStatus = ([, orderId]: StatusKey) => fetchPayment(orderId);
/** Poll until the status is final (paid or failed); the first answer is still on its way at first. */
const pollWhilePending = (answer?: PaymentView) =>
  answer === undefined || answer.status === 'pending' ? POLL_MS : 0;

/** Whole minutes until `iso`, at least one: a guide, read on this device's clock. */
const minutesUntil = (iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - Date.now()) / 60_000));

/** What the payer reads about a pending or failed payment, and whether they may pay again now. */
function explanation(payment: PaymentView): { lines: string[]; payAgain: boolean } {
  const card = payment.method === 'card';
  if (payment.status === 'failed') {
    return {
      lines: [
        'paymentStatus.failed',
        'paymentAgain.noMoneyTaken',
        card ? 'paymentAgain.checkCard' : 'paymentAgain.checkMobileMoney',
      ],
      payAgain: true,
    };
  }
  // A card checkout the payer came back from unpaid: nothing is under way, so at once.
  if (payment.status === 'pending' && payment.left) return { lines: ['paymentAgain.left'], payAgain: true };
  if (payment.status === 'pending' && payment.expired)
    return { lines: ['paymentAgain.expired'], payAgain: true };
  if (payment.status === 'pending') {
    return { lines: [card ? 'paymentAgain.pendingCard' : 'paymentStatus.pending'], payAgain: false };
  }
  return { lines: ['success.body'], payAgain: false };
}

/**
 * The real status of one order, from the API (which asks the gateway while it is pending): asked
 * again every POLL_MS while pending, at once when the tab comes back into view, and on Refresh.
 * The gateway sends the payer back here, which the API hears first: a card order still unpaid is
 * then left. A failed payment, one left, or one whose payment page has closed unpaid, can be paid
 * again from here, in any tab: the payment screen finds the application by its reference. A paid
 * one offers its receipt.
 */
export function PaymentStatusView({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const navigate = useNavigate();
  const status = useFetch<PaymentView, StatusKey>(['payment.status', orderId], readStatus, {
    refreshInterval: pollWhilePending,
  });
  const payment = status.data;
  /** Why the last load failed, as a translation key; shown only while there is no answer to show. */
  const loadFailure =
    status.error === undefined ? undefined : apiFailureKey(status.error, 'paymentStatus.loadFailed');
  const load = () => void status.mutate();
  const { mutate } = status;

  useEffect(() => {
    if (gatewayVisit() === orderId) setGatewayVisit();
    // Unreachable: the status is still read, and the payment page tells it next time.
    reportReturn(orderId).then(
      (answer) => void mutate(answer, { revalidate: false }),
      () => undefined,
    );
  }, [orderId, mutate]);

  if (loadFailure && !payment) {
    return (
      <RetryNotice className="" message={loadFailure} retryLabel="paymentStatus.refresh" onRetry={load} />
    );
  }
  if (!payment) return <p role="status">{t('common.loading')}</p>;

  const { reference } = payment;
  const amount = formatTsh(payment.amount, lang);
  const { lines, payAgain } = explanation(payment);
  const [headline, ...details] = lines;
  // This tab's own application goes along, so its name and phone need not be found again.
  const payAgainNow = (ref: string) => {
    const kept = recallCheckout();
    navigate(paymentAddress(ref), { state: kept?.reference === ref ? kept : null });
  };
  return (
    <div className={`card payment-status status-${payment.status}`} role="status" aria-live="polite">
      <p className="status-headline">{t(headline!)}</p>
      {details.map((line) => (
        <p key={line}>{t(line)}</p>
      ))}
      <p>
        <WithReference
          reference={reference ?? payment.orderId}
          sentence={(mark) => t('paymentStatus.summary', { reference: mark, amount })}
        />
      </p>
      {payment.status === 'paid' && reference && <ReceiptOffer reference={reference} />}
      {payment.status === 'pending' && !payment.expired && !payment.left && payment.expiresAt && (
        <p>{t('paymentAgain.payAgainIn', { count: minutesUntil(payment.expiresAt) })}</p>
      )}
      <div className="actions">
        {payment.status === 'pending' && (
          <button type="button" className="button secondary" onClick={load}>
            {t('paymentStatus.refresh')}
          </button>
        )}
        {payAgain && reference && (
          <button type="button" className="button primary" onClick={() => payAgainNow(reference)}>
            {t('paymentAgain.payAgain')}
          </button>
        )}
        {payAgain && !reference && <Link to="/track">{t('paymentFind.trackLink')}</Link>}
        {recallCheckout()?.forClient ? (
          <Link to="/agent">{t('clients.backToClients')}</Link>
        ) : (
          <Link to="/my-applications">{t('myApplications.title')}</Link>
        )}
        <Link to="/">{t('common.backHome')}</Link>
      </div>
    </div>
  );
}
