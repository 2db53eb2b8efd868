import { useCallback, useEffect, useState } from 'react';
import { wardsUrl, type RegionWards } from '../../domain/locations';

const loaded = new Map<number, Promise<RegionWards>>();

function loadRegionWards(regionId: number): Promise<RegionWards> {
  let wards = loaded.get(regionId);
  if (!wards) {
    wards = fetch(wardsUrl(regionId)).then((answer) => {
      if (!answer.ok) throw new Error(`Wards of region ${regionId}: HTTP ${answer.status}`);
      return answer.json() as Promise<RegionWards>;
    });
    // A failure (say, offline) must not stick: the next attempt fetches again.
    wards.catch(() => loaded.delete(regionId));
    loaded.set(regionId, wards);
  }
  return wards;
}

type State = { regionId: number; wards?: RegionWards; failed: boolean };

/**
 * The wards of a region, fetched as soon as the region is chosen so they are usually there by the
 * time a council is. `retry` tries again after a failure.
 */
export function useRegionWards(regionId: number | undefined) {
  const [state, setState] = useState<State | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (regionId === undefined) return;
    let active = true;
    loadRegionWards(regionId).then(
      (wards) => active && setState({ regionId, wards, failed: false }),
      () => active && setState({ regionId, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [regionId, attempt]);

  const current = state && state.regionId === regionId ? state : null;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { wards: current?.wards, failed: current?.failed ?? false, retry };
}
