import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readSaid, subscribeToSaid, unsay, type Said } from '#lib/said';
import './SaidLine.css';

/**
 * The layout's line for what an action came to (lib/said.ts), under the header.
 */
export function SaidLine() {
  const { pathname } = useLocation();
  const said = useSyncExternalStore(subscribeToSaid, readSaid, () => undefined);
  const shown = said?.on === pathname ? said : undefined;
  const seen = useRef<Said>(undefined);
  // Shown once on its screen, it goes when the reader moves on (not before it has been shown).
  useEffect(() => {
    if (!said) return;
    if (said.on === pathname) seen.current = said;
    else if (seen.current === said) unsay(said);
  }, [said, pathname]);
  // The live region is always in the page, so the words are announced as they come; the line
  // itself (a status, or an alert for a failure) only while there is something to say.
  return (
    <div className="said-line" aria-live="polite">
      {shown && (
        <p role={shown.failed ? 'alert' : 'status'} className={shown.failed ? 'said failed' : 'said'}>
          {shown.text}
        </p>
      )}
    </div>
  );
}
