import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { TextField } from '#components/form/TextField';
import { describeFailure, type FailureMessage } from './errors';
import { HydratedForm } from '#components/HydratedForm';
import { FormSubmit } from '#components/FormSubmit';

export type AuthField = {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  maxLength?: number;
};

type Props<S extends z.ZodMiniType<FieldValues, FieldValues>> = {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  fields: AuthField[];
  submitLabel: string;
  submittingLabel: string;
  /** Resolves when the user is in; whatever it throws is shown on the form. */
  onSubmit: (values: z.output<S>) => Promise<void>;
  /** A refusal to show before anything is typed (the admin guard sends people here with one). */
  initialFailure?: FailureMessage;
};

/** Email-and-password forms: labelled fields, the failure above the button, nothing lost on error. */
export function AuthForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(props: Props<S>) {
  const { schema, defaultValues, fields, submitLabel, submittingLabel, onSubmit, initialFailure } = props;
  const [failure, setFailure] = useState<FailureMessage | undefined>(initialFailure);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(describeFailure(error));
    }
  });

  return (
    <FormProvider {...form}>
      <HydratedForm className="form" noValidate onSubmit={(event) => void submit(event)}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.type === 'email' ? 'email' : undefined}
            maxLength={field.maxLength}
            required
          />
        ))}
        <FormSubmit
          busy={submitting}
          label={submitLabel}
          busyLabel={submittingLabel}
          failure={failure?.key}
        />
      </HydratedForm>
    </FormProvider>
  );
}
