import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { label: string; required?: boolean; error?: string; errorId: string; children: ReactNode };

/** A question answered by radios: the legend is read with each choice, the error is announced. */
export function RadioFieldset({ label, required, error, errorId, children }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="field radio-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>
        {t(label)}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="radio-options">{children}</div>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
