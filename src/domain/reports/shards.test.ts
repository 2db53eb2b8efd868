import { describe, expect, it } from 'vitest';
import { AGENCY_SHARDS, AGENT_SHARDS, shardDocumentId } from './shards';
import { addedUp } from './sumCounts';
import { waitBucket } from './waitBuckets';

describe('shards of a period', () => {
  it('are named after the period, the agency spread wider than an agent', () => {
    expect(shardDocumentId('all', '2026-03-02', 5)).toBe('all_2026-03-02_5');
    expect(shardDocumentId('all', '2026-03', AGENCY_SHARDS + 3)).toBe('all_2026-03_3');
    expect(shardDocumentId('agent:AGT-7K3QM', '2026-03', AGENT_SHARDS + 1)).toBe('agent_AGT-7K3QM_2026-03_1');
    // At the peak of 50 changes a second, each of the agency's shards takes under one write a second.
    expect(50 / AGENCY_SHARDS).toBeLessThan(1);
  });

  it('add up to the period: every count, and waits of before bands in their bands', () => {
    const HOUR = 3_600_000;
    expect(
      addedUp('all', '2026-03', [
        { scope: 'all', period: '2026-03', kinds: { visa: { received: 2, queue: { submitted: 1 } } } },
        {
          scope: 'all',
          period: '2026-03',
          kinds: {
            visa: { received: 1, queue: { submitted: -1 }, waitBuckets: { paidToCompleted: { [waitBucket(HOUR)]: 1 } } },
            tin: { money: { total: 13_000 } },
          },
        },
        // A month's document from before shards and bands.
        { scope: 'all', period: '2026-03', kinds: { visa: { waits: { paidToCompleted: { app1: HOUR } } } } },
      ]),
    ).toEqual({
      scope: 'all',
      period: '2026-03',
      kinds: {
        visa: { received: 3, queue: { submitted: 0 }, waitBuckets: { paidToCompleted: { [waitBucket(HOUR)]: 2 } } },
        tin: { money: { total: 13_000 } },
      },
    });
  });
});
