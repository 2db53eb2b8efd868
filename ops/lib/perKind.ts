// What the scripts that go through every application of every kind share (search-index,
// claim-references): their options, the project they write to, and the totals they print.
import { parseArgs } from 'node:util';
import {
  APPLICATION_COLLECTIONS,
  APPLICATION_KINDS,
  isApplicationKind,
  type ApplicationKind,
} from '#domain/kinds';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { adminTarget } from './adminTarget.ts';

type Totals = Record<string, number> & { errors: number };

/**
 * `npm run <script> [-- --kind visa] [--page-size 500]`: the kinds to go through and the page size
 * (at most 500: a page's writes are one batch, and Firestore takes 500 writes a batch), the
 * database and where it is; a wrong option prints the usage and exits 2.
 */
export function perKindOptions(script: string) {
  const { values } = parseArgs({
    options: { kind: { type: 'string' }, 'page-size': { type: 'string', default: '500' } },
  });
  const pageSize = Number(values['page-size']);
  const kind = values.kind;
  if (
    (kind !== undefined && !isApplicationKind(kind)) ||
    !Number.isInteger(pageSize) ||
    pageSize < 1 ||
    pageSize > 500
  ) {
    console.error(`Usage: npm run ${script} [-- --kind ${APPLICATION_KINDS.join('|')}] [--page-size 1..500]`);
    process.exit(2);
  }
  const kinds: readonly ApplicationKind[] = kind && isApplicationKind(kind) ? [kind] : APPLICATION_KINDS;
  const { projectId, where } = adminTarget();
  return { kinds, pageSize, db: initFirebaseAdmin(projectId).db, where };
}

/**
 * Runs `each` over every kind, printing each collection's totals and then their sum, and exits 1
 * when any record failed.
 */
export async function runPerKind<T extends Totals>(
  kinds: readonly ApplicationKind[],
  zero: T,
  each: (kind: ApplicationKind, collection: string) => Promise<T>,
  describe: (totals: T) => string,
): Promise<never> {
  const all = { ...zero };
  for (const kind of kinds) {
    const collection = APPLICATION_COLLECTIONS[kind];
    const totals = await each(kind, collection);
    for (const key of Object.keys(all) as (keyof T)[]) (all[key] as number) += totals[key] as number;
    console.log(`  ${collection}: ${describe(totals)}`);
  }
  console.log(`Done: ${describe(all)}.`);
  process.exit(all.errors ? 1 : 0);
}
