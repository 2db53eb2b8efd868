import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '#components/FormSubmit';
import type { AgentRequestView } from '#domain/agentAdmin';
import { agentDetailsSchema, type AgentView } from '#domain/agents';
import { LIMITS } from '#domain/common';
import { ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import type { AgentsApi } from './api/agents';
import { CommissionFields } from './CommissionFields';
import { useCommissionDrafts } from './useCommissionDrafts';
import { commissionInputId, commissionsFrom, type CommissionErrors } from './commissionDraft';

const FIELDS = ['name', 'phone', 'email', 'aan'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const LABELS: Record<Field, string> = {
  name: 'agents.form.name',
  phone: 'agents.form.phone',
  email: 'agents.form.email',
  aan: 'agents.form.aan',
};
const HINTS: Partial<Record<Field, string>> = {
  email: 'agents.form.emailHint',
  aan: 'agents.form.aanHint',
};
const INPUTS: Record<
  Field,
  { type: string; autoComplete: string; maxLength: number; inputMode?: 'tel' | 'email' }
> = {
  name: { type: 'text', autoComplete: 'off', maxLength: LIMITS.name },
  phone: { type: 'tel', autoComplete: 'off', maxLength: 30, inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'off', maxLength: LIMITS.email, inputMode: 'email' },
  aan: { type: 'text', autoComplete: 'off', maxLength: LIMITS.code },
};

/** What is wrong with each detail (translation keys), by the schema the API parses them with. */
function detailErrors(values: Values): FieldErrors {
  const checked = agentDetailsSchema.safeParse(values);
  if (checked.success) return {};
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as Field;
    // The schema's word for a malformed AAN is the applicant's ("no agent has it"): here it is a shape.
    errors[field] ??= field === 'aan' ? 'agents.form.aanInvalid' : issue.message;
  }
  return errors;
}

/** What the API refused, where the form shows it: a taken AAN or email beside its field. */
function refusalOf(error: unknown): { fields: FieldErrors; commission: CommissionErrors } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'agent.aanTaken') return { fields: { aan: 'errors.agent.aanTaken' }, commission: {} };
  if (error.code === 'agent.emailTaken')
    return { fields: { email: 'errors.agent.emailTaken' }, commission: {} };
  if (error.code !== 'validation' || !error.fields) return undefined;
  const fields: FieldErrors = {};
  const commission: CommissionErrors = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const [first, kind] = path.split('.');
    if (first === 'commission' && kind) commission[kind as keyof CommissionErrors] = message;
    else if (FIELDS.includes(first as Field))
      fields[first as Field] = first === 'aan' ? 'agents.form.aanInvalid' : message;
  }
  return { fields, commission };
}

type Props = {
  api: Pick<AgentsApi, 'create' | 'proposeAan'>;
  /** The "Become an agent" request being approved, whose details fill the form. */
  request?: AgentRequestView;
  /** Leaves the request: the form starts blank. */
  onLeaveRequest?: () => void;
  onCreated: (agent: AgentView) => void | Promise<void>;
};

/**
 * An admin creates an agent: who they are, their AAN (typed, proposed by the API, or left empty for
 * the API to propose), and their commission per service. Checked here with the API's own schema
 * first; a refusal of the API (an AAN or email already taken) is shown beside its field.
 */
export function NewAgentForm({ api, request, onLeaveRequest, onCreated }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [values, setValues] = useState<Values>({
    name: request?.name ?? '',
    phone: request?.phone ?? '',
    email: request?.email ?? '',
    aan: '',
  });
  const {
    drafts,
    errors: commissionErrors,
    setErrors: setCommissionErrors,
    change: changeDraft,
  } = useCommissionDrafts();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [proposing, setProposing] = useState(false);
  const [proposeFailed, setProposeFailed] = useState(false);
  const fieldId = (field: Field) => `${ids}-${field}`;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const propose = async () => {
    setProposing(true);
    setProposeFailed(false);
    try {
      change('aan', await api.proposeAan());
    } catch {
      setProposeFailed(true);
    } finally {
      setProposing(false);
    }
  };

  /** Shows what is wrong, and takes the keyboard to the first field at fault. */
  const refuse = (fields: FieldErrors, commission: CommissionErrors) => {
    setErrors(fields);
    setCommissionErrors(commission);
    const firstField = FIELDS.find((field) => fields[field]);
    const firstKind = Object.keys(commission)[0] as keyof CommissionErrors | undefined;
    const target = firstField ? fieldId(firstField) : firstKind && commissionInputId(ids, firstKind);
    if (target) document.getElementById(target)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const fields = detailErrors(values);
    const commission = commissionsFrom(drafts);
    const commissionProblems = commission.ok ? {} : commission.errors;
    if (Object.keys(fields).length > 0 || !commission.ok) {
      refuse(fields, commissionProblems);
      return;
    }
    setSending(true);
    try {
      const agent = await api.create({
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        aan: values.aan.trim(),
        commission: commission.commissions,
        ...(request ? { requestId: request.id } : {}),
      });
      await onCreated(agent);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) refuse(refused.fields, refused.commission);
      else setFailure(apiFailureKey(error, 'agents.form.failed'));
    } finally {
      setSending(false);
    }
  };

  const invalid = Object.keys(errors).length > 0 || Object.keys(commissionErrors).length > 0;

  return (
    <section className="card agents-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} tabIndex={-1} className="new-agent-title">
        {t('agents.form.title')}
      </h2>
      {request && (
        <div className="notice agents-approving">
          <p>{t('agents.requests.approving', { name: request.name })}</p>
          {onLeaveRequest && (
            <button type="button" className="button secondary" onClick={onLeaveRequest}>
              {t('agents.requests.cancelApprove')}
            </button>
          )}
        </div>
      )}
      <form className="form agents-form" noValidate onSubmit={(event) => void submit(event)}>
        {FIELDS.map((field) => {
          const id = fieldId(field);
          const error = errors[field];
          const hint = HINTS[field];
          const describedBy = [...(hint ? [`${id}-hint`] : []), ...(error ? [`${id}-error`] : [])].join(' ');
          return (
            <div className="field" key={field}>
              <label htmlFor={id}>
                {t(LABELS[field])}
                {field !== 'aan' && <span aria-hidden="true"> *</span>}
              </label>
              {hint && (
                <p className="field-hint" id={`${id}-hint`}>
                  {t(hint)}
                </p>
              )}
              <div className={field === 'aan' ? 'aan-input' : undefined}>
                <input
                  id={id}
                  name={field}
                  {...INPUTS[field]}
                  value={values[field]}
                  onChange={(event) => change(field, event.target.value)}
                  aria-required={field !== 'aan' || undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                />
                {field === 'aan' && (
                  <button
                    type="button"
                    className="button secondary"
                    onClick={() => void propose()}
                    disabled={proposing}
                  >
                    {proposing ? t('agents.form.proposing') : t('agents.form.propose')}
                  </button>
                )}
              </div>
              {field === 'aan' && proposeFailed && (
                <p className="field-error" role="alert">
                  {t('agents.form.proposeFailed')}
                </p>
              )}
              {error && (
                <p className="field-error" id={`${id}-error`} role="alert">
                  {t(error)}
                </p>
              )}
            </div>
          );
        })}
        <fieldset className="commission-group">
          <legend>{t('agents.commission.title')}</legend>
          <p className="field-hint">{t('agents.commission.hint')}</p>
          <CommissionFields idPrefix={ids} drafts={drafts} errors={commissionErrors} onChange={changeDraft} />
        </fieldset>
        {invalid && <p className="form-failure">{t('agents.form.invalid')}</p>}
        <FormSubmit
          busy={sending}
          label="agents.form.create"
          busyLabel="agents.form.creating"
          failure={failure}
        />
      </form>
    </section>
  );
}
