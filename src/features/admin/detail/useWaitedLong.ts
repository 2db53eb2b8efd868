import { useEffect, useState } from 'react';

/** The longest the page waits for a read it shows beside the application before it shows without it. */
export const DETAIL_WAIT_MS = 2_000;

/**
 * Whether DETAIL_WAIT_MS have passed since `asked` became true: a read that takes longer lands in
 * a page already painted, rather than keep it from showing.
 */
export function useWaitedLong(asked: boolean): boolean {
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    if (!asked) return;
    const timer = setTimeout(() => setWaitedLong(true), DETAIL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [asked]);
  return waitedLong;
}
