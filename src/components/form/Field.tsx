import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  id: string;
  label: string;
  error?: string;
  errorId: string;
  hint?: string;
  /** What the hint's text names ({{count}}…). */
  hintValues?: Record<string, unknown>;
  hintId: string;
  required?: boolean;
  children: ReactNode;
};

/** Label, control, hint and error for one field; `label`, `hint` and `error` are i18n keys. */
export function Field({ id, label, error, errorId, hint, hintValues, hintId, required, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>
        {t(label)}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p className="field-hint" id={hintId}>
          {t(hint, hintValues)}
        </p>
      )}
      {children}
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
