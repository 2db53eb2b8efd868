import { useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '#components/FormSubmit';
import { LIMITS } from '#domain/common';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import { applicationStatusOptions, type ApplicationStatus } from '#domain/meta';
import { statusChangeSchema } from '#domain/processing';
import { ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import { changeStatus } from './api/processing';
import { ChangedNotice } from './ChangedNotice';
import { useShownVersion } from './shownVersion';

type Props = {
  kind: ApplicationKind;
  id: string;
  currentStatus: ApplicationStatus;
  /** The language the applicant reads (the application's `lang`), which the message must be in. */
  applicantLang?: AppLanguage;
  /** Called after a save, so the page can show the new status and history. */
  onSaved: () => void;
};

type Outcome = { type: 'saved'; status: ApplicationStatus } | { type: 'failed'; message: string } | null;

/** What is wrong with the message to the applicant (a translation key): the domain's own check. */
function messageProblem(texts: { status: ApplicationStatus; note: string; applicantMessage: string }) {
  const checked = statusChangeSchema.safeParse(texts);
  return checked.success
    ? undefined
    : checked.error.issues.find((issue) => issue.path[0] === 'applicantMessage')?.message;
}

/** The API's word on the message, when it refused it (the same check, should this page be older). */
const refusedMessage = (error: unknown) =>
  error instanceof ApiError ? error.fields?.applicantMessage : undefined;

/**
 * Staff move the application through its workflow, saying why in an internal note that joins the
 * history and, if they wish, in a message the applicant sees when they track the application.
 */
export function ProcessingForm({ kind, id, currentStatus, applicantLang, onSaved }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [status, setStatus] = useState<ApplicationStatus>(currentStatus);
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [messageError, setMessageError] = useState<string>();
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const stale = useShownVersion();

  const refuseMessage = (problem: string) => {
    setMessageError(problem);
    messageInput.current?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    stale.clear();
    const texts = { note: note.trim(), applicantMessage: message.trim() };
    const problem = messageProblem({ status, ...texts });
    if (problem) return refuseMessage(problem);
    setMessageError(undefined);
    setSaving(true);
    try {
      await changeStatus(kind, id, status, texts, stale.version);
      setNote('');
      setMessage('');
      setOutcome({ type: 'saved', status });
      onSaved();
    } catch (error) {
      const refused = refusedMessage(error);
      if (stale.caught(error)) return;
      if (refused) refuseMessage(refused);
      else setOutcome({ type: 'failed', message: apiFailureKey(error, 'admin.detail.processing.failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="detail-section no-print" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.detail.processing.title')}</h2>
      <form className="form" onSubmit={(event) => void save(event)} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-status`}>{t('admin.detail.processing.status')}</label>
          <select
            id={`${ids}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
          >
            {applicationStatusOptions.values.map((value) => (
              <option key={value} value={value}>
                {t(applicationStatusOptions.labels[value])}
              </option>
            ))}
          </select>
        </div>
        <ProcessingText
          id={`${ids}-note`}
          label="admin.detail.processing.note"
          hint="admin.detail.processing.noteHint"
          value={note}
          onChange={setNote}
        />
        <ProcessingText
          id={`${ids}-message`}
          label="admin.detail.processing.applicantMessage"
          hint="admin.detail.processing.applicantMessageHint"
          value={message}
          onChange={setMessage}
          error={messageError}
          ref={messageInput}
          note={applicantLang && <ApplicantLanguage id={`${ids}-message-lang`} lang={applicantLang} />}
          noteId={applicantLang && `${ids}-message-lang`}
        />
        <FormSubmit
          busy={saving}
          label="admin.detail.processing.save"
          busyLabel="admin.detail.processing.saving"
          failure={outcome?.type === 'failed' ? outcome.message : undefined}
          failureClassName="notice error"
          failureBelow
          className="processing-actions"
        >
          {/* Beside Save, in a status region there from the start, so the save is announced. */}
          <p className="processing-saved" role="status">
            {outcome?.type === 'saved' &&
              t('admin.detail.processingSaved.status', {
                status: t(applicationStatusOptions.labels[outcome.status]),
              })}
          </p>
        </FormSubmit>
        <ChangedNotice changes={stale.changes} />
      </form>
    </section>
  );
}

/**
 * Which language the applicant reads, under the message box: the SMS and email around the message
 * are in it, so the message should be too. For Kiswahili, an example of the register to write in.
 */
function ApplicantLanguage({ id, lang }: { id: string; lang: AppLanguage }) {
  const { t } = useTranslation();
  return (
    <div className={`applicant-language applicant-language-${lang}`} id={id}>
      <p>{t(`admin.detail.applicantLanguage.${lang}`)}</p>
      {lang === 'sw' && (
        <p>
          {t('admin.detail.applicantLanguage.exampleLead')}{' '}
          <q lang="sw">{t('admin.detail.applicantLanguage.example')}</q>
        </p>
      )}
    </div>
  );
}

/**
 * A text staff write with a status change: its label, a hint saying who reads it, a note (the
 * applicant's language), a count, and what is wrong with it (a translation key) once a save was
 * refused.
 */
function ProcessingText({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  note,
  noteId,
  ref,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  note?: ReactNode;
  noteId?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{t(label)}</label>
      <p className="field-hint" id={`${id}-hint`}>
        {t(hint)}
      </p>
      {note}
      <textarea
        id={id}
        ref={ref}
        rows={3}
        maxLength={LIMITS.text}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[
          `${id}-hint`,
          ...(noteId ? [noteId] : []),
          `${id}-count`,
          ...(error ? [`${id}-error`] : []),
        ].join(' ')}
      />
      <p className="field-hint" id={`${id}-count`}>
        {t('admin.detail.processing.count', { count: value.length, max: LIMITS.text })}
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
