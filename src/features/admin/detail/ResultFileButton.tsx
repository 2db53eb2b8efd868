import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationKind } from '#domain/kinds';
import type { ResultView } from '#domain/results';
import { fetchResultFile } from './api/results';

// Long enough for the new tab to have read the file; the URL then only holds memory.
const REVOKE_AFTER_MS = 60_000;

/**
 * Opens a handed-back PDF in a new tab, fetched with the staff member's token (the tab is opened
 * during the click so popup blockers let it through). Not the applicant's download: not counted.
 */
export function ResultFileButton({
  kind,
  id,
  result,
}: {
  kind: ApplicationKind;
  id: string;
  result: ResultView;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');

  const open = async () => {
    const tab = window.open('', '_blank');
    setState('opening');
    try {
      const url = URL.createObjectURL(await fetchResultFile(kind, id, result.id));
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      if (tab) tab.location.href = url;
      setState('idle');
    } catch {
      tab?.close();
      setState('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className="button secondary small"
        onClick={() => void open()}
        disabled={state === 'opening'}
        aria-label={`${t('admin.results.open')}: ${result.title}`}
      >
        {t('admin.results.open')}
      </button>
      {state === 'failed' && (
        <span className="field-error" role="alert">
          {t('admin.results.openFailed')}
        </span>
      )}
    </>
  );
}
