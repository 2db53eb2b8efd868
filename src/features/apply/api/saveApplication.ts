import { doc, getDoc, serverTimestamp, writeBatch, type DocumentReference } from 'firebase/firestore/lite';
import {
  APPLICATION_COLLECTIONS,
  COLLECTIONS,
  type AppLanguage,
  type ApplicationKind,
} from '../../../domain/kinds';
import { newApplicationMeta } from '../../../domain/meta';
import { nextCount, type ReferenceClaim } from '../../../domain/ownership';
import { newReference } from '../../../domain/reference';
import type { DraftSubmission } from '../../../lib/draft';
import { ensureApplicant } from '../../../lib/firebase/applicant';
import { getLiteDb } from '../../../lib/firebase/lite';
import { checkedQuota, countInBatch, isPermissionDenied } from '../../../lib/firebase/quota';
import { withTimeout } from '../../../lib/timeout';

const SAVE_TIMEOUT_MS = 12_000;
// A refusal is a taken reference (a new one is drawn) or a day's count misjudged by this device's
// clock (the other count is tried); anything still refused after three tries is reported.
const ATTEMPTS = 3;

type Options = {
  lang: AppLanguage;
  /** The draft's id and reference, reused by every retry (lib/draft.ts `draftSubmission`). */
  submission: DraftSubmission;
  /** Called with the submission when a taken reference made the writer draw another. */
  onNewReference: (submission: DraftSubmission) => void;
};

/**
 * Saves a validated application as this device's user (signed in anonymously if nobody is), in
 * one batch with its reference claim and its sender's quota, which the rules require together.
 * The document id is the draft's: a save that timed out but landed is found, never written twice.
 * Resolves with the id and the reference it was saved under.
 */
export async function saveApplication(
  kind: ApplicationKind,
  data: Record<string, unknown>,
  { lang, submission, onNewReference }: Options,
): Promise<DraftSubmission> {
  const [db, user] = await Promise.all([getLiteDb(), ensureApplicant()]);
  const ref = doc(db, APPLICATION_COLLECTIONS[kind], submission.id);
  // Only a draft whose save was sent before can have landed; the first Submit need not look.
  const landed = submission.attempted ? await savedEarlier(ref) : undefined;
  if (landed) return landed;

  const previous = await checkedQuota(db, user.uid, 'applications');
  const guess = nextCount(previous, Date.now());
  const otherGuess = guess === 1 ? (previous?.count ?? 0) + 1 : 1;
  // The clock's guess twice (the second time with a new reference), then the other count.
  const counts = [guess, guess, otherGuess];
  let { reference } = submission;
  for (let attempt = 0; ; attempt += 1) {
    const meta = { ...newApplicationMeta(kind, { lang, submittedBy: user.uid }), reference };
    const claim: ReferenceClaim = { kind, applicationId: ref.id };
    const batch = writeBatch(db);
    batch.set(ref, { ...data, ...meta, createdAt: serverTimestamp() });
    batch.set(doc(db, COLLECTIONS.references, reference), claim);
    countInBatch(batch, db, {
      uid: user.uid,
      action: 'applications',
      count: counts[attempt]!,
      counted: ref.id,
    });
    try {
      await withTimeout(batch.commit(), SAVE_TIMEOUT_MS, 'Saving the application');
      return { id: ref.id, reference };
    } catch (error) {
      if (!isPermissionDenied(error) || attempt + 1 >= ATTEMPTS) throw error;
      const landedMeanwhile = await savedEarlier(ref);
      if (landedMeanwhile) return landedMeanwhile;
      reference = newReference(kind);
      onNewReference({ id: ref.id, reference });
    }
  }
}

/**
 * The application this draft already saved, if an earlier Submit landed. The rules let a user
 * read only their own applications, and refuse a read of one that does not exist: refused means
 * not saved yet.
 */
async function savedEarlier(ref: DocumentReference): Promise<DraftSubmission | undefined> {
  try {
    const snapshot = await getDoc(ref);
    return snapshot.exists() ? { id: ref.id, reference: snapshot.get('reference') as string } : undefined;
  } catch (error) {
    if (isPermissionDenied(error)) return undefined;
    throw error;
  }
}
