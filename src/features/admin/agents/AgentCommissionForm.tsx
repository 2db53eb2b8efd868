import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentView } from '#domain/agents';
import { ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import type { AgentsApi } from './api/agents';
import { CommissionFields } from './CommissionFields';
import { useCommissionDrafts } from './useCommissionDrafts';
import { commissionInputId, commissionsFrom, type CommissionErrors } from './commissionDraft';
import { SaveRow, type SaveOutcome } from '../common/SaveOutcome';

const COMMISSION_LABELS = {
  save: 'agents.commission.save',
  saving: 'agents.commission.saving',
  saved: 'agents.commission.saved',
};

type Props = {
  agent: AgentView;
  api: Pick<AgentsApi, 'saveCommission'>;
  onSaved: () => void;
};

/** The agent's commission per service, an amount or a percentage each; Save records the change. */
export function AgentCommissionForm({ agent, api, onSaved }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const { drafts, errors, setErrors, change } = useCommissionDrafts(agent.commission);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>();

  const refuse = (problems: CommissionErrors) => {
    setErrors(problems);
    const first = Object.keys(problems)[0] as keyof CommissionErrors | undefined;
    if (first) document.getElementById(commissionInputId(ids, first))?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    const checked = commissionsFrom(drafts);
    if (!checked.ok) return refuse(checked.errors);
    setSaving(true);
    try {
      await api.saveCommission(agent.aan, checked.commissions);
      setOutcome({ saved: true });
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiError && error.code === 'validation' ? error.fields : undefined;
      if (fields)
        refuse(
          Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.split('.')[0], message])),
        );
      else setOutcome({ failed: apiFailureKey(error, 'agents.commission.failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card agents-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('agents.commission.title')}</h2>
      <p className="field-hint">{t('agents.commission.hint')}</p>
      <form className="form agents-form" noValidate onSubmit={(event) => void save(event)}>
        <CommissionFields
          idPrefix={ids}
          drafts={drafts}
          errors={errors}
          onChange={(kind, draft) => {
            change(kind, draft);
            setOutcome(undefined);
          }}
        />
        <SaveRow
          saving={saving}
          outcome={outcome}
          labels={COMMISSION_LABELS}
          variant="primary"
          className="agents-save"
        />
      </form>
    </section>
  );
}
