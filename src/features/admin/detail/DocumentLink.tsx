import { use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImagePath } from '#domain/uploads';
import { fetchDocument } from './api/documents';
import { OpenedFromContext } from './openedFrom';

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
 * A photo shown where it is named (a passport photo, a page of a lease), so staff see it at a
 * glance and a printout carries it. Fetched with the staff member's token like any document; if it
 * cannot be, the name and the Open button beside it still say what there is.
 */
function ImagePreview({ path, label }: { path: string; label: string }) {
  const [url, setUrl] = useState<string>();
  const from = use(OpenedFromContext);
  useEffect(() => {
    let shown: string | undefined;
    let cancelled = false;
    fetchDocument(path, from)
      .then((blob) => {
        if (cancelled) return;
        shown = URL.createObjectURL(blob);
        setUrl(shown);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (shown) URL.revokeObjectURL(shown);
    };
  }, [path, from]);
  return url ? <img className="detail-photo" src={url} alt={label} /> : null;
}

/**
 * An uploaded document: its file name (what a printout shows), a photo inline, and a button that
 * opens it in a new tab. Files are private, so the browser fetches them with the staff member's ID
 * token and opens the bytes as a blob URL, of the type the API served (PDF, JPEG or PNG); the tab
 * is opened during the click so popup blockers let it through.
 */
export function DocumentLink({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const fileName = path.split('/').pop() ?? path;
  const from = use(OpenedFromContext);

  const open = async () => {
    const tab = window.open('', '_blank');
    setState('opening');
    try {
      const url = URL.createObjectURL(await fetchDocument(path, from));
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
      {isImagePath(path) && <ImagePreview path={path} label={label} />}
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
