import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFailureKey } from '#lib/apiFailure';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import type { StatementFile, StatementShown, StatementSource } from '#lib/statements';

const FILES: readonly StatementFile[] = ['pdf', 'csv'];
const LABELS: Record<StatementFile, string> = {
  pdf: 'statements.downloadPdf',
  csv: 'statements.downloadCsv',
};

/** Download PDF and Download CSV of the statement shown, in the reader's language. */
export function StatementDownloads({ shown, source }: { shown: StatementShown; source: StatementSource }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const [busy, setBusy] = useState<StatementFile>();
  const [failure, setFailure] = useState<string>();

  const download = async (file: StatementFile) => {
    setBusy(file);
    setFailure(undefined);
    try {
      await source.download(shown, file, lang);
    } catch (error) {
      setFailure(apiFailureKey(error, 'statements.downloadFailed'));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="statement-downloads">
      {FILES.map((file) => (
        <button
          key={file}
          type="button"
          className="button secondary"
          disabled={busy !== undefined}
          aria-busy={busy === file}
          onClick={() => void download(file)}
        >
          {busy === file ? t('statements.downloading') : t(LABELS[file])}
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
