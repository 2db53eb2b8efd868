import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationKind } from '../../../domain/kinds';
import { recordPrint } from './api/processing';
import { apiErrorKey } from './apiErrorKey';

/**
 * Printing, recorded. The Print button records first and prints only once the record is stored;
 * a print started from the browser's own menu (Ctrl+P) is recorded as it begins. `onRecorded`
 * refreshes the history.
 */
export function usePrintRecorder(kind: ApplicationKind, id: string, onRecorded: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Set while the button's own window.print() runs, so its beforeprint is not recorded twice.
  const fromButton = useRef(false);

  useEffect(() => {
    const recordMenuPrint = () => {
      if (fromButton.current) return;
      recordPrint(kind, id).then(onRecorded, () => undefined);
    };
    window.addEventListener('beforeprint', recordMenuPrint);
    return () => window.removeEventListener('beforeprint', recordMenuPrint);
  }, [kind, id, onRecorded]);

  const print = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await recordPrint(kind, id);
    } catch (failure) {
      setError(apiErrorKey(failure, 'admin.detail.printFailed'));
      return;
    } finally {
      setBusy(false);
    }
    onRecorded();
    fromButton.current = true;
    try {
      window.print();
    } finally {
      fromButton.current = false;
    }
  }, [kind, id, onRecorded]);

  return { print, busy, error };
}
