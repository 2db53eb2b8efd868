import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARD_SCHEMES,
  defaultPaymentMethod,
  MOBILE_MONEY_NETWORKS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '#domain/paymentMethods';
import { isMobileMoneyNumber, isValidContactPhone, isValidPaymentPhone, normalizePhone } from '#domain/phone';
import type { CheckoutState } from '#lib/checkout';
import { recallAgentPayingPhone, rememberAgentPayingPhone } from '#lib/agentPayingPhone';
import { rememberCheckout } from '#lib/checkoutStorage';
import { setGatewayVisit } from './gatewayVisit';
import { PaymentStartError, startPayment } from './api/payments';
import { NO_BILLING, type BillingAnswers } from './billing';

// Only a card payer needs the billing address and its list of countries.
const CardBillingFields = lazy(() => import('./CardBillingFields'));

type Failure = { messageKey: string; gatewayCode?: string };

/** What each choice is, under its name: the networks and the cards Selcom's page takes. */
const METHOD_HINTS: Record<PaymentMethod, string> = {
  mobileMoney: MOBILE_MONEY_NETWORKS.join(', '),
  card: CARD_SCHEMES.join(', '),
};

/** Why the phone cannot be used for `method`, as a translation key; undefined when it can. */
function phoneProblemOf(method: PaymentMethod, phone: string): string | undefined {
  if (phone.trim() === '') return 'payment.required';
  if (method === 'card') return isValidContactPhone(phone) ? undefined : 'validation.phone';
  if (!isValidPaymentPhone(phone)) return 'validation.paymentPhone';
  return isMobileMoneyNumber(normalizePhone(phone)) ? undefined : 'paymentMethods.tanzanianOnly';
}

const billingDone = (billing: BillingAnswers) =>
  billing.address.trim() !== '' && billing.city.trim() !== '' && billing.country !== '';

/** Why Pay is disabled, said beside it: the first thing still missing. */
function whyNotPayable(method: PaymentMethod, phone: string, billing: BillingAnswers): string | undefined {
  const card = method === 'card';
  if (phoneProblemOf(method, phone)) {
    if (card) return 'paymentMethods.whyCardPhone';
    return phone.trim() === ''
      ? 'paymentMethods.whyMobileMoneyPhone'
      : 'paymentMethods.whyMobileMoneyInvalid';
  }
  return card && !billingDone(billing) ? 'paymentMethods.whyBilling' : undefined;
}

/**
 * How to pay, and Pay: mobile money or a card (a card by default for a phone that is not
 * Tanzanian), the phone from the form to start with, a card's billing address. The price is
 * the server's; this only names the application.
 */
export function PaymentForm({ checkout }: { checkout: CheckoutState }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PaymentMethod>(
    () => checkout.method ?? defaultPaymentMethod(checkout.phone),
  );
  const [phone, setPhone] = useState(
    () => (checkout.forClient ? recallAgentPayingPhone() : undefined) ?? checkout.phone ?? '',
  );
  // A number carried over from the form is checked at once, so a wrong one shows before Pay.
  const [touched, setTouched] = useState(Boolean(checkout.phone));
  const [billing, setBilling] = useState<BillingAnswers>(NO_BILLING);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<Failure>();

  const card = method === 'card';
  const phoneError = touched ? phoneProblemOf(method, phone) : undefined;
  const why = whyNotPayable(method, phone, billing);

  const pay = async (event?: FormEvent) => {
    event?.preventDefault();
    if (why || paying) return;
    setPaying(true);
    setFailure(undefined);
    // Paying again in this tab (after a decline, say) starts from what was used this time.
    rememberCheckout({ ...checkout, phone, method });
    if (checkout.forClient) rememberAgentPayingPhone(phone);
    try {
      const cardBilling = { ...billing, postcode: billing.postcode.trim() };
      const started = await startPayment(
        checkout,
        normalizePhone(phone),
        method,
        card ? cardBilling : undefined,
      );
      setGatewayVisit(started.orderId);
      window.location.assign(started.redirectUrl);
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
    <>
      <form className="card form" noValidate onSubmit={(event) => void pay(event)}>
        <fieldset className="field radio-group payment-methods">
          <legend>{t('paymentMethods.legend')}</legend>
          {PAYMENT_METHODS.map((choice) => (
            <div key={choice} className="payment-method">
              <label className="radio">
                <input
                  type="radio"
                  name="method"
                  value={choice}
                  checked={method === choice}
                  onChange={() => setMethod(choice)}
                  aria-describedby={`payment-method-${choice}`}
                />
                {t(`paymentMethods.${choice}`)}
              </label>
              <p className="field-hint" id={`payment-method-${choice}`}>
                {METHOD_HINTS[choice]}
              </p>
            </div>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="payment-phone">{t(card ? 'paymentMethods.cardPhone' : 'payment.phone')}</label>
          <p className="field-hint" id="payment-phone-hint">
            {t(card ? 'paymentMethods.cardPhoneHint' : 'payment.phoneHint')}
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
        {card && (
          <Suspense fallback={null}>
            <CardBillingFields billing={billing} onChange={setBilling} />
          </Suspense>
        )}
        <div className="payment-pay">
          <button
            type="submit"
            className="button primary"
            disabled={Boolean(why) || paying}
            aria-busy={paying}
            aria-describedby={why ? 'payment-why' : undefined}
          >
            {paying ? t('payment.paying') : t('payment.pay')}
          </button>
          {why && (
            <p className="field-hint" id="payment-why">
              {t(why)}
            </p>
          )}
        </div>
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
    </>
  );
}
