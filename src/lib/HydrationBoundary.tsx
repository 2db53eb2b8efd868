import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydratedContext } from './hydration';

/**
 * Around a tree that React takes over from pre-rendered HTML (`hydrating`), and around the
 * pre-render itself: useHydrated is false for the first render, which must match the HTML, then
 * true. The switch is a transition, so that React re-renders what waited for it in slices between
 * which the phone stays responsive, rather than in one long task right after the takeover.
 */
export function HydrationBoundary({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
