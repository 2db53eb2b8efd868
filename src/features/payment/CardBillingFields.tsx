import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#domain/common';
import { listCountries } from '#domain/countries/index';
import type { BillingAnswers } from './billing';
import { useReaderLanguage } from '#lib/useReaderLanguage';

type Props = { billing: BillingAnswers; onChange: (billing: BillingAnswers) => void };

const TEXT_FIELDS = [
  {
    name: 'address',
    label: 'paymentMethods.address',
    autoComplete: 'billing street-address',
    max: LIMITS.address,
  },
  { name: 'city', label: 'paymentMethods.city', autoComplete: 'billing address-level2', max: LIMITS.name },
  {
    name: 'postcode',
    label: 'paymentMethods.postcode',
    autoComplete: 'billing postal-code',
    max: LIMITS.code,
  },
] as const;

/**
 * The billing address Selcom needs for a card: the payer's own, as their bank has it. Loaded only
 * when a card is chosen, with its list of countries.
 */
export default function CardBillingFields({ billing, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const countries = useMemo(() => listCountries(lang), [lang]);
  const set = (name: keyof BillingAnswers) => (value: string) => onChange({ ...billing, [name]: value });
  return (
    <fieldset className="field payment-billing" aria-describedby="payment-billing-hint">
      <legend>{t('paymentMethods.billing')}</legend>
      <p className="field-hint" id="payment-billing-hint">
        {t('paymentMethods.billingHint')}
      </p>
      {TEXT_FIELDS.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`payment-billing-${field.name}`}>{t(field.label)}</label>
          <input
            id={`payment-billing-${field.name}`}
            autoComplete={field.autoComplete}
            maxLength={field.max}
            required={field.name !== 'postcode'}
            value={billing[field.name]}
            onChange={(event) => set(field.name)(event.target.value)}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor="payment-billing-country">{t('paymentMethods.country')}</label>
        <select
          id="payment-billing-country"
          autoComplete="billing country"
          required
          value={billing.country}
          onChange={(event) => set('country')(event.target.value)}
        >
          <option value="">{t('paymentMethods.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
