import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../domain/common';
import type { ApplicationKind } from '../../../domain/kinds';
import { applicationStatusOptions, type ApplicationStatus } from '../../../domain/meta';
import { changeStatus } from './api/processing';
import { apiFailureKey } from '../../../lib/apiFailure';

type Props = {
  kind: ApplicationKind;
  id: string;
  currentStatus: ApplicationStatus;
  /** Called after a save, so the page can show the new status and history. */
  onSaved: () => void;
};

type Outcome = { type: 'saved' } | { type: 'failed'; message: string } | null;

/**
 * Staff move the application through its workflow, saying why in an internal note that joins the
 * history and, if they wish, in a message the applicant sees when they track the application.
 */
export function ProcessingForm({ kind, id, currentStatus, onSaved }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [status, setStatus] = useState<ApplicationStatus>(currentStatus);
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      await changeStatus(kind, id, status, { note: note.trim(), applicantMessage: message.trim() });
      setNote('');
      setMessage('');
      setOutcome({ type: 'saved' });
      onSaved();
    } catch (error) {
      setOutcome({ type: 'failed', message: apiFailureKey(error, 'admin.detail.processing.failed') });
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
        />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={saving}>
            {saving ? t('admin.detail.processing.saving') : t('admin.detail.processing.save')}
          </button>
        </div>
        <div aria-live="polite">
          {outcome?.type === 'saved' && <p className="notice">{t('admin.detail.processing.saved')}</p>}
        </div>
        {outcome?.type === 'failed' && (
          <p className="notice error" role="alert">
            {t(outcome.message)}
          </p>
        )}
      </form>
    </section>
  );
}

/** A text staff write with a status change: its label, a hint saying who reads it, and a count. */
function ProcessingText(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { id, value } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{t(props.label)}</label>
      <p className="field-hint" id={`${id}-hint`}>
        {t(props.hint)}
      </p>
      <textarea
        id={id}
        rows={3}
        maxLength={LIMITS.text}
        value={value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-describedby={`${id}-hint ${id}-count`}
      />
      <p className="field-hint" id={`${id}-count`}>
        {t('admin.detail.processing.count', { count: value.length, max: LIMITS.text })}
      </p>
    </div>
  );
}
