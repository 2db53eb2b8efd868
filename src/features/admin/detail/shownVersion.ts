import { createContext, useCallback, useContext, useState } from 'react';
import type { ApplicationChange } from '#domain/assignment';
import { changesOf } from '../common/changesOf';

/**
 * The version of the application the page shows, which each of its actions names (If-Match), and
 * how the page reads everything again once the API said someone else changed it since
 * (docs/decisions/0019-application-versions.md).
 */
export type ShownVersion = { version: number; refresh: () => void };

export const ShownVersionContext = createContext<ShownVersion>({ version: 0, refresh: () => {} });

/**
 * For a form of the page: the version to send, and, once the API refused it as stale, the changes
 * to show while the page reads the application again. The form keeps what was typed: it clears its
 * inputs only after a success.
 */
export function useShownVersion() {
  const { version, refresh } = useContext(ShownVersionContext);
  const [changes, setChanges] = useState<ApplicationChange[]>();
  /** Shows what changed since the page's version, and reads the page again. */
  const changed = useCallback(
    (found: ApplicationChange[]) => {
      setChanges(found);
      refresh();
    },
    [refresh],
  );
  /** true when `error` was the stale page's refusal (then shown, and the page read again). */
  const caught = useCallback(
    (error: unknown) => {
      const found = changesOf(error);
      if (found) changed(found);
      return found !== undefined;
    },
    [changed],
  );
  const clear = useCallback(() => setChanges(undefined), []);
  return { version, changes, caught, changed, clear };
}
