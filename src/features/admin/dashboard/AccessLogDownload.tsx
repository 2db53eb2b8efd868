import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessLogRange } from '#domain/accessLogRange';
import type { AppLanguage } from '#domain/kinds';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { apiFailureKey } from '#lib/apiFailure';
import { fetchAccessLogFile } from '../common/api/accessLog';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/** The file of the days asked, null when nobody looked. */
export type AccessLogMaker = (range: AccessLogRange, lang: AppLanguage) => Promise<Blob | null>;
/** Hands the finished file to the browser to save. */
export type FileSaver = (file: Blob, name: string) => void;

const saveLazily: FileSaver = (file, name) =>
  void import('#lib/saveFile').then(({ saveFile }) => saveFile(file, name));

type Outcome = 'saved' | 'none' | 'backwards' | { failed: string };

/**
 * Admins only (DashboardPage decides): the access log of the days chosen (Dar es Salaam's, both
 * included) as a CSV file: who looked at which application, document, printout or export, and when.
 */
export function AccessLogDownload({
  make = fetchAccessLogFile,
  save = saveLazily,
}: {
  make?: AccessLogMaker;
  save?: FileSaver;
}) {
  const { t } = useTranslation();
  const id = useId();
  const lang = useReaderLanguage();
  const today = todayInDarEsSalaam();
  const [range, setRange] = useState<AccessLogRange>({ from: today, to: today });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const download = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    if (!range.from || !range.to || range.from > range.to) return setOutcome('backwards');
    setBusy(true);
    try {
      const file = await make(range, lang === 'sw' ? 'sw' : 'en');
      if (!file) return setOutcome('none');
      save(file, `access-log-${range.from}-to-${range.to}.csv`);
      setOutcome('saved');
    } catch (error) {
      setOutcome({ failed: apiFailureKey(error, 'admin.dashboard.accessLog.failed') });
    } finally {
      setBusy(false);
    }
  };

  const backwards = outcome === 'backwards';
  return (
    <section className="card export-log" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('admin.dashboard.accessLog.title')}</h2>
      <p className="count-detail">{t('admin.dashboard.accessLog.hint')}</p>
      <form className="access-log-form" onSubmit={(event) => void download(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('admin.dashboard.accessLog.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('admin.dashboard.accessLog.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={range.to}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
            {...(backwards ? { 'aria-invalid': true, 'aria-describedby': `${id}-to-error` } : {})}
          />
          {backwards && (
            <p className="field-error" id={`${id}-to-error`} role="alert">
              {t('admin.dashboard.accessLog.backwards')}
            </p>
          )}
        </div>
        <button type="submit" className="button secondary" disabled={busy}>
          {t(busy ? 'admin.dashboard.accessLog.downloading' : 'admin.dashboard.accessLog.download')}
        </button>
      </form>
      {outcome === 'none' && <p role="status">{t('admin.dashboard.accessLog.none')}</p>}
      {typeof outcome === 'object' && (
        <p className="notice error" role="alert">
          {t(outcome.failed)}
        </p>
      )}
    </section>
  );
}
