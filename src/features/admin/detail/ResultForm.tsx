import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '#components/FormSubmit';
import type { ApplicationKind } from '#domain/kinds';
import { MAX_RESULT_FILES, RESULT_TITLE_MAX } from '#domain/results';
import { FILE_TYPES, MAX_UPLOAD_BYTES } from '#domain/uploads';
import { apiFailureKey } from '#lib/apiFailure';
import { handBackResults } from './api/results';
import { ChangedNotice } from './ChangedNotice';
import { useShownVersion } from './shownVersion';

type Row = { key: number; title: string; file?: File };

type Props = {
  kind: ApplicationKind;
  id: string;
  /** The document a single corrected one replaces; absent for a hand-back of new documents. */
  replaces?: { id: string; title: string };
  onDone: () => void;
  onCancel?: () => void;
};

let nextKey = 0;
const emptyRow = (title = ''): Row => ({ key: (nextKey += 1), title });

/** What is wrong with a row, as a translation key: the API checks the same, and the bytes. */
function problemOf(row: Row): string | undefined {
  if (!row.title.trim()) return 'errors.result.titles';
  if (!row.file) return 'admin.results.chooseFile';
  if (row.file.size === 0) return 'errors.upload.empty';
  if (row.file.size > MAX_UPLOAD_BYTES) return 'errors.upload.tooLarge';
  if (row.file.type && row.file.type !== FILE_TYPES.pdf.contentType) return 'errors.upload.type';
  return undefined;
}

/**
 * Staff hand back the result: one or more PDFs with a title each (or one corrected document in
 * place of a wrong one). Sending completes the application and tells the applicant once.
 */
export function ResultForm({ kind, id, replaces, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow(replaces?.title ?? '')]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  // A replacement's form opens where Replace was pressed: its first input takes the focus.
  const replacing = replaces?.id;
  useEffect(() => {
    if (replacing) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [replacing]);
  const stale = useShownVersion();

  const change = (key: number, update: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...update } : row)));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = rows.map(problemOf).find(Boolean);
    if (problem) return setFailure(problem);
    setFailure(undefined);
    stale.clear();
    setSending(true);
    try {
      const documents = rows.map((row) => ({ title: row.title.trim(), file: row.file! }));
      await handBackResults(kind, id, documents, replaces?.id, stale.version);
      setRows([emptyRow()]);
      onDone();
    } catch (error) {
      if (!stale.caught(error)) setFailure(apiFailureKey(error, 'admin.results.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form result-form" ref={formRef} onSubmit={(event) => void send(event)} noValidate>
      {replaces && <h3>{t('admin.results.replaceTitle', { title: replaces.title })}</h3>}
      {rows.map((row, index) => (
        <fieldset key={row.key} className="result-row">
          <legend>{t('admin.results.document', { number: index + 1 })}</legend>
          <div className="field">
            <label htmlFor={`${ids}-${row.key}-title`}>{t('admin.results.documentTitle')}</label>
            <p className="field-hint" id={`${ids}-${row.key}-hint`}>
              {t('admin.results.documentTitleHint')}
            </p>
            <input
              id={`${ids}-${row.key}-title`}
              value={row.title}
              maxLength={RESULT_TITLE_MAX}
              aria-describedby={`${ids}-${row.key}-hint`}
              onChange={(event) => change(row.key, { title: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-${row.key}-file`}>{t('admin.results.file')}</label>
            <input
              id={`${ids}-${row.key}-file`}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => change(row.key, { file: event.target.files?.[0] })}
            />
          </div>
          {rows.length > 1 && (
            <button
              type="button"
              className="button secondary small"
              onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
            >
              {t('admin.results.remove')}
            </button>
          )}
        </fieldset>
      ))}
      {!replaces && rows.length < MAX_RESULT_FILES && (
        <button
          type="button"
          className="button secondary"
          onClick={() => setRows((current) => [...current, emptyRow()])}
        >
          {t('admin.results.add')}
        </button>
      )}
      <FormSubmit
        busy={sending}
        label={replaces ? 'admin.results.replaceSubmit' : 'admin.results.submit'}
        busyLabel="admin.results.sending"
        failure={failure}
        failureClassName="notice error"
      >
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            {t('admin.results.cancel')}
          </button>
        )}
      </FormSubmit>
      <ChangedNotice changes={stale.changes} />
    </form>
  );
}
