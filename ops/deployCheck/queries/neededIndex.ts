// Which composite index a query needs, and whether firestore.indexes.json has one that serves it.
// Firestore answers from its automatic single-field indexes a query on one field, and a query of
// equalities only (it merges those indexes); anything else needs a composite index, which the
// Firestore emulator never asks for.
import { DOCUMENT_ID, type Direction, type Order, type QueryShape } from './queryShape.ts';

const EQUALITY_OPS = new Set(['==', 'in']);
const ARRAY_OPS = new Set(['array-contains', 'array-contains-any']);
const RANGE_OPS = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

export type NeededIndex = {
  collection: string;
  /** Fields compared for equality, or for membership of an array (contains): first, in any order. */
  equalities: { field: string; contains: boolean }[];
  /** Then these fields, in this order and direction. */
  orders: Order[];
  /** Whether one index must hold every field: a range filter or an array's membership is in it. */
  whole: boolean;
};

/** A composite index as firestore.indexes.json declares it. */
export type DeclaredIndex = {
  collectionGroup: string;
  queryScope?: string;
  fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
};

const unique = <T extends { field: string }>(items: T[]) =>
  items.filter((item, index) => items.findIndex((other) => other.field === item.field) === index);

/** The composite index the query needs, or undefined when single-field indexes serve it. */
export function neededIndex(shape: QueryShape): NeededIndex | undefined {
  for (const { op } of shape.filters) {
    if (!EQUALITY_OPS.has(op) && !ARRAY_OPS.has(op) && !RANGE_OPS.has(op))
      throw new Error(`Unknown Firestore operator ${op}`);
  }
  const equalities = unique(
    shape.filters
      .filter(({ op }) => !RANGE_OPS.has(op))
      .map(({ field, op }) => ({ field, contains: ARRAY_OPS.has(op) })),
  );
  const explicit = shape.orders.filter(({ field }) => field !== DOCUMENT_ID);
  // Firestore orders by each range-filtered field it was not told to order by, by name, after the rest.
  const direction: Direction = explicit.at(-1)?.direction ?? 'asc';
  const ranged = [...new Set(shape.filters.filter(({ op }) => RANGE_OPS.has(op)).map(({ field }) => field))];
  const implicit = ranged
    .filter((field) => !explicit.some((order) => order.field === field))
    .sort()
    .map((field) => ({ field, direction }));
  // Ordering by a field held equal to one value orders nothing.
  const orders = unique([...explicit, ...implicit]).filter(
    ({ field }) => !equalities.some((equality) => equality.field === field && !equality.contains),
  );
  if (orders.length === 0) return undefined;
  if (equalities.length === 0 && orders.length === 1) return undefined;
  const whole = ranged.length > 0 || equalities.some(({ contains }) => contains);
  return { collection: shape.collection, equalities, orders, whole };
}

const ORDER_NAMES: Record<Direction, string> = { asc: 'ASCENDING', desc: 'DESCENDING' };

/**
 * The equality fields `index` can serve the need with: its first fields are some of the query's
 * equalities and the rest are the query's orders, exactly. Undefined when it cannot take part.
 */
function equalitiesServed(need: NeededIndex, index: DeclaredIndex): string[] | undefined {
  if (index.collectionGroup !== need.collection || (index.queryScope ?? 'COLLECTION') !== 'COLLECTION')
    return undefined;
  // Every index ends with the document id, whether or not it says so.
  const fields = index.fields.filter(
    ({ fieldPath }, position) => !(fieldPath === DOCUMENT_ID && position === index.fields.length - 1),
  );
  const split = fields.length - need.orders.length;
  if (split < 0) return undefined;
  const ordersMatch = need.orders.every((order, position) => {
    const field = fields[split + position]!;
    return field.fieldPath === order.field && field.order === ORDER_NAMES[order.direction];
  });
  if (!ordersMatch) return undefined;
  const first = fields.slice(0, split);
  const served = first.map(({ fieldPath, order, arrayConfig }) => {
    const equality = need.equalities.find(({ field }) => field === fieldPath);
    if (!equality) return undefined;
    return equality.contains === (arrayConfig === 'CONTAINS') && (equality.contains || Boolean(order))
      ? fieldPath
      : undefined;
  });
  return served.every((field) => field !== undefined) ? [...new Set(served)] : undefined;
}

/**
 * Whether the declared indexes serve the need: one holding every field, or, for equalities and
 * orders alone, several that together hold every equality with the same orders (Firestore merges
 * those, as its documentation describes; it is credited nowhere else).
 */
export function isServed(need: NeededIndex, indexes: DeclaredIndex[]): boolean {
  const parts = indexes.flatMap((index) => {
    const served = equalitiesServed(need, index);
    return served ? [served] : [];
  });
  const all = need.equalities.map(({ field }) => field);
  if (parts.some((served) => served.length === all.length)) return true;
  if (need.whole || all.length === 0) return false;
  return all.every((field) => parts.some((served) => served.includes(field)));
}

/** The index as a sentence names it: `payments (status ==, createdAt asc)`. */
export function describeIndex(need: NeededIndex): string {
  const fields = [
    ...need.equalities.map(({ field, contains }) => `${field} ${contains ? 'array-contains' : '=='}`),
    ...need.orders.map(({ field, direction }) => `${field} ${direction}`),
  ];
  return `${need.collection} (${fields.join(', ')})`;
}
