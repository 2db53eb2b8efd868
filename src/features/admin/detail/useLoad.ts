import { useCallback, useEffect, useState } from 'react';

export type Loadable<T> =
  { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

type Result<T> = { load: () => Promise<T>; outcome: Loadable<T> };

/**
 * Runs `load` (keep it stable with useCallback) and again on `reload()`. While a reload runs the
 * last answer stays on screen, so saving a status does not blank the page; a new `load` (another
 * application) starts from 'loading'.
 */
export function useLoad<T>(load: () => Promise<T>): [Loadable<T>, () => void] {
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<Result<T> | null>(null);

  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setResult({ load, outcome: { status: 'done', value } }),
      (error: unknown) => active && setResult({ load, outcome: { status: 'failed', error } }),
    );
    return () => {
      active = false;
    };
  }, [load, version]);

  const reload = useCallback(() => setVersion((now) => now + 1), []);
  return [result?.load === load ? result.outcome : { status: 'loading' }, reload];
}
