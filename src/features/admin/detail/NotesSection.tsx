import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '#components/FormSubmit';
import { LIMITS } from '#domain/common';
import { formatDateTime } from '#domain/format';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import type { StaffNoteView } from '#domain/staffNotes';
import { apiFailureKey } from '#lib/apiFailure';
import { addNote, fetchNotes } from './api/notes';
import { useLoad } from './useLoad';
import { LoadedList } from './LoadedList';

type Props = { kind: ApplicationKind; id: string; lang: AppLanguage; onAdded: () => void };

/**
 * Notes staff leave each other on the application: each with who wrote it and when, oldest first,
 * and a box to add one. The applicant never sees them. A note that could not be added stays in
 * the box. `onAdded`: its event joins the history.
 */
export function NotesSection({ kind, id, lang, onAdded }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [notes, reload] = useLoad(['admin.notes', kind, id], () => fetchNotes(kind, id));
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!text.trim()) return setFailure('admin.notes.empty');
    setSending(true);
    try {
      await addNote(kind, id, text.trim());
      setText('');
      reload();
      onAdded();
    } catch (error) {
      setFailure(apiFailureKey(error, 'admin.notes.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="detail-section no-print" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.notes.title')}</h2>
      <p className="field-hint">{t('admin.notes.lead')}</p>
      <LoadedList items={notes} failed="admin.notes.loadFailed" empty="admin.notes.none">
        {(shown) => (
          <ol className="detail-history staff-notes">
            {shown.map((note) => (
              <NoteItem key={note.id} note={note} lang={lang} />
            ))}
          </ol>
        )}
      </LoadedList>
      <form className="form" onSubmit={(event) => void add(event)} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-text`}>{t('admin.notes.label')}</label>
          <textarea
            id={`${ids}-text`}
            rows={3}
            maxLength={LIMITS.text}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={failure === 'admin.notes.empty' ? true : undefined}
          />
        </div>
        <FormSubmit
          busy={sending}
          label="admin.notes.add"
          busyLabel="admin.notes.adding"
          failure={failure}
          failureClassName="notice error"
          failureBelow
        />
      </form>
    </section>
  );
}

function NoteItem({ note, lang }: { note: StaffNoteView; lang: AppLanguage }) {
  const { t } = useTranslation();
  return (
    <li>
      <p className="detail-history-what">
        <strong>{note.by.name}</strong>{' '}
        <time className="detail-history-when" dateTime={note.at}>
          {t('admin.notes.at', { when: formatDateTime(Date.parse(note.at), lang) })}
        </time>
      </p>
      <p className="detail-history-note">{note.text}</p>
    </li>
  );
}
