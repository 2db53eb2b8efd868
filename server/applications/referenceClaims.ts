import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { APPLICATION_COLLECTIONS, COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import type { ReferenceClaim } from '#domain/ownership';
import { isReference } from '#domain/reference';
import { isAlreadyExists } from '../firestoreErrors.ts';

export type ClaimTotals = {
  checked: number;
  /** Claimed now. */
  claimed: number;
  /** Their claim was there already. */
  current: number;
  /** No reference of their service, so nothing to claim. */
  invalid: number;
  /** Sharing their reference with another record (or its claim): reported, not claimed. */
  shared: number;
  errors: number;
};

/** A reference held by more than one record, or by a record its claim does not name. */
export type SharedReference = { reference: string; applicationIds: string[]; claimedBy?: string };

type Settings = {
  pageSize?: number;
  onShared?: (shared: SharedReference) => void;
  onError?: (error: unknown, id: string) => void;
};

/**
 * Claims the reference of every application of a kind stored before claims existed:
 * `references/{reference}` → `{kind, applicationId}`, the claim that makes a reference unique and
 * lets Track find it without a query (server/applications/access.ts). Reads `pageSize` records at
 * a time in document id order. A claim is made with create(), so one made meanwhile (by the API,
 * or by this run twice) is never overwritten. A reference two records carry is reported and
 * claimed for neither: which of them it belongs to is for a person to decide. Running it again
 * claims nothing new.
 */
export async function claimReferences(
  db: Firestore,
  kind: ApplicationKind,
  { pageSize = 500, onShared = () => {}, onError = () => {} }: Settings = {},
): Promise<ClaimTotals> {
  const totals: ClaimTotals = { checked: 0, claimed: 0, current: 0, invalid: 0, shared: 0, errors: 0 };
  const collection = db.collection(APPLICATION_COLLECTIONS[kind]);
  const claims = db.collection(COLLECTIONS.references);
  const applications = collection.orderBy(FieldPath.documentId()).select('reference').limit(pageSize);
  /** References already reported, so a shared one is named once, not once per record. */
  const reported = new Set<string>();

  const report = (shared: SharedReference) => {
    totals.shared += 1;
    if (reported.has(shared.reference)) return;
    reported.add(shared.reference);
    onShared(shared);
  };

  async function claim(application: QueryDocumentSnapshot, reference: string, existing?: ReferenceClaim) {
    if (existing) {
      if (existing.kind === kind && existing.applicationId === application.id) totals.current += 1;
      else report({ reference, applicationIds: [application.id], claimedBy: existing.applicationId });
      return;
    }
    const holders = await collection.where('reference', '==', reference).limit(10).get();
    if (holders.size > 1) return report({ reference, applicationIds: holders.docs.map((doc) => doc.id) });
    const mine: ReferenceClaim = { kind, applicationId: application.id };
    try {
      await claims.doc(reference).create(mine);
      totals.claimed += 1;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      // Claimed between our read and our write: by this record's own save, or by another.
      await claim(application, reference, (await claims.doc(reference).get()).data() as ReferenceClaim);
    }
  }

  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? applications.startAfter(last) : applications).get();
    const valid = page.docs.filter((doc) => isReference(doc.get('reference'), kind));
    totals.checked += page.size;
    totals.invalid += page.size - valid.length;
    // Every claim of the page in one read.
    const existing = valid.length
      ? await db.getAll(...valid.map((doc) => claims.doc(doc.get('reference') as string)))
      : [];
    for (const [index, application] of valid.entries()) {
      const reference = application.get('reference') as string;
      try {
        await claim(application, reference, existing[index]!.data() as ReferenceClaim | undefined);
      } catch (error) {
        totals.errors += 1;
        onError(error, application.id);
      }
    }
    last = page.docs.at(-1);
    if (page.size < pageSize || !last) return totals;
  }
}
