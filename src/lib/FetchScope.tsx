import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

// provider is called once per mount: each FetchScope starts with an empty cache of its own.
const OWN_CACHE = { provider: () => new Map() };

/**
 * A cache of its own for the reads below (useFetch), dropped when it unmounts. The staff area
 * sits in one, so no staff data outlives leaving it (signing out leaves it). Public screens need
 * none: they share SWR's global cache, and the landing page loads no fetching code at all.
 */
export function FetchScope({ children }: { children: ReactNode }) {
  return <SWRConfig value={OWN_CACHE}>{children}</SWRConfig>;
}
