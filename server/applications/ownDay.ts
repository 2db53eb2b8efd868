import type { Firestore, Query } from 'firebase-admin/firestore';
import type { OwnDayAnswer } from '#domain/assignment';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS } from '#domain/kinds';
import { ownDayConditions, type FieldCondition } from '#domain/listFilters';
import { todayInDarEsSalaam } from '#domain/officeDay';

/**
 * A staff member's own day, by count aggregations of the lists' own conditions
 * (src/domain/listFilters.ts), three per kind: no application is downloaded, and each count costs
 * one read per thousand applications it counts.
 */
export async function ownDay(db: Firestore, uid: string, now = new Date()): Promise<OwnDayAnswer> {
  const conditions = ownDayConditions(uid, todayInDarEsSalaam(now));
  const countOf = async (kind: (typeof APPLICATION_KINDS)[number], where: FieldCondition[]) => {
    const query = where.reduce<Query>(
      (query, { field, op, value }) => query.where(field, op, value),
      db.collection(APPLICATION_COLLECTIONS[kind]),
    );
    return (await query.count().get()).data().count;
  };
  const total = async (where: FieldCondition[]) =>
    (await Promise.all(APPLICATION_KINDS.map((kind) => countOf(kind, where)))).reduce((sum, n) => sum + n, 0);
  const [waiting, answered, overdue] = await Promise.all([
    total(conditions.waiting),
    total(conditions.answered),
    total(conditions.overdue),
  ]);
  return { waiting, answered, overdue };
}
