// What the browser sends (src/features/apply/api/saveApplication.ts, src/lib/firebase/quota.ts):
// an application in one batch with the claim of its reference and its sender's quota, feedback in
// one batch with its quota. Each case brings its own reference (newApplicationDoc draws one) and
// finds its sender's quota as it asks, written past the rules just before it runs, so the gap
// between one creation and the next never bites from one case to another.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { APPLICATION_COLLECTIONS, COLLECTIONS, type ApplicationKind } from '../../src/domain/kinds.ts';
import { nextCount, type QuotaAction, type ReferenceClaim } from '../../src/domain/ownership.ts';
import { newReference } from '../../src/domain/reference.ts';
import type { Sending } from './cases.ts';
import { UIDS, uidOf, type Actor } from './setup.ts';

export const DAY_SECONDS = 86_400;

/** How a case finds a quota: none yet, or `count` creations that day, the last `secondsAgo`. */
export type QuotaBefore = 'none' | { secondsAgo: number; count: number };

export const quotaPath = (uid: string, action: QuotaAction) =>
  `${COLLECTIONS.quotas}/${uid}/actions/${action}`;

/**
 * The uid a batch is sent as: the actor's, and the applicant's for someone signed out (whose
 * request carries no uid at all, so the rules refuse it whatever it names).
 */
export const senderOf = (actor: Actor) => uidOf(actor) ?? UIDS.applicant;

const DAY_MS = DAY_SECONDS * 1000;

/**
 * Writes `uid`'s quota for `action` as `before` says, past the rules; when `last` was, in ms. A
 * `last` less than a day ago is on today's UTC date: just after midnight, it waits until it can be.
 */
export async function putQuota(
  env: RulesTestEnvironment,
  uid: string,
  action: QuotaAction,
  before: QuotaBefore,
): Promise<number | undefined> {
  if (before !== 'none' && before.secondsAgo < DAY_SECONDS) {
    const wait = (before.secondsAgo + 2) * 1000 - (Date.now() % DAY_MS);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const last = before === 'none' ? undefined : Date.now() - before.secondsAgo * 1000;
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const ref = doc(db, quotaPath(uid, action));
    await (last === undefined
      ? deleteDoc(ref)
      : setDoc(ref, { last: Timestamp.fromMillis(last), count: (before as { count: number }).count }));
  });
  return last;
}

export type QuotaOptions = {
  /** The quota as the case finds it (default: none yet). */
  quota?: QuotaBefore;
  /**
   * The count the batch writes (default: the client's, ownership.ts nextCount), or false for a
   * batch that leaves the quota out.
   */
  count?: number | false;
  /** Whose quota the batch writes (default: the sender's). */
  quotaOf?: string;
};

/**
 * A batch of `write` and the sender's quota for `action`, sent as `uid`, with the quota put as
 * the case asks just before.
 */
function counted(
  action: QuotaAction,
  uid: string,
  { quota = 'none', count, quotaOf = uid }: QuotaOptions,
  /** Writes the creation into the batch and returns the id of the document the quota counts. */
  write: (batch: WriteBatch, db: Firestore) => string,
): Sending {
  let last: number | undefined;
  return {
    before: async (env) => {
      last = await putQuota(env, quotaOf, action, quota);
    },
    run: (db) => {
      const batch = writeBatch(db);
      const created = write(batch, db);
      if (count !== false) {
        const previous =
          quota === 'none' || last === undefined
            ? undefined
            : { last: { toMillis: () => last! }, count: quota.count };
        batch.set(doc(db, quotaPath(quotaOf, action)), {
          last: serverTimestamp(),
          count: count ?? nextCount(previous, Date.now()),
          counted: created,
        });
      }
      return batch.commit();
    },
  };
}

export type ApplicationOptions = QuotaOptions & {
  /** The application's id (default: a new one). */
  id?: string;
  /**
   * The claim written (default: `{kind, applicationId}` of this application, under its
   * reference), a function of the application's id, or false for a batch without one.
   */
  claim?: false | ((id: string) => DocumentData);
  /** The reference the claim is written under (default: the application's). */
  claimReference?: string;
  /** More writes in the same batch. */
  also?: (batch: WriteBatch, db: Firestore, id: string) => void;
};

/** An application of `kind` as the form sends it, by `uid` (submittedBy is `data`'s). */
export function sendApplication(
  kind: ApplicationKind,
  data: DocumentData,
  uid: string,
  options: ApplicationOptions = {},
): Sending {
  // A reference that is not text cannot name a document: its claim goes under a new one.
  const own = typeof data.reference === 'string' ? data.reference : newReference(kind);
  const { claim, claimReference = own, also } = options;
  return counted('applications', uid, options, (batch, db) => {
    const application = options.id
      ? doc(db, APPLICATION_COLLECTIONS[kind], options.id)
      : doc(collection(db, APPLICATION_COLLECTIONS[kind]));
    batch.set(application, data);
    if (claim !== false) {
      const written: DocumentData = claim
        ? claim(application.id)
        : ({ kind, applicationId: application.id } satisfies ReferenceClaim);
      batch.set(doc(db, COLLECTIONS.references, claimReference), written);
    }
    also?.(batch, db, application.id);
    return application.id;
  });
}

/** Feedback as the contact form sends it, by `uid`. */
export function sendFeedback(data: DocumentData, uid: string, options: QuotaOptions = {}): Sending {
  return counted('feedbacks', uid, options, (batch, db) => {
    const feedback = doc(collection(db, COLLECTIONS.feedbacks));
    batch.set(feedback, data);
    return feedback.id;
  });
}
