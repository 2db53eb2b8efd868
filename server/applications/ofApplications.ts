import type { CollectionReference, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** Firestore's bound on the values of one `in` filter. */
const IN_LIMIT = 30;

/**
 * The documents of `collection` (notes, results…) that belong to any of `ids`, by their
 * `applicationId`: a query per thirty applications, at most `perApplication` each. Unordered: the
 * caller sorts what it keeps, and no composite index is needed.
 */
export async function ofApplications(
  collection: CollectionReference,
  ids: readonly string[],
  perApplication: number,
): Promise<QueryDocumentSnapshot[]> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += IN_LIMIT) batches.push(ids.slice(start, start + IN_LIMIT));
  const read = await Promise.all(
    batches.map((batch) =>
      collection
        .where('applicationId', 'in', batch)
        .limit(perApplication * batch.length)
        .get(),
    ),
  );
  return read.flatMap((snapshot) => snapshot.docs);
}

/** `docs` of `kind` grouped by application, each group in `order`, mapped by `view`. */
export function byApplication<T>(
  docs: QueryDocumentSnapshot[],
  kind: string,
  order: (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) => number,
  view: (doc: QueryDocumentSnapshot) => T,
): Record<string, T[]> {
  const grouped: Record<string, QueryDocumentSnapshot[]> = {};
  for (const doc of docs) {
    if (doc.get('kind') !== kind) continue;
    (grouped[doc.get('applicationId') as string] ??= []).push(doc);
  }
  return Object.fromEntries(Object.entries(grouped).map(([id, group]) => [id, group.sort(order).map(view)]));
}
