import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '#components/FormSubmit';
import { LIMITS } from '#domain/common';
import { formatTsh } from '#domain/money';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { formatMonth } from '#domain/officeMonth';
import {
  newPayoutSchema,
  PAYOUT_METHODS,
  payoutMethodLabels,
  type NewPayoutInput,
  type PayoutAnswer,
  type PayoutMethod,
} from '#domain/statements';
import { ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import type { StatementsApi } from './api';

const FIELDS = ['amount', 'paidOn', 'method', 'reference'] as const;
type Field = (typeof FIELDS)[number];
/** The method is none until chosen: a payout is recorded as it was made, never as M-Pesa by default. */
type Values = { amount: string; paidOn: string; method: PayoutMethod | ''; reference: string };
type FieldErrors = Partial<Record<Field, string>>;

/** The amount as typed, in whole shillings: "30,000" and "30 000" are 30000; anything else stays wrong. */
const typedAmount = (typed: string) =>
  typed.trim() === '' ? Number.NaN : Number(typed.replace(/[\s,]/g, ''));

/** What is wrong with each field (translation keys), by the schema the API parses the payout with. */
function fieldErrors(payout: NewPayoutInput): FieldErrors {
  const checked = newPayoutSchema.safeParse(payout);
  if (checked.success) return {};
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return errors;
}

/** What the API refused, beside its field: too much for the month, or a field it found wrong. */
function refusalOf(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'payout.moreThanOwed') return { amount: 'errors.payout.moreThanOwed' };
  if (error.code !== 'validation' || !error.fields) return undefined;
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(error.fields)) {
    if (FIELDS.includes(path as Field)) errors[path as Field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

type Props = {
  agent: { aan: string; name: string };
  month: string;
  /** What the month still owes the agent: the amount offered, and the most the API takes. */
  owed: number;
  api: Pick<StatementsApi, 'recordPayout'>;
  onRecorded: (answer: PayoutAnswer) => void;
  onCancel?: () => void;
  /** Today in Dar es Salaam, 'YYYY-MM-DD': the day offered, and the latest a payout may be dated. */
  today?: string;
};

/**
 * An admin records a payout they have made to an agent against a month: how much, when, how (M-Pesa,
 * a bank transfer…) and the transaction's reference. It is a record of its own: the statement's
 * lines stay as they are, and what is still owed drops by the amount.
 */
export function PayoutForm({
  agent,
  month,
  owed,
  api,
  onRecorded,
  onCancel,
  today = todayInDarEsSalaam(),
}: Props) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const ids = useId();
  const [values, setValues] = useState<Values>({
    amount: owed > 0 ? String(owed) : '',
    paidOn: today,
    method: '',
    reference: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const fieldId = (field: Field) => `${ids}-${field}`;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const refuse = (problems: FieldErrors) => {
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const payout: NewPayoutInput = {
      month,
      amount: typedAmount(values.amount),
      paidOn: values.paidOn,
      // None chosen: the schema refuses it beside the field.
      method: values.method as PayoutMethod,
      reference: values.reference.trim(),
    };
    const problems = fieldErrors(payout);
    if (Object.keys(problems).length > 0) return refuse(problems);
    if (payout.amount > owed) return refuse({ amount: 'errors.payout.moreThanOwed' });
    setSending(true);
    try {
      onRecorded(await api.recordPayout(agent.aan, payout));
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) refuse(refused);
      else setFailure(apiFailureKey(error, 'statements.admin.payoutFailed'));
    } finally {
      setSending(false);
    }
  };

  const describedBy = (field: Field, hint: boolean) =>
    [...(hint ? [`${fieldId(field)}-hint`] : []), ...(errors[field] ? [`${fieldId(field)}-error`] : [])].join(
      ' ',
    ) || undefined;
  const error = (field: Field) =>
    errors[field] && (
      <p className="field-error" id={`${fieldId(field)}-error`}>
        {t(errors[field])}
      </p>
    );

  return (
    <form
      className="form payout-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${ids}-title`}
    >
      <h3 id={`${ids}-title`} tabIndex={-1} className="payout-title">
        {t('statements.admin.recordPayoutFor', { name: agent.name, month: formatMonth(month, lang) })}
      </h3>
      <div className="field">
        <label htmlFor={fieldId('amount')}>
          {t('statements.admin.amount')}
          <span aria-hidden="true"> *</span>
        </label>
        <p className="field-hint" id={`${fieldId('amount')}-hint`}>
          {t('statements.admin.amountHint', { owed: formatTsh(Math.max(owed, 0), lang) })}
        </p>
        <input
          id={fieldId('amount')}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={values.amount}
          onChange={(event) => change('amount', event.target.value)}
          aria-required
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={describedBy('amount', true)}
        />
        {error('amount')}
      </div>
      <div className="field">
        <label htmlFor={fieldId('paidOn')}>
          {t('statements.admin.paidOn')}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={fieldId('paidOn')}
          type="date"
          value={values.paidOn}
          max={today}
          onChange={(event) => change('paidOn', event.target.value)}
          aria-required
          aria-invalid={errors.paidOn ? true : undefined}
          aria-describedby={describedBy('paidOn', false)}
        />
        {error('paidOn')}
      </div>
      <div className="field">
        <label htmlFor={fieldId('method')}>
          {t('statements.admin.method')}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={fieldId('method')}
          value={values.method}
          onChange={(event) => change('method', event.target.value)}
          aria-required
          aria-invalid={errors.method ? true : undefined}
          aria-describedby={describedBy('method', false)}
        >
          <option value="">{t('form.choose')}</option>
          {PAYOUT_METHODS.map((method) => (
            <option key={method} value={method}>
              {t(payoutMethodLabels[method])}
            </option>
          ))}
        </select>
        {error('method')}
      </div>
      <div className="field">
        <label htmlFor={fieldId('reference')}>
          {t('statements.admin.reference')}
          {values.method !== 'cash' && <span aria-hidden="true"> *</span>}
        </label>
        <p className="field-hint" id={`${fieldId('reference')}-hint`}>
          {t('statements.admin.referenceHint')}
        </p>
        <input
          id={fieldId('reference')}
          type="text"
          autoComplete="off"
          maxLength={LIMITS.code}
          value={values.reference}
          onChange={(event) => change('reference', event.target.value)}
          aria-required={values.method !== 'cash' || undefined}
          aria-invalid={errors.reference ? true : undefined}
          aria-describedby={describedBy('reference', true)}
        />
        {error('reference')}
      </div>
      {Object.keys(errors).length > 0 && (
        <p className="form-failure" role="alert">
          {t('statements.admin.invalid')}
        </p>
      )}
      <FormSubmit
        busy={sending}
        label="statements.admin.save"
        busyLabel="statements.admin.saving"
        failure={failure}
      >
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            {t('statements.admin.cancel')}
          </button>
        )}
      </FormSubmit>
    </form>
  );
}
