// The counts' maps are read whole and never queried: indexing them would only spend the index
// entries a document may have (40,000) and a write's time. firestore.indexes.json exempts them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../kinds.js';

type FieldOverride = { collectionGroup: string; fieldPath: string; indexes: unknown[] };

describe('firestore.indexes.json', () => {
  it('indexes none of the maps of counts, nor what a deleted application leaves for them', () => {
    const { fieldOverrides } = JSON.parse(readFileSync(path.join(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
      fieldOverrides: FieldOverride[];
    };
    const unindexed = fieldOverrides
      .filter((override) => override.indexes.length === 0)
      .map(({ collectionGroup, fieldPath }) => `${collectionGroup}.${fieldPath}`);
    expect(unindexed).toEqual(
      expect.arrayContaining([
        `${COLLECTIONS.reportDays}.kinds`,
        `${COLLECTIONS.reportMonths}.kinds`,
        `${COLLECTIONS.reportDeletions}.answeredRequests`,
      ]),
    );
  });
});
