import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a pre-rendered page (and on the server), true from the render after
 * it and on every page rendered in the browser. What only the device knows (who is signed in,
 * today's date, a draft) waits for it, so the first render matches the page's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
