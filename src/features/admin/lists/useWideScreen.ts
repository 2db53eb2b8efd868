import { useSyncExternalStore } from 'react';

/** A desk's screen: wide enough for the list as a table beside the staff navigation. */
export const DESK_QUERY = '(min-width: 1024px)';

const desk = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DESK_QUERY) : undefined);

function subscribe(notify: () => void) {
  const query = desk();
  query?.addEventListener('change', notify);
  return () => query?.removeEventListener('change', notify);
}

/** Whether the screen is a desk's (a resized window follows); without media queries, a phone's. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => desk()?.matches ?? false);
}
