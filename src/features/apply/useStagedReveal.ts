import { startTransition, useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/** How far below the screen a section is built before the reader scrolls to it: one screen. */
const AHEAD = '0px 0px 100% 0px';

export type StagedReveal = {
  /** How many sections to show. */
  shown: number;
  /** For an empty element after the shown sections: when it nears the screen, the next one is built. */
  endRef: (element: HTMLElement | null) => void;
  /** The reader has started on the form: the rest of it is built, one section after another. */
  engage: () => void;
};

/** One more section, in a transition React may interrupt. */
const oneMore = (setShown: Dispatch<SetStateAction<number>>) =>
  startTransition(() => setShown((count) => count + 1));

/**
 * How many of a long form's `total` sections to show. The first paints with the page. The next is
 * built when the end of those shown comes within a screen of the bottom of the screen, and all of
 * them once the reader starts on the form, so a phone that only opens the page builds only what
 * it shows. Each is built after the previous one is on screen, in a transition React may
 * interrupt. Without IntersectionObserver, all are built in turn from the start.
 */
export function useStagedReveal(total: number): StagedReveal {
  const [shown, setShown] = useState(1);
  const [engaged, setEngaged] = useState(() => typeof IntersectionObserver === 'undefined');
  const [end, setEnd] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!engaged || shown >= total) return;
    // A macrotask, not a microtask: the browser gets to paint what is already there first.
    const timer = setTimeout(() => oneMore(setShown), 0);
    return () => clearTimeout(timer);
  }, [engaged, shown, total]);

  useEffect(() => {
    if (engaged || !end || shown >= total) return;
    // Observed anew after each section: its first report says where the end is now.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        oneMore(setShown);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [engaged, end, shown, total]);

  return { shown: Math.min(shown, total), endRef: setEnd, engage: () => setEngaged(true) };
}
