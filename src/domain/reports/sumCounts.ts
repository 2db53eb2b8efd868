// Counts added together: the shards a period's counts are spread over (shards.ts), or the
// documents a report reads. Every count is a number that adds up, whichever document it was
// written to, so the total of a period is the same however its writes were spread.
import { WAITS, type CountsDocument, type KindCounts, type PeriodCounts } from './counts.js';
import { addBands, waitBucket, type WaitBands } from './waitBuckets.js';

type Node = { [key: string]: Node | number };

function addNodes(into: Node, from: Node) {
  for (const [key, value] of Object.entries(from)) {
    if (typeof value === 'number') into[key] = ((into[key] as number | undefined) ?? 0) + value;
    else if (value && typeof value === 'object') addNodes((into[key] ??= {}) as Node, value);
  }
}

/** A service's counts with the waits of a document from before bands counted in their bands. */
function withBandedWaits(own: KindCounts): KindCounts {
  const { waits, ...counts } = own;
  if (!waits) return counts;
  const waitBuckets = { ...counts.waitBuckets };
  for (const wait of WAITS) {
    const bands: WaitBands = addBands({}, waitBuckets[wait]);
    for (const ms of Object.values(waits[wait] ?? {})) {
      const band = waitBucket(ms);
      bands[band] = (bands[band] ?? 0) + 1;
    }
    if (Object.keys(bands).length > 0) waitBuckets[wait] = bands;
  }
  return { ...counts, waitBuckets };
}

/** Adds `from` into `into`, service by service and count by count. */
export function addCounts(into: PeriodCounts, from: PeriodCounts | undefined): PeriodCounts {
  for (const [kind, own] of Object.entries(from ?? {}) as [keyof PeriodCounts, KindCounts | undefined][]) {
    if (own) addNodes((into[kind] ??= {}) as Node, withBandedWaits(own) as Node);
  }
  return into;
}

/** Documents of one scope's period added up into one. */
export function addedUp(scope: string, period: string, documents: readonly CountsDocument[]): CountsDocument {
  const kinds: PeriodCounts = {};
  for (const document of documents) addCounts(kinds, document.kinds);
  return { scope, period, kinds };
}
