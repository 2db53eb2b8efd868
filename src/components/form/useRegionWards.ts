import { useCallback } from 'react';
import { wardsUrl, type RegionWards } from '#domain/locations/index';
import { READ_ONCE, useFetch } from '#lib/fetching';

async function fetchWards(url: string): Promise<RegionWards> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: HTTP ${answer.status}`);
  return (await answer.json()) as RegionWards;
}

/**
 * The wards of a region, fetched as soon as the region is chosen so they are usually there by the
 * time a council is. A failure (say, offline) does not stick: it is retried by itself, and `retry`
 * tries again at once.
 */
export function useRegionWards(regionId: number | undefined) {
  const { data, error, mutate } = useFetch(
    regionId === undefined ? null : wardsUrl(regionId),
    fetchWards,
    // A static file: the cache keeps it for every form.
    READ_ONCE,
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  return { wards: data, failed: data === undefined && error !== undefined, retry };
}
