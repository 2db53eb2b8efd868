import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

/** True wherever the browser renders the app afresh (tests included); see HydrationBoundary. */
const Hydrated = createContext(true);

/**
 * Around a tree that React takes over from pre-rendered HTML (`hydrating`), and around the
 * pre-render itself: false for the first render, which must match the HTML, then true. The switch
 * is a transition, so that React re-renders what waited for it in slices between which the phone
 * stays responsive, rather than in one long task right after the takeover.
 */
export function HydrationBoundary({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/**
 * False while React takes over a pre-rendered page (and on the server), true from the render after
 * it and on every page rendered in the browser. What only the device knows (who is signed in,
 * today's date, a draft) waits for it, so the first render matches the page's HTML.
 */
export function useHydrated(): boolean {
  return use(Hydrated);
}
