import { lazy, useState, type ComponentType } from 'react';

type ScreenModule<P> = { default: ComponentType<P> };

/** A screen loaded on demand: `Screen` renders it, `preload` starts downloading it ahead. */
export type ScreenLoader<P> = { Screen: ComponentType<P>; preload: () => void };

/**
 * A screen whose code is downloaded once, on demand or ahead of time (`preload`). A screen whose
 * code is already there renders at once: React's lazy() alone would suspend on the screen's first
 * render even then, show the loading fallback, and hold the screen back for up to 300 ms (React
 * paces how often it reveals content after a fallback). A chunk gone after a release makes
 * main.tsx reload the page, and its import then yields nothing: the loading screen stays until the
 * reload instead of the page failing.
 */
export function screenLoader<P extends object>(load: () => Promise<ScreenModule<P>>): ScreenLoader<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ScreenModule<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => {
        if (!module) return new Promise<never>(() => {});
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Another try may work (the connection is back): the next render or preload asks again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(start);
  function Screen(props: P) {
    // Chosen once per mount: a screen never remounts because its code arrived in the meantime.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Screen, preload: () => void start().catch(() => undefined) };
}
