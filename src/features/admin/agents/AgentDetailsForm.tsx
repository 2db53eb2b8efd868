import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { agentEditSchema } from '#domain/agentAdmin';
import type { AgentView } from '#domain/agents';
import { LIMITS } from '#domain/common';
import { apiFailureKey } from '#lib/apiFailure';
import type { AgentsApi } from './api/agents';
import { SaveRow, type SaveOutcome } from '../common/SaveOutcome';

const DETAILS_LABELS = {
  save: 'agents.edit.save',
  saving: 'agents.edit.saving',
  saved: 'agents.edit.saved',
};

type Field = 'name' | 'phone';
const FIELDS: Field[] = ['name', 'phone'];

type Props = {
  agent: AgentView;
  api: Pick<AgentsApi, 'saveDetails'>;
  onSaved: () => void;
};

/** The agent's name and phone, corrected by an admin; the email is their sign-in and stays. */
export function AgentDetailsForm({ agent, api, onSaved }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: agent.name, phone: agent.phone });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    const checked = agentEditSchema.safeParse(values);
    if (!checked.success) {
      const problems: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) problems[issue.path[0] as Field] ??= issue.message;
      setErrors(problems);
      const first = FIELDS.find((field) => problems[field]);
      if (first) document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await api.saveDetails(agent.aan, { name: values.name.trim(), phone: values.phone.trim() });
      setOutcome({ saved: true });
      onSaved();
    } catch (error) {
      setOutcome({ failed: apiFailureKey(error, 'agents.edit.failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card agents-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('agents.edit.title')}</h2>
      <form className="form agents-form" noValidate onSubmit={(event) => void save(event)}>
        {FIELDS.map((field) => {
          const id = `${ids}-${field}`;
          const error = errors[field];
          return (
            <div className="field" key={field}>
              <label htmlFor={id}>
                {t(`agents.form.${field}`)}
                <span aria-hidden="true"> *</span>
              </label>
              <input
                id={id}
                type={field === 'phone' ? 'tel' : 'text'}
                inputMode={field === 'phone' ? 'tel' : undefined}
                autoComplete="off"
                maxLength={field === 'phone' ? 30 : LIMITS.name}
                value={values[field]}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field]: event.target.value }));
                  setErrors(({ [field]: _fixed, ...rest }) => rest);
                  setOutcome(undefined);
                }}
                aria-required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error && (
                <p className="field-error" id={`${id}-error`} role="alert">
                  {t(error)}
                </p>
              )}
            </div>
          );
        })}
        <SaveRow saving={saving} outcome={outcome} labels={DETAILS_LABELS} className="agents-save" />
      </form>
    </section>
  );
}
