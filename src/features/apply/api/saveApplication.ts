import type { User } from 'firebase/auth';
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
import { commitWrites, readFields } from '../../../lib/firebase/documentWrites';
import { checkedQuota, isPermissionDenied, quotaWrite } from '../../../lib/firebase/quota';
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
  const user = await ensureApplicant();
  const application = { path: `${APPLICATION_COLLECTIONS[kind]}/${submission.id}`, id: submission.id };
  // Only a draft whose save was sent before can have landed; the first Submit need not look.
  const landed = submission.attempted ? await savedEarlier(user, application) : undefined;
  if (landed) return landed;

  const previous = await checkedQuota(user, 'applications');
  const guess = nextCount(previous, Date.now());
  const otherGuess = guess === 1 ? (previous?.count ?? 0) + 1 : 1;
  // The clock's guess twice (the second time with a new reference), then the other count.
  const counts = [guess, guess, otherGuess];
  let { reference } = submission;
  for (let attempt = 0; ; attempt += 1) {
    const meta = { ...newApplicationMeta(kind, { lang, submittedBy: user.uid }), reference };
    const claim: ReferenceClaim = { kind, applicationId: application.id };
    const batch = [
      { path: application.path, data: { ...data, ...meta }, serverTime: ['createdAt'] },
      { path: `${COLLECTIONS.references}/${reference}`, data: claim, serverTime: [] },
      quotaWrite({ uid: user.uid, action: 'applications', count: counts[attempt]!, counted: application.id }),
    ];
    try {
      await withTimeout(commitWrites(user, batch), SAVE_TIMEOUT_MS, 'Saving the application');
      return { id: application.id, reference };
    } catch (error) {
      if (!isPermissionDenied(error) || attempt + 1 >= ATTEMPTS) throw error;
      const landedMeanwhile = await savedEarlier(user, application);
      if (landedMeanwhile) return landedMeanwhile;
      reference = newReference(kind);
      onNewReference({ id: application.id, reference });
    }
  }
}

/**
 * The application this draft already saved, if an earlier Submit landed. The rules let a user
 * read only their own applications, and refuse a read of one that does not exist: refused means
 * not saved yet.
 */
async function savedEarlier(
  user: User,
  application: { path: string; id: string },
): Promise<DraftSubmission | undefined> {
  try {
    const fields = await readFields(user, application.path);
    const reference = fields?.reference;
    return reference && 'stringValue' in reference
      ? { id: application.id, reference: reference.stringValue }
      : undefined;
  } catch (error) {
    if (isPermissionDenied(error)) return undefined;
    throw error;
  }
}
