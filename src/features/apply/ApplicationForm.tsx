import { zodResolver } from '@hookform/resolvers/zod';
import { Children, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import type { ApplicationDescriptor } from '#domain/applications';
import { fieldApplies } from '#domain/form';
import { serviceLabels } from '#domain/kinds';
import { newDocumentId } from '#domain/reference';
import { ApiError, NetworkError } from '#lib/api';
import { refusalKey } from '#lib/apiFailure';
import { CONTACT } from '#domain/agency';
import { confirmDanger, showError, showSuccess } from '#lib/dialogs';
import { draftSubmission, loadDraft, rememberSubmission } from '#lib/draft';
import { uploadDocument, uploadErrorKey } from '#lib/uploads';
import { checkoutFor } from '#lib/checkout';
import { loadOutbox } from '#lib/loadOutbox';
import type { KeptDocument } from '#lib/outbox';
import { FormKindContext } from '#components/form/formKind';
import { KeptApplications } from '#components/KeptApplications';
import { useKeptApplications } from '#components/useKeptApplications';
import { DataNotice } from './DataNotice';
import { RevealedBlockErrors } from './RevealedBlockErrors';
import { useDraftSync } from './useDraftSync';
import { useHoldWhileEdited } from './useHoldWhileEdited';
import { useStagedReveal } from './useStagedReveal';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { finishBeforeNewVersion } from '#lib/serviceWorker/newVersion';

// Firebase is fetched when the user starts filling the form, not with the screen itself.
const loadSaver = () => import('./api/saveApplication');
// Warming up is best effort: a failed download is tried again, and reported, when the user submits.
// Not offline: Firebase is left to the network, and a Submit then keeps the application instead.
const preloadSaver = () => {
  if (navigator.onLine) void loadSaver().catch(() => undefined);
};

export type Saved = { id: string; reference: string };

type Props<S extends z.ZodMiniType<FieldValues, FieldValues>> = {
  /**
   * The kind's module (src/domain/kinds/): the form imports its own kind only, so a form's screen
   * downloads no other kind's schemas.
   */
  application: ApplicationDescriptor;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** A reason (i18n key) the form cannot be submitted as filled, e.g. company registration. */
  blockedReason?: (values: z.input<S>) => string | undefined;
  /** Runs after validation and before anything is uploaded or saved (the TIN duplicate check), on a draft's first Submit only. */
  beforeSave?: (data: z.output<S>) => Promise<void>;
  /** The sections, shown one after another; they read answers with useAnswer/useAnswers (useAnswers.ts). */
  children: ReactNode;
};

/** The fields a `validation` refusal of the API names, each with the translation key of its problem. */
function refusedFields(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.code === 'validation' ? (error.fields ?? {}) : {};
}

/**
 * An application form: validation with the domain schema, a draft kept as the user types, files
 * uploaded before the record is saved, then the success dialog and the payment screen.
 */
export function ApplicationForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(props: Props<S>) {
  // Clearing starts a fresh form (new key) rather than resetting one whose defaults held the draft.
  const [generation, setGeneration] = useState(0);
  // What this device keeps of this service to send when back online is said in place of the form,
  // after a reload too, until it is sent: nobody fills it in again thinking it lost. Another
  // application may still be started. Undefined: as the device's list says; false once one is kept
  // here (said at once, before the list is read again); true once another is started.
  const kept = useKeptApplications(props.application.kind);
  const [formShown, setFormShown] = useState<boolean>();
  if (!(formShown ?? kept.length === 0)) {
    return <KeptApplications kept={kept} onAnother={() => setFormShown(true)} />;
  }
  return (
    <ApplicationFormBody
      key={generation}
      {...props}
      onCleared={() => setGeneration((count) => count + 1)}
      onKept={() => setFormShown(false)}
    />
  );
}

function ApplicationFormBody<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  props: Props<S> & { onCleared: () => void; onKept: () => void },
) {
  const { application, schema, defaultValues, blockedReason, beforeSave } = props;
  const { kind } = application;
  const messages = serviceLabels(kind);
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  // Read once: the answers a reader left here, if any.
  const [draft] = useState(() => loadDraft<Record<string, unknown>>(kind));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: { ...defaultValues, ...draft } as DefaultValues<z.input<S>>,
    mode: 'onTouched',
    // A hidden block's fields leave the values, so what is validated and saved is what is shown.
    shouldUnregister: true,
  });
  const sections = Children.toArray(props.children);
  const { shown: shownSections, endRef, engage } = useStagedReveal(sections.length);
  // The buttons come with the last section: nobody submits a form whose questions are still arriving.
  const complete = shownSections === sections.length;
  const discardDraft = useDraftSync(form, kind, { whole: complete, openedWith: draft });
  // A new version of the app waits while answers typed here are not yet sent.
  const holdUpdates = useHoldWhileEdited(form);

  /**
   * The kind's document fields (FileField keeps what was chosen under files.<field>) that hold a
   * choice and apply to the answers: uploaded before the record is saved, or kept with it.
   */
  const chosenDocuments = (): KeptDocument[] => {
    const answers = form.getValues() as Record<string, unknown>;
    return application.uploadFields.flatMap(({ field, area }) => {
      const chosen = form.getValues(`files.${field}` as never) as File | File[] | undefined;
      return chosen && fieldApplies(application.blocks, field, answers) ? [{ field, area, chosen }] : [];
    });
  };

  /** Uploads the chosen documents; the record keeps each one's path. */
  const uploadFiles = async () => {
    const paths: Record<string, string | string[]> = {};
    for (const { field, area, chosen } of chosenDocuments())
      paths[field] = await uploadDocument(area, chosen);
    return paths;
  };

  const keepOnDevice = async (
    data: z.output<S>,
    id: string,
    uploaded: Record<string, string | string[]> = {},
  ) => {
    const { announce, keepApplication } = await loadOutbox();
    const { files: _files, ...draft } = form.getValues() as Record<string, unknown>;
    const answers = data as Record<string, unknown>;
    const {
      applicationId: _id,
      reference: _reference,
      ...checkout
    } = checkoutFor(application, answers, {
      id,
      reference: '',
    });
    await keepApplication({
      id,
      kind,
      lang,
      answers,
      draft,
      documents: chosenDocuments().map((document) => ({ ...document, path: uploaded[document.field] })),
      checkout,
    });
    discardDraft();
    // Submitted with no network: the form closes, and says what it kept (src/lib/outbox.ts).
    props.onKept();
    announce({ type: 'kept', kind, id });
  };

  const onValid = async (data: z.output<S>) => {
    setSaving(true);
    // The very answers of an application kept on this device go under its id, so the two make one
    // (the API answers a repeat with the application it made): its checks ran then.
    const outbox = await loadOutbox().catch(() => undefined);
    const answers = JSON.stringify(data);
    const same = (await outbox?.keptApplications())?.find(
      (kept) => kept.kind === kind && JSON.stringify(kept.answers) === answers,
    );
    const submission = same
      ? { id: same.id, attempted: true }
      : draftSubmission(kind, () => ({ id: newDocumentId() }));
    // No network, or it went while sending: the application waits on this device (sent later
    // under the same id, so a part that did arrive is not made twice).
    const offline = (error?: unknown) =>
      !navigator.onLine && (error === undefined || error instanceof NetworkError);
    try {
      if (offline()) {
        await keepOnDevice(data, submission.id);
        return;
      }
      // A retry's checks ran with the first Submit; its own saved copy must not count as a duplicate.
      if (!submission.attempted) await beforeSave?.(data);
      let paths: Record<string, string | string[]>;
      try {
        paths = await uploadFiles();
      } catch (error) {
        if (offline(error)) {
          await keepOnDevice(data, submission.id);
          return;
        }
        await showError(t('dialog.error'), t(uploadErrorKey(error)));
        return;
      }
      const record = { ...data, ...paths };
      const saver = await loadSaver();
      // Nothing when a release removed Submit's code: the page moves to the new version, which
      // sends the application kept here (its documents already uploaded), once.
      if (!saver) {
        const keeping = keepOnDevice(data, submission.id, paths);
        finishBeforeNewVersion(keeping);
        await keeping;
        return;
      }
      // Kept before it is sent: should it land after its answer is lost, the next Submit says so.
      rememberSubmission(kind, { ...submission, attempted: true });
      const saved = await saver.saveApplication(kind, record, {
        id: submission.id,
        lang,
      });
      discardDraft();
      // Sent now: the device has nothing of it left to send.
      if (same) await outbox?.forgetApplication(same.id).catch(() => undefined);
      await showSuccess(t('dialog.success'), `${t(messages.success)} ${t('form.referenceIs', saved)}`);
      navigate('/payment', { state: checkoutFor(application, record, saved) });
    } catch (error) {
      const keptInstead =
        offline(error) &&
        (await keepOnDevice(data, submission.id).then(
          () => true,
          () => false,
        ));
      if (keptInstead) return;
      // The server's word on a field goes beside it, as the form's own checks would.
      for (const [name, message] of Object.entries(refusedFields(error))) {
        form.setError(name as Path<z.input<S>>, { type: 'server', message });
      }
      await showError(t('dialog.error'), t(refusalKey(error, messages.failure)));
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
      <FormKindContext.Provider value={application}>
        <form
          className="application-form"
          noValidate
          onSubmit={form.handleSubmit(onValid)}
          onFocus={() => {
            engage();
            // Before Submit's code is fetched: should a release have removed it, the page waits for
            // this form to be sent or kept before it moves to the new version.
            holdUpdates();
            preloadSaver();
          }}
        >
          <p className="form-note">{t('form.requiredNote')}</p>
          <RevealedBlockErrors blocks={application.blocks} />
          {sections.slice(0, shownSections)}
          {!complete && <div ref={endRef} className="form-end" />}
          {complete && (
            <>
              <DataNotice kind={kind} />
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
      </FormKindContext.Provider>
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
