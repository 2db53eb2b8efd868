import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HydratedForm } from '#components/HydratedForm';
import { showError, showSuccess } from '#lib/dialogs';
import { clearDraft, loadDraft, saveDraft } from '#lib/draft';
import type { FeedbackInput } from './api/sendFeedback';

const DRAFT = 'feedback';
const EMPTY: FeedbackInput = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];

// Firebase is fetched only when someone starts writing feedback, not with the landing page.
const loadSender = () => import('./api/sendFeedback');
const sendLazily = async (input: FeedbackInput) => (await loadSender()).sendFeedback(input);
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Props = { send?: (input: FeedbackInput) => Promise<void> };

export function FeedbackForm({ send = sendLazily }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FeedbackInput>(() => ({
    ...EMPTY,
    ...loadDraft<FeedbackInput>(DRAFT),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    saveDraft(DRAFT, values);
  }, [values]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as Field;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
    const empty = FIELDS.filter((field) => !trimmed[field]);
    if (empty.length > 0) {
      setErrors(Object.fromEntries(empty.map((field) => [field, 'home.feedback.fieldRequired'])));
      document.getElementById(`feedback-${empty[0]}`)?.focus();
      await showError(t('dialog.error'), t('home.feedback.required'));
      return;
    }
    if (!EMAIL_PATTERN.test(trimmed.email)) {
      setErrors({ email: 'home.feedback.emailInvalid' });
      document.getElementById('feedback-email')?.focus();
      return;
    }
    setSending(true);
    try {
      await send(trimmed);
      setValues(EMPTY);
      clearDraft(DRAFT);
      await showSuccess(t('dialog.success'), t('home.feedback.sent'));
    } catch (error) {
      const key = await loadSender().then(
        (sender) => sender.feedbackFailureKey(error),
        () => 'home.feedback.failed',
      );
      await showError(t('dialog.error'), t(key));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="feedback" aria-labelledby="feedback-title">
      <h2 id="feedback-title">{t('home.feedback.title')}</h2>
      <p>{t('home.feedback.lead')}</p>
      <HydratedForm
        className="card form"
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadSender().catch(() => undefined)}
      >
        {FIELDS.map((field) => {
          const id = `feedback-${field}`;
          const error = errors[field];
          const invalid = Boolean(error);
          const common = {
            id,
            name: field,
            value: values[field],
            onChange,
            required: true,
            'aria-invalid': invalid,
            'aria-describedby': invalid ? `${id}-error` : undefined,
          };
          return (
            <div className="field" key={field}>
              <label htmlFor={id}>{t(`home.feedback.${field}`)}</label>
              {field === 'message' ? (
                <textarea {...common} rows={4} maxLength={1000} />
              ) : (
                <input
                  {...common}
                  type={field === 'email' ? 'email' : 'text'}
                  autoComplete={field}
                  maxLength={field === 'email' ? 254 : 100}
                />
              )}
              {invalid && (
                <p className="field-error" id={`${id}-error`} role="alert">
                  {error && t(error)}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" className="button primary" disabled={sending} aria-busy={sending}>
          {sending ? t('common.sending') : t('home.feedback.send')}
        </button>
      </HydratedForm>
    </section>
  );
}
