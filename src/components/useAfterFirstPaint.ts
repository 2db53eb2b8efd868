import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted this component once. What waits for it (a form's code)
 * starts downloading only then, so on a slow connection it does not hold up the first screenful.
 * A tab opened in the background paints, and so downloads, once it is shown.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the task after it runs once it is done.
    const frame = requestAnimationFrame(() => {
      // A transition: what waits (a whole form) is drawn in slices that leave the phone responsive.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
