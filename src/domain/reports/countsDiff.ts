// Whether two counts documents say the same, field by field. A count of 0 says what a missing one
// does (the API leaves a 0 where a +1 was taken back; a rebuild never counts the pair), and waits
// kept one by one before they were counted per band compare as their bands.
import type { CountsDocument } from './counts.js';
import { addCounts } from './sumCounts.js';

export type CountsDifference = {
  /** `reportDays/{id}` or `reportMonths/{id}`. */
  document: string;
  /** The field's path in the document, e.g. `kinds.visa.money.total`. */
  field: string;
  stored: number | string | undefined;
  rebuilt: number | string | undefined;
};

type Node = { [key: string]: Node | number };

/** Every figure a document holds, by its path; counts of 0 left out. */
export function flatCounts(document: CountsDocument | undefined): Map<string, number> {
  const figures = new Map<string, number>();
  const walk = (node: Node, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      const at = `${path}.${key}`;
      if (typeof value === 'number') {
        if (value !== 0) figures.set(at, value);
      } else if (value && typeof value === 'object') {
        walk(value, at);
      }
    }
  };
  walk(addCounts({}, document?.kinds) as Node, 'kinds');
  return figures;
}

/** Whether a document counts anything at all. */
export const countsAnything = (document: CountsDocument | undefined) => flatCounts(document).size > 0;

/** What differs between the stored document at `path` and the rebuilt one; either may be missing. */
export function countsDifferences(
  path: string,
  stored: CountsDocument | undefined,
  rebuilt: CountsDocument | undefined,
): CountsDifference[] {
  const differences: CountsDifference[] = [];
  if (stored && rebuilt) {
    for (const field of ['scope', 'period'] as const) {
      if (stored[field] !== rebuilt[field]) {
        differences.push({ document: path, field, stored: stored[field], rebuilt: rebuilt[field] });
      }
    }
  }
  const before = flatCounts(stored);
  const after = flatCounts(rebuilt);
  const fields = [...new Set([...before.keys(), ...after.keys()])].sort();
  for (const field of fields) {
    if (before.get(field) !== after.get(field)) {
      differences.push({ document: path, field, stored: before.get(field), rebuilt: after.get(field) });
    }
  }
  return differences;
}
