import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { ReturnedToList } from '../common/routes';

/** Where each list (its whole address: filters, search and page) was scrolled to, in this tab. */
const KEY = 'admin.list.scroll:';

const returned = (state: unknown) => (state as Partial<ReturnedToList> | null)?.returned === true;

/**
 * The list's scroll position is kept while its rows are shown, and given back once they are shown
 * again after the browser's Back or "Back to the list": staff return to the row they left, not to
 * the top of the page. Any other way in starts at the top, as a new screen does.
 */
export function useKeptScroll(shown: boolean) {
  const { pathname, search, state } = useLocation();
  const key = `${KEY}${pathname}${search}`;
  const back = useNavigationType() === 'POP' || returned(state);
  const restored = useRef<string>(undefined);

  useEffect(() => {
    if (!shown || restored.current === key) return;
    restored.current = key;
    const kept = Number(sessionStorage.getItem(key));
    if (back && kept > 0) window.scrollTo(0, kept);
  }, [shown, key, back]);

  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    // Only while the address is still the list's: leaving it, the address changes first, and the
    // shorter screen that follows scrolls the window back to the top.
    const here = () => window.location.pathname + window.location.search === pathname + search;
    const keep = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (here()) sessionStorage.setItem(key, String(Math.round(window.scrollY)));
      });
    };
    window.addEventListener('scroll', keep, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', keep);
    };
  }, [shown, key, pathname, search]);
}
