import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG } from '#domain/common';
import { isValidContactPhone } from '#domain/phone';
import type { ApplicationProof } from '#domain/tracking';

type Props = {
  /** Makes the field's ids unique on a page of cards. */
  idPrefix: string;
  reference: string;
  /** What the submit button does, and says while it does it. */
  submitLabel: string;
  busyLabel: string;
  /** Acts with the proof; resolves to the translation key of a failure, or undefined. */
  onProof: (proof: ApplicationProof) => Promise<string | undefined>;
  onCancel: () => void;
};

/**
 * Asks for the phone number on an application before what names its applicant (the receipt, the
 * staff's message): on a shared computer, holding the device is no proof of being the applicant.
 * The field takes focus when it appears; a failure is announced under it.
 */
export function PhoneProofForm({ idPrefix, reference, submitLabel, busyLabel, onProof, onCancel }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputId = `${idPrefix}-phone`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = phone.trim();
    if (typed === '' || !isValidContactPhone(typed)) {
      setFailure(typed === '' ? MSG.required : MSG.phone);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(undefined);
    const failed = await onProof({ reference, phone: typed });
    setBusy(false);
    if (failed) {
      setFailure(failed);
      input.current?.focus();
    }
  };

  return (
    <form className="applicant-proof" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={inputId}>{t('myApplications.proofPhone')}</label>
        <p className="field-hint" id={hintId}>
          {t('myApplications.proofHint')}
        </p>
        <input
          ref={input}
          id={inputId}
          type="tel"
          inputMode="tel"
          // Never offered from the browser's memory: at a shared computer it holds earlier applicants'.
          autoComplete="off"
          maxLength={20}
          required
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${hintId} ${errorId}` : hintId}
        />
        {failure && (
          <p className="field-error" id={errorId} role="alert">
            {t(failure)}
          </p>
        )}
      </div>
      <div className="applicant-actions">
        <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
          {t(busy ? busyLabel : submitLabel)}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
