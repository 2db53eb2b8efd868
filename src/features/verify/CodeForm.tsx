import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '#components/form/Field';
import { isVerificationCode, typedCode, verificationPath } from '#domain/verification';

/**
 * The box for a code typed from the paper, for whoever cannot scan its QR code (no camera, a
 * photocopy): a code of the wrong shape is refused here, beside the box; a known shape opens its page.
 */
export function CodeForm({ code = '' }: { code?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typedCode(typed);
    if (!isVerificationCode(wanted)) {
      setError('verify.codeInvalid');
      return;
    }
    setError(undefined);
    void navigate(verificationPath(wanted));
  };

  return (
    <form className="card form verify-form" noValidate onSubmit={submit}>
      <Field
        id="verify-code"
        label="verify.codeLabel"
        hint="verify.codeHint"
        hintId="verify-code-hint"
        error={error}
        errorId="verify-code-error"
      >
        <input
          id="verify-code"
          name="code"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'verify-code-hint verify-code-error' : 'verify-code-hint'}
        />
      </Field>
      <button type="submit" className="button primary">
        {t('verify.check')}
      </button>
    </form>
  );
}
