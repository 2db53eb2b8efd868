import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationKind } from '#domain/kinds';
import { ApiError } from '#lib/api';
import { recordPrint } from './api/processing';

/** Waits before each new try to record a print; then the page says it could not. */
export const PRINT_RECORD_RETRIES_MS = [1_000, 3_000];

/** A refusal (signed out, no such application) will not change on a retry; a fault may. */
const worthRetrying = (failure: unknown) =>
  !(failure instanceof ApiError) || failure.status >= 500 || failure.status === 429;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Printing, recorded. Print always opens the browser's print dialog at once: the record is sent
 * beside it, retried on a fault, and a record that never lands is reported without taking the
 * printout away. A print started from the browser's own menu (Ctrl+P) is recorded as it begins.
 * `onRecorded` refreshes the history.
 */
export function usePrintRecorder(kind: ApplicationKind, id: string, onRecorded: () => void) {
  const [error, setError] = useState<string | null>(null);
  // Set while the button's own window.print() runs, so its beforeprint is not recorded twice.
  const fromButton = useRef(false);

  const record = useCallback(async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await recordPrint(kind, id);
        setError(null);
        onRecorded();
        return;
      } catch (failure) {
        const wait = PRINT_RECORD_RETRIES_MS[attempt];
        if (wait === undefined || !worthRetrying(failure)) {
          setError('admin.detail.printNotRecorded');
          return;
        }
        await pause(wait);
      }
    }
  }, [kind, id, onRecorded]);

  useEffect(() => {
    const recordMenuPrint = () => {
      if (!fromButton.current) void record();
    };
    window.addEventListener('beforeprint', recordMenuPrint);
    return () => window.removeEventListener('beforeprint', recordMenuPrint);
  }, [record]);

  const print = useCallback(() => {
    setError(null);
    void record();
    fromButton.current = true;
    try {
      window.print();
    } finally {
      fromButton.current = false;
    }
  }, [record]);

  return { print, error };
}
