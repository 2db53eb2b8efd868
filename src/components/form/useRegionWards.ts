import { useCallback } from 'react';
import { wardsUrl, type RegionWards } from '#domain/locations/index';
import { useFetch } from '#lib/fetching';

async function fetchWards(url: string): Promise<RegionWards> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: HTTP ${answer.status}`);
  return (await answer.json()) as RegionWards;
}

/** A static file: read once per visit (the cache keeps it for every form), never again on focus. */
const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false };

/**
 * The wards of a region, fetched as soon as the region is chosen so they are usually there by the
 * time a council is. A failure (say, offline) does not stick: it is retried by itself, and `retry`
 * tries again at once.
 */
export function useRegionWards(regionId: number | undefined) {
  const { data, error, mutate } = useFetch(
    regionId === undefined ? null : wardsUrl(regionId),
    fetchWards,
    ONCE,
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  return { wards: data, failed: data === undefined && error !== undefined, retry };
}
