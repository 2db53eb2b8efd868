import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/form/TextField';
import { applicationKindLabels, isApplicationKind, type ApplicationKind } from '#domain/kinds';
import { ApiError } from '#lib/api';
import { refusalKey } from '#lib/apiFailure';
import type { ReportsApi } from './api';
import { targetsFormSchema, targetsFormValues, type TargetsFormInput, type TargetsFormOutput } from './targetsForm';
import { SaveRow, type SaveOutcome } from '../common/SaveOutcome';

const TARGET_LABELS = {
  save: 'admin.reports.targets.save',
  saving: 'admin.reports.targets.saving',
  saved: 'admin.reports.targets.saved',
};

type Props = {
  /** The targets as they stand, one row per service. */
  rows: readonly { kind: ApplicationKind; target: number | null }[];
  api: Pick<ReportsApi, 'saveTargets'>;
  onSaved: () => void;
};

/** An admin sets each service's monthly revenue target in shillings; an empty box means none. */
export function TargetsForm({ rows, api, onSaved }: Props) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<SaveOutcome>();
  const form = useForm<TargetsFormInput, unknown, TargetsFormOutput>({
    resolver: zodResolver(targetsFormSchema),
    defaultValues: targetsFormValues(rows),
    mode: 'onTouched',
  });
  const saving = form.formState.isSubmitting;

  const save = form.handleSubmit(async (body) => {
    setOutcome(undefined);
    try {
      await api.saveTargets(body);
      setOutcome({ saved: true });
      onSaved();
    } catch (error) {
      // A refusal of one service's target goes next to its box.
      const fields = error instanceof ApiError && error.code === 'validation' ? error.fields : undefined;
      const named = Object.entries(fields ?? {})
        .map(([path, message]) => [path.replace(/^targets\./, ''), message] as const)
        .filter(([kind]) => isApplicationKind(kind));
      named.forEach(([kind, message], index) =>
        form.setError(`targets.${kind as ApplicationKind}`, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (named.length === 0) setOutcome({ failed: refusalKey(error, 'admin.reports.targets.failed') });
    }
  });

  return (
    <FormProvider {...form}>
      <form className="form report-targets-form" noValidate onSubmit={(event) => void save(event)}>
        <fieldset>
          <legend>{t('admin.reports.targets.formTitle')}</legend>
          <p className="field-hint">{t('admin.reports.targets.formHint')}</p>
          {/* In the report's order of services, as the table above lists them. */}
          {rows.map(({ kind }) => (
            <TextField
              key={kind}
              name={`targets.${kind}`}
              label={applicationKindLabels[kind]}
              inputMode="numeric"
              maxLength={20}
            />
          ))}
        </fieldset>
        <SaveRow saving={saving} outcome={outcome} labels={TARGET_LABELS} />
      </form>
    </FormProvider>
  );
}
