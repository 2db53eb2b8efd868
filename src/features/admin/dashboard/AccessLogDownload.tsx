import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessLogRange } from '#domain/accessLogRange';
import type { AppLanguage } from '#domain/kinds';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { apiFailureKey } from '#lib/apiFailure';
import { fetchAccessLogFile } from '../common/api/accessLog';
import { DayRangeFields } from '../common/DayRangeFields';
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

  return (
    <section className="card export-log" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('admin.dashboard.accessLog.title')}</h2>
      <p className="count-detail">{t('admin.dashboard.accessLog.hint')}</p>
      <form className="access-log-form" onSubmit={(event) => void download(event)} noValidate>
        <DayRangeFields
          range={range}
          onChange={setRange}
          labels={{ from: 'admin.dashboard.accessLog.from', to: 'admin.dashboard.accessLog.to' }}
          problem={outcome === 'backwards' ? 'admin.dashboard.accessLog.backwards' : undefined}
        />
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
