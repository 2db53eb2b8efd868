import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryNotice } from '#components/RetryNotice';
import type { ExportFormat } from '#domain/exports';
import { formatNumber } from '#domain/format';
import type { AppLanguage } from '#domain/kinds';
import type { ListRequest } from '../api/applicationsQuery';
import type { Filters } from '../listView';
import type { ChunkSource } from './readAll';
import type { Translate } from './columns';
import { datesOf, NO_DATES, type DatesDraft } from './datesDraft';
import { ExportDatesFields } from './ExportDatesFields';
import { useExport, type ExportState } from './useExport';
import './export.css';

/** Each format's button; a Record, so a new format cannot go without one. */
const BUTTONS: Record<ExportFormat, string> = {
  csv: 'admin.lists.export.csv',
  xlsx: 'admin.lists.export.xlsx',
};
const FORMATS = Object.keys(BUTTONS) as ExportFormat[];

type Props = {
  request: ListRequest;
  filters: Filters;
  source: ChunkSource;
  /** The reader is an admin, who may ask for the staff notes too. */
  notesAllowed?: boolean;
};

/** What the live region says of an export, politely, as it goes. */
function progressText(state: ExportState, t: Translate, lang: AppLanguage) {
  const rows = 'rows' in state ? formatNumber(state.rows, lang) : '';
  switch (state.phase) {
    case 'working':
      return state.rows === 0
        ? t('admin.lists.export.starting')
        : t('admin.lists.export.progress', { count: state.rows, rows });
    case 'done':
      return t('admin.lists.export.done', { count: state.rows, rows });
    case 'cancelled':
      return t('admin.lists.export.cancelled');
    default:
      return '';
  }
}

/**
 * Download CSV / Download Excel (XLSX): every application the list's filters select, on all its
 * pages, with Cancel while it is read, progress in a polite live region and an alert on failure.
 * The export's own code (reading, files, the library) is loaded only when a button is pressed.
 */
export function ExportPanel({ request, filters, source, notesAllowed = false }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DatesDraft>(NO_DATES);
  const [withNotes, setWithNotes] = useState(false);
  const { dates, problem } = datesOf(draft);
  const { state, lang, start, cancel, retry } = useExport(request, filters, source, dates, withNotes);
  const working = state.phase === 'working';
  const hintId = `export-${request.kind}-hint`;
  return (
    <section className="list-export" aria-label={t('admin.lists.export.label')}>
      <div className="list-export-actions">
        {FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className="button secondary"
            // Not disabled, which would drop the keyboard's focus: it waits while an export runs.
            aria-disabled={working}
            aria-describedby={hintId}
            onClick={() => !working && !problem && start(format)}
          >
            {t(BUTTONS[format])}
          </button>
        ))}
        {working && (
          <button type="button" className="button secondary" onClick={cancel}>
            {t('admin.lists.export.cancel')}
          </button>
        )}
      </div>
      <p className="field-hint" id={hintId}>
        {t('admin.lists.export.hint')}
      </p>
      <ExportDatesFields draft={draft} onChange={setDraft} problem={problem} />
      {notesAllowed && (
        <label className="list-export-notes">
          <input
            type="checkbox"
            checked={withNotes}
            onChange={(event) => setWithNotes(event.target.checked)}
          />{' '}
          {t('admin.lists.export.withNotes')}
        </label>
      )}
      <p className="list-export-progress" role="status">
        {progressText(state, t, lang)}
      </p>
      {state.phase === 'failed' && (
        <RetryNotice
          message={state.message}
          retryLabel="admin.lists.retry"
          onRetry={() => void retry(state.format, state.built)}
        />
      )}
    </section>
  );
}
