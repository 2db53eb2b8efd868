import { useEffect } from 'react';

// The browser tab's title, in the reader's language: the route's, unless the screen shown names
// itself more closely (an application's page, by its reference). Kept here rather than decided by
// the order React runs effects in, which runs a screen's before its layout's.
let routeTitle = '';
let screenTitle: string | undefined;

const show = () => {
  const title = screenTitle ?? routeTitle;
  if (title) document.title = title;
};

/** The title of the route shown (set once, by the layout). */
export function useRouteTitle(title: string) {
  useEffect(() => {
    routeTitle = title;
    show();
  }, [title]);
}

/** A closer title for the screen shown while it is mounted; undefined leaves the route's. */
export function useScreenTitle(title: string | undefined) {
  useEffect(() => {
    screenTitle = title;
    show();
    return () => {
      screenTitle = undefined;
      show();
    };
  }, [title]);
}
