// Every query the code makes, read from the code or declared, against the composite indexes
// firestore.indexes.json declares. The Firestore emulator runs any query without an index, so
// only this check finds a missing one before production refuses the query. The repository's own
// file must also be what `npm run indexes` writes from the list of kinds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firestoreIndexesText, INDEXES_FILE } from '../../indexes/firestoreIndexes.ts';
import { DECLARED_QUERIES } from './declaredQueries.ts';
import { describeIndex, isServed, neededIndex, type DeclaredIndex } from './neededIndex.ts';
import { siteKey, siteName, type QueryShape } from './queryShape.ts';
import { scanQueries } from './scanQueries.ts';

export type IndexFindings = { problems: string[]; summary: string };

export function checkIndexes(root: string, indexesFile: string): IndexFindings {
  const text = readFileSync(indexesFile, 'utf8');
  const { indexes } = JSON.parse(text) as { indexes: DeclaredIndex[] };
  const scan = scanQueries(root);
  const problems: string[] = [];
  if (path.resolve(indexesFile) === path.join(root, INDEXES_FILE) && text !== firestoreIndexesText())
    problems.push(`${INDEXES_FILE} is not what npm run indexes writes from the list of kinds: run it`);
  /** Each index missing, with the first query that needs it and how many do. */
  const missing = new Map<string, { where: string; count: number }>();
  let needs = 0;
  const ask = (where: string, shape: QueryShape) => {
    const need = neededIndex(shape);
    if (!need) return;
    needs += 1;
    if (isServed(need, indexes)) return;
    const key = describeIndex(need);
    const known = missing.get(key);
    missing.set(key, { where: known?.where ?? where, count: (known?.count ?? 0) + 1 });
  };

  for (const query of scan.read) {
    for (const form of query.forms) {
      if (!query.collections) {
        if (neededIndex({ collection: '?', ...form }))
          problems.push(
            `${siteName(query.site)} needs a composite index, but no constant names its collection`,
          );
        continue;
      }
      for (const collection of query.collections) ask(siteName(query.site), { collection, ...form });
    }
  }

  const unreadSites = new Set(scan.unread.map(({ site }) => siteKey(site)));
  for (const { site, reason } of scan.unread) {
    if (DECLARED_QUERIES[siteKey(site)]) continue;
    problems.push(
      `${siteName(site)} cannot be read (${reason}): declare its forms in ops/deployCheck/queries/declaredQueries.ts`,
    );
  }
  let declaredForms = 0;
  for (const [key, shapes] of Object.entries(DECLARED_QUERIES)) {
    if (!unreadSites.has(key)) {
      problems.push(`declaredQueries.ts declares ${key}, where no such query is made any more`);
      continue;
    }
    for (const shape of shapes()) {
      declaredForms += 1;
      ask(key, shape);
    }
  }

  for (const [index, { where, count }] of missing) {
    const others = count > 1 ? ` and ${count - 1} more` : '';
    problems.push(`${where}${others} needs ${index}, which is not declared`);
  }
  return {
    problems,
    summary:
      `${scan.read.length} queries read from the code, ${declaredForms} forms of ` +
      `${Object.keys(DECLARED_QUERIES).length} declared ones; ${needs} need a composite index`,
  };
}
