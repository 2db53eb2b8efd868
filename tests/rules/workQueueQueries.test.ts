// The work queue's request queries (src/domain/listFilters.ts): its head, the applications whose
// applicant answered staff's request, oldest answer first; and the dashboard's count of requests
// overdue. Staff run both on the list rows, as they list and count every row; nobody else runs
// either.
import {
  and,
  collection,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { ROW_COLLECTIONS, APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import { answeredFirstConditions, overdueConditions, type FieldCondition } from '#domain/listFilters';
import { ANSWERED_FIRST, ANSWERED_FIRST_MAX } from '#domain/workQueue';
import { allowedFor, defineCases, useRulesFile } from './cases.ts';
import { ACTORS } from './setup.ts';

const STAFF = ['staff', 'admin'] as const;

const matching = (db: Firestore, kind: ApplicationKind, conditions: FieldCondition[]) =>
  query(
    collection(db, ROW_COLLECTIONS[kind]),
    and(...conditions.map(({ field, op, value }) => where(field, op, value))),
  );

const QUERIES = {
  'list the answered applications first in the work queue': (db: Firestore, kind: ApplicationKind) =>
    getDocs(
      query(
        matching(db, kind, answeredFirstConditions()),
        orderBy(ANSWERED_FIRST.order.field, ANSWERED_FIRST.order.direction),
        limit(ANSWERED_FIRST_MAX),
      ),
    ),
  'count the requests overdue': (db: Firestore, kind: ApplicationKind) =>
    getCountFromServer(matching(db, kind, overdueConditions('2026-03-10'))),
};

for (const kind of APPLICATION_KINDS) {
  const { env } = useRulesFile();
  describe(`${ROW_COLLECTIONS[kind]}: the work queue's request queries`, () => {
    defineCases(
      env,
      Object.entries(QUERIES).flatMap(([title, run]) =>
        ACTORS.map((actor) => ({
          title,
          actor,
          expect: allowedFor(actor, STAFF),
          run: (db: Firestore) => run(db, kind),
        })),
      ),
    );
  });
}
