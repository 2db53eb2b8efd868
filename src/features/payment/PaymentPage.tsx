import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FeeBreakdown } from '../../components/FeeBreakdown';
import { isValidPaymentPhone, normalizePhone } from '../../domain/phone';
import type { CheckoutState } from '../../lib/checkout';
import { PaymentStartError, startPayment } from './api/payments';
import { recallCheckout, rememberCheckout } from '../../lib/checkoutStorage';

/** Spec §9's fallbacks, shown only when no application is attached (nothing can be paid then). */
const NO_APPLICATION = { price: 200, name: 'Unknown' };

type Failure = { messageKey: string; gatewayCode?: string };

export default function PaymentPage() {
  const { t } = useTranslation();
  const fromForm = useLocation().state as CheckoutState | null;
  const [checkout] = useState(() => {
    const found = fromForm ?? recallCheckout();
    if (found) rememberCheckout(found);
    return found;
  });
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<Failure>();

  const empty = phone.trim() === '';
  const valid = !empty && isValidPaymentPhone(phone);
  const phoneError = touched && (empty ? 'payment.required' : valid ? undefined : 'validation.paymentPhone');

  const pay = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!checkout || !valid || paying) return;
    setPaying(true);
    setFailure(undefined);
    try {
      window.location.assign(await startPayment(checkout, normalizePhone(phone)));
    } catch (error) {
      setFailure(
        error instanceof PaymentStartError
          ? { messageKey: error.translationKey, gatewayCode: error.gatewayCode }
          : { messageKey: 'payment.processingError' },
      );
      setPaying(false);
    }
  };

  return (
    <main id="main" className="page narrow">
      <h1>{t('payment.title')}</h1>
      {checkout ? (
        <p>
          {checkout.name
            ? t('payment.for', { reference: checkout.reference, name: checkout.name })
            : t('payment.forReference', { reference: checkout.reference })}
        </p>
      ) : (
        <p role="status">
          {t('payment.noApplication')} <Link to="/">{t('common.backHome')}</Link>
        </p>
      )}
      <FeeBreakdown total={checkout?.price ?? NO_APPLICATION.price} />
      <form className="card form" noValidate onSubmit={(event) => void pay(event)}>
        <div className="field">
          <label htmlFor="payment-phone">{t('payment.phone')}</label>
          <p className="field-hint" id="payment-phone-hint">
            {t('payment.phoneHint')}
          </p>
          <input
            id="payment-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            onBlur={() => setTouched(true)}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={`payment-phone-hint${phoneError ? ' payment-phone-error' : ''}`}
          />
          {phoneError && (
            <p className="field-error" id="payment-phone-error" role="alert">
              {t(phoneError)}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="button primary"
          disabled={!checkout || !valid || paying}
          aria-busy={paying}
        >
          {paying ? t('payment.paying') : t('payment.pay')}
        </button>
      </form>
      {failure && (
        <div className="card payment-failure" role="alert">
          <p>
            <strong>{t('dialog.error')}</strong> {t(failure.messageKey)}
          </p>
          {failure.gatewayCode && (
            <p className="field-hint">{t('payment.gatewayCode', { code: failure.gatewayCode })}</p>
          )}
          <button type="button" className="button secondary" onClick={() => void pay()} disabled={paying}>
            {t('payment.retry')}
          </button>
        </div>
      )}
      <p>
        <Link to="/my-applications">{t('myApplications.title')}</Link>
      </p>
    </main>
  );
}
