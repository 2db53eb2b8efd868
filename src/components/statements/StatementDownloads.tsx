import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '#domain/kinds';
import { apiFailureKey } from '#lib/apiFailure';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import type { StatementFile, StatementShown, StatementSource } from '#lib/statements';

const FILES: readonly StatementFile[] = ['pdf', 'csv'];
const LABELS: Record<StatementFile, string> = {
  pdf: 'statements.downloadPdf',
  csv: 'statements.downloadCsv',
};

/** A file to download: the translation key of its button, and how to fetch it in a language. */
export type Download = { label: string; fetch: (lang: AppLanguage) => Promise<unknown> };

/**
 * A button per file, each fetching its file in the reader's language: the one fetching says so,
 * none takes a second press meanwhile, and a failure is announced under them.
 */
export function DownloadButtons({ downloads }: { downloads: readonly Download[] }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  // The label of the file on its way: the downloads are made anew with each render.
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const download = async (file: Download) => {
    setBusy(file.label);
    setFailure(undefined);
    try {
      await file.fetch(lang);
    } catch (error) {
      setFailure(apiFailureKey(error, 'statements.downloadFailed'));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="statement-downloads">
      {downloads.map((file) => (
        <button
          key={file.label}
          type="button"
          className="button secondary"
          disabled={busy !== undefined}
          aria-busy={busy === file.label}
          onClick={() => void download(file)}
        >
          {busy === file.label ? t('statements.downloading') : t(file.label)}
        </button>
      ))}
      {failure && (
        <p className="form-failure" role="alert">
          {t(failure)}
        </p>
      )}
    </div>
  );
}

/** Download PDF and Download CSV of the statement shown, in the reader's language. */
export function StatementDownloads({ shown, source }: { shown: StatementShown; source: StatementSource }) {
  const downloads = FILES.map((file) => ({
    label: LABELS[file],
    fetch: (lang: AppLanguage) => source.download(shown, file, lang),
  }));
  return <DownloadButtons downloads={downloads} />;
}
