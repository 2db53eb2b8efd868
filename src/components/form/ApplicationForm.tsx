import { zodResolver } from '@hookform/resolvers/zod';
import { Children, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import type { AppLanguage, ApplicationKind } from '../../domain/kinds';
import type { UploadArea } from '../../domain/uploads';
import type { CheckoutState } from '../../lib/checkout';
import { CONTACT } from '../../lib/contact';
import { confirmDanger, showError, showSuccess } from '../../lib/dialogs';
import { loadDraft } from '../../lib/draft';
import { uploadDocument, uploadErrorKey } from '../../lib/uploads';
import { useDraftSync } from './useDraftSync';
import { useStagedReveal } from './useStagedReveal';

// Firebase is fetched when the user starts filling the form, not with the screen itself.
const loadSaver = () => import('../../lib/firebase/applications');
// Warming up is best effort: a failed download is tried again, and reported, when the user submits.
const preloadSaver = () => void loadSaver().catch(() => undefined);

export type Saved = { id: string; reference: string };

type Props<S extends z.ZodMiniType<FieldValues, FieldValues>> = {
  kind: ApplicationKind;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** i18n keys of the spec's success and failure messages. */
  messages: { success: string; failure: string };
  /**
   * File inputs (FileField), uploaded before the record is saved. A chosen file is uploaded while
   * its field is `shown` (default: always); a `required` one must be chosen while shown.
   */
  files?: Array<{
    name: string;
    area: UploadArea;
    shown?: (values: z.input<S>) => boolean;
    required?: boolean;
  }>;
  /** A reason (i18n key) the form cannot be submitted as filled, e.g. company registration. */
  blockedReason?: (values: z.input<S>) => string | undefined;
  /** Runs after validation and before anything is uploaded or saved (the TIN duplicate check). */
  beforeSave?: (data: z.output<S>) => Promise<void>;
  toCheckout: (data: z.output<S>, saved: Saved) => CheckoutState;
  /** The sections, shown one after another; they read answers with useAnswer/useAnswers (useAnswers.ts). */
  children: ReactNode;
};

/**
 * An application form: validation with the domain schema, a draft kept as the user types, files
 * uploaded before the record is saved, then the success dialog and the payment screen.
 */
export function ApplicationForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(props: Props<S>) {
  // Clearing starts a fresh form (new key) rather than resetting one whose defaults held the draft.
  const [generation, setGeneration] = useState(0);
  return (
    <ApplicationFormBody key={generation} {...props} onCleared={() => setGeneration((count) => count + 1)} />
  );
}

function ApplicationFormBody<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  props: Props<S> & { onCleared: () => void },
) {
  const { kind, schema, defaultValues, messages, files = [], blockedReason, beforeSave, toCheckout } = props;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: { ...defaultValues, ...loadDraft(kind) } as DefaultValues<z.input<S>>,
    mode: 'onTouched',
    // A hidden block's fields leave the values, so what is validated and saved is what is shown.
    shouldUnregister: true,
  });
  const discardDraft = useDraftSync(form, kind);
  const sections = Children.toArray(props.children);
  const shownSections = useStagedReveal(sections.length);
  // The buttons come with the last section: nobody submits a form whose questions are still arriving.
  const complete = shownSections === sections.length;

  const chosenFile = (name: string) => form.getValues(`files.${name}` as never) as File | undefined;
  const isShown = (file: (typeof files)[number]) => file.shown?.(form.getValues()) ?? true;
  const missingFiles = () => files.filter((file) => file.required && isShown(file) && !chosenFile(file.name));

  const uploadFiles = async () => {
    const paths: Record<string, string> = {};
    for (const file of files) {
      const chosen = chosenFile(file.name);
      if (chosen && isShown(file)) paths[file.name] = await uploadDocument(file.area, chosen);
    }
    return paths;
  };

  const onValid = async (data: z.output<S>) => {
    const missing = missingFiles();
    if (missing.length > 0) {
      for (const file of missing)
        form.setError(`files.${file.name}` as never, { message: 'validation.required' });
      document.getElementById(`field-files-${missing[0]!.name}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await beforeSave?.(data);
      let paths: Record<string, string>;
      try {
        paths = await uploadFiles();
      } catch (error) {
        await showError(t('dialog.error'), t(uploadErrorKey(error)));
        return;
      }
      const record = { ...data, ...paths };
      const saved = await (await loadSaver()).saveApplication(kind, record, i18n.language as AppLanguage);
      discardDraft();
      await showSuccess(t('dialog.success'), `${t(messages.success)} ${t('form.referenceIs', saved)}`);
      navigate('/payment', { state: toCheckout(record as z.output<S>, saved) });
    } catch {
      await showError(t('dialog.error'), t(messages.failure));
    } finally {
      setSaving(false);
    }
  };

  const clearForm = async () => {
    const confirmed = await confirmDanger({
      title: t('form.clearTitle'),
      text: t('form.clearText'),
      confirmText: t('form.clearConfirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    discardDraft();
    props.onCleared();
  };

  return (
    <FormProvider {...form}>
      <form
        className="application-form"
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        onFocus={preloadSaver}
      >
        <p className="form-note">{t('form.requiredNote')}</p>
        {sections.slice(0, shownSections)}
        {complete && (
          <>
            <div className="form-actions">
              <SubmitButton saving={saving} blockedReason={blockedReason} />
              <button
                type="button"
                className="button secondary"
                onClick={() => void clearForm()}
                disabled={saving}
              >
                {t('form.clear')}
              </button>
            </div>
            <p className="form-note">{t('form.draftNote')}</p>
          </>
        )}
      </form>
    </FormProvider>
  );
}

/**
 * The submit button and, when the answers so far cannot be handled online, the reason. It alone
 * watches every value, so typing re-renders it and not the whole form.
 */
function SubmitButton<T extends FieldValues>({
  saving,
  blockedReason,
}: {
  saving: boolean;
  blockedReason?: (values: T) => string | undefined;
}) {
  const { t } = useTranslation();
  const values = useWatch() as T;
  const blocked = blockedReason?.(values);
  return (
    <>
      {blocked && (
        <p className="form-blocked" role="status">
          {t(blocked, { email: CONTACT.salesEmail, phone: CONTACT.phone })}
        </p>
      )}
      <button
        type="submit"
        className="button primary"
        disabled={saving || Boolean(blocked)}
        aria-busy={saving}
      >
        {saving ? t('form.submitting') : t('form.submit')}
      </button>
    </>
  );
}
