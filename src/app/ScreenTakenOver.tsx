import { useEffect } from 'react';
import { acceptInput } from '#lib/prerendered';

/** Rendered beside the screen, inside its Suspense: it mounts once the screen has hydrated. */
export function ScreenTakenOver() {
  useEffect(acceptInput, []);
  return null;
}
