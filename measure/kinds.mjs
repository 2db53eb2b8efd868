// The kinds of application, read from their list (src/domain/kinds.ts) by the plain-Node measures,
// which cannot import TypeScript.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const LIST = path.resolve(import.meta.dirname, '../src/domain/kinds.ts');

/** Each kind's name, in the list's order. */
export function kindNames() {
  const list = readFileSync(LIST, 'utf8').match(/export const KINDS = \[([\s\S]*?)\n\] as const;/);
  if (!list) throw new Error('src/domain/kinds.ts no longer declares KINDS = [...] as const.');
  return [...list[1].matchAll(/kind: '(\w+)'/g)].map(([, kind]) => kind);
}

/** A kind's form screen: src/features/apply/<kind>/<Kind>Form.tsx. */
export const formScreenFile = (kind) =>
  `src/features/apply/${kind}/${kind[0].toUpperCase()}${kind.slice(1)}Form.tsx`;
