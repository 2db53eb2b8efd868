import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long form's `total` sections to show. The first paints with the page; each of the
 * others is built after the previous one is on screen, in a transition React may interrupt, so a
 * slow phone shows the start of the form at once and stays responsive while the rest arrives.
 */
export function useStagedReveal(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    // A macrotask, not a microtask: the browser gets to paint what is already there first.
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
