import { createContext, use } from 'react';

/** True wherever the browser renders the app afresh (tests included); see HydrationBoundary. */
export const HydratedContext = createContext(true);

/**
 * False while React takes over a pre-rendered page (and on the server), true from the render after
 * it and on every page rendered in the browser. What only the device knows (who is signed in,
 * today's date, a draft) waits for it, so the first render matches the page's HTML.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}
