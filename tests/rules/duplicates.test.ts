// The duplicate check (src/domain/duplicates.ts) is a query staff make from the list and the
// application's page: the list rows of the unfinished applications of a service holding one of an
// application's numbers among their duplicate keys. Staff may make it, as they may list rows; nobody else
// may, the applicant whose numbers they are included (it would tell them whether someone else
// applied with them).
import { collection, getCountFromServer, getDocs, limit, query, where } from 'firebase/firestore';
import { describe, expect } from 'vitest';
import { duplicateConditions, DUPLICATE_LOOKUP_LIMIT } from '#domain/duplicates';
import { APPLICATION_KINDS, ROW_COLLECTIONS } from '#domain/kinds';
import { rowOf } from '#domain/listRows';
import { withSearchIndex } from '#domain/searchIndex';
import { allowedFor, defineCases, useRulesFile, type RulesCase } from './cases.ts';
import { storedApplicationDoc } from './fixtures.ts';
import { ACTORS } from './setup.ts';

const STAFF = ['staff', 'admin'] as const;

for (const kind of APPLICATION_KINDS) {
  const name = ROW_COLLECTIONS[kind];
  const { seeds, env } = useRulesFile();
  const application = withSearchIndex(kind, storedApplicationDoc(kind));
  seeds.add(name, rowOf(kind, application));
  seeds.add(name, rowOf(kind, application));

  const matching = (db: Parameters<RulesCase['run']>[0]) =>
    query(
      collection(db, name),
      ...duplicateConditions(kind, application)!.map(({ field, op, value }) => where(field, op, value)),
    );
  // The application's page reads the candidates; both seeded applications share every number.
  const lookup: RulesCase['run'] = async (db) => {
    expect((await getDocs(query(matching(db), limit(DUPLICATE_LOOKUP_LIMIT)))).size).toBe(2);
  };
  // A list counts them.
  const count: RulesCase['run'] = async (db) => {
    expect((await getCountFromServer(matching(db))).data().count).toBe(2);
  };

  describe(`${name}: the duplicate check`, () => {
    defineCases(
      env,
      ACTORS.flatMap((actor) => [
        {
          title: 'look for unfinished applications with the same numbers',
          actor,
          expect: allowedFor(actor, STAFF),
          run: lookup,
          check: () => expect(duplicateConditions(kind, application)).toBeDefined(),
        },
        {
          title: 'count unfinished applications with the same numbers',
          actor,
          expect: allowedFor(actor, STAFF),
          run: count,
        },
      ]),
    );
  });
}
