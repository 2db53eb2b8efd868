import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new screen starts at its top, as a full page load would. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A block body on purpose: newer browsers return a promise from scrollTo, and an effect may
    // return only a cleanup function.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
