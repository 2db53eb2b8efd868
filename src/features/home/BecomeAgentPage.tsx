import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormSubmit } from '#components/FormSubmit';
import { agentRequestSchema } from '#domain/agents';
import { LIMITS } from '#domain/common';
import { ApiError } from '#lib/api';
import { clearDraft, loadDraft, saveDraft } from '#lib/draft';
import type { AgentRequestInput } from './api/sendAgentRequest';

const DRAFT = 'agentRequest';
const FIELDS = ['name', 'phone', 'email', 'about'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { name: '', phone: '', email: '', about: '' };

// Firebase is fetched only when someone starts filling the form in, not with the page.
const loadSender = () => import('./api/sendAgentRequest');
const sendLazily = async (input: AgentRequestInput) => (await loadSender()).sendAgentRequest(input);

const INPUTS: Record<Exclude<Field, 'about'>, { type: string; autoComplete: string; maxLength: number }> = {
  name: { type: 'text', autoComplete: 'name', maxLength: LIMITS.name },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 30 },
  email: { type: 'email', autoComplete: 'email', maxLength: LIMITS.email },
};

/** What is wrong with each field (translation keys), by the schema the API parses the request with. */
function problemsOf(values: Values): Partial<Record<Field, string>> {
  const checked = agentRequestSchema.safeParse(values);
  if (checked.success) return {};
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of checked.error.issues) problems[issue.path[0] as Field] ??= issue.message;
  return problems;
}

/** A field the API refused, named as the form names it ("request.email" → email). */
function refusedFields(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError) || error.code !== 'validation' || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields)
      .map(([path, message]) => [path.replace(/^request\./, ''), message] as const)
      .filter(([field]) => FIELDS.includes(field as Field)),
  );
}

type Props = { send?: (input: AgentRequestInput) => Promise<void> };

/**
 * /become-an-agent: someone who brings clients asks to become an agent. The request waits for an
 * admin (ad/agents), who creates their account or declines. Sent as feedback is; a half-filled
 * form survives a reload, and a failed send keeps everything typed.
 */
export default function BecomeAgentPage({ send = sendLazily }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...loadDraft<Values>(DRAFT) }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!sent) saveDraft(DRAFT, values);
  }, [values, sent]);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as Field;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const refuse = (problems: Partial<Record<Field, string>>) => {
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) document.getElementById(`become-agent-${first}`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const problems = problemsOf(values);
    if (Object.keys(problems).length > 0) return refuse(problems);
    setSending(true);
    try {
      const about = values.about.trim();
      await send({
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        ...(about ? { about } : {}),
      });
      clearDraft(DRAFT);
      setSent(true);
    } catch (error) {
      const refused = refusedFields(error);
      if (Object.keys(refused).length > 0) refuse(refused);
      else {
        const key = await loadSender().then(
          (sender) => sender.agentRequestFailureKey(error),
          () => 'becomeAgent.failed',
        );
        setFailure(key);
      }
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <main id="main" className="page narrow become-agent">
        <h1 ref={sentHeading} tabIndex={-1}>
          {t('becomeAgent.sentTitle')}
        </h1>
        <p className="notice" role="status">
          {t('becomeAgent.sent')}
        </p>
        <p>
          <Link to="/">{t('common.backHome')}</Link>
        </p>
      </main>
    );
  }

  return (
    <main id="main" className="page narrow become-agent">
      <h1>{t('becomeAgent.title')}</h1>
      <p className="lead">{t('becomeAgent.lead')}</p>
      <form
        className="card form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadSender().catch(() => undefined)}
      >
        {FIELDS.map((field) => {
          const id = `become-agent-${field}`;
          const error = errors[field];
          const hint = field === 'about' ? `${id}-hint` : undefined;
          const describedBy = [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
          const common = {
            id,
            name: field,
            value: values[field],
            onChange,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy || undefined,
          };
          return (
            <div className="field" key={field}>
              <label htmlFor={id}>
                {t(`becomeAgent.${field}`)}
                {field !== 'about' && <span aria-hidden="true"> *</span>}
              </label>
              {hint && (
                <p className="field-hint" id={hint}>
                  {t('becomeAgent.aboutHint')}
                </p>
              )}
              {field === 'about' ? (
                <textarea {...common} rows={4} maxLength={LIMITS.text} />
              ) : (
                <input {...common} {...INPUTS[field]} aria-required />
              )}
              {error && (
                <p className="field-error" id={`${id}-error`} role="alert">
                  {t(error)}
                </p>
              )}
            </div>
          );
        })}
        <FormSubmit
          busy={sending}
          label="becomeAgent.send"
          busyLabel="becomeAgent.sending"
          failure={failure}
        />
      </form>
    </main>
  );
}
