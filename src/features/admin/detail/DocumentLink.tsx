import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDocument } from './api/documents';

// Long enough for the new tab to have read the file; the URL then only holds memory.
const REVOKE_AFTER_MS = 60_000;

/** When popups are blocked altogether: the browser saves the file instead. */
function saveAs(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}

/**
 * An uploaded document: its file name (what a printout shows) and a button that opens it in a new
 * tab. Files are private, so the browser fetches them with the staff member's ID token and opens
 * the bytes as a blob URL; the tab is opened during the click so popup blockers let it through.
 */
export function DocumentLink({ path }: { path: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const fileName = path.split('/').pop() ?? path;

  const open = async () => {
    const tab = window.open('', '_blank');
    setState('opening');
    try {
      const url = URL.createObjectURL(await fetchDocument(path));
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      if (tab) tab.location.href = url;
      else saveAs(url, fileName);
      setState('idle');
    } catch {
      tab?.close();
      setState('failed');
    }
  };

  return (
    <span className="detail-document">
      <span className="detail-document-name">{fileName}</span>{' '}
      <button
        type="button"
        className="button secondary small no-print"
        onClick={() => void open()}
        disabled={state === 'opening'}
        aria-label={`${t('admin.detail.openDocument')}: ${fileName}`}
      >
        {state === 'opening' ? t('admin.detail.opening') : t('admin.detail.openDocument')}
      </button>
      {state === 'failed' && (
        <span className="field-error" role="alert">
          {t('admin.detail.documentFailed')}
        </span>
      )}
    </span>
  );
}
