import { Timestamp } from 'firebase-admin/firestore';
import { DUPLICATE_KEYS_FIELD } from '#domain/duplicates';
import { APPLICANT_ACTOR_UID } from '#domain/processing';
import type { RequestAnswer, RequestAnswerBody, RequestItem } from '#domain/requests';
import { requestAnswered } from '#domain/reports/counts';
import { withSearchIndex } from '#domain/searchIndex';
import { SEARCH_INDEX_FIELD } from '#domain/searchText';
import type { ApplicationAccess } from '../applications/access.ts';
import type { Actor } from '../applications/actor.ts';
import { recordEvent } from '../applications/events.ts';
import { bumpVersion } from '../applications/version.ts';
import { changeStatus, referenceOf } from '../applications/statusChange.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { updateApplication } from '../applications/rows.ts';
import { countChanges } from '../reports/counter.ts';
import { answerableItems, checkCorrections, checkDocuments } from './answerChecks.ts';
import { noSuchRequest, pendingRequestFields, requestRecords } from './records.ts';

const APPLICANT: Actor = { uid: APPLICANT_ACTOR_UID, email: null };

/** An agent's answer is signed as theirs in the history, with the email staff know them by. */
async function answeredBy({ auth }: FirebaseServices, access: ApplicationAccess): Promise<Actor> {
  if (!access.agent) return APPLICANT;
  const { uid } = access.agent;
  const user = await auth.getUser(uid).catch(() => null);
  return { uid, email: user?.email ?? null };
}

/**
 * The applicant's (or their agent's) answer to the application's open request: the corrections
 * merged into the application (checked with the kind's schema), the files kept with the request,
 * the request answered and the application back in review, in one transaction with its event.
 * 404 for a request that is not the application's, 409 for one no longer open.
 */
export async function answerRequest(
  firebase: FirebaseServices,
  access: ApplicationAccess,
  body: RequestAnswerBody,
): Promise<void> {
  const { db } = firebase;
  const actor = await answeredBy(firebase, access);
  const { target } = access;
  const requestRef = requestRecords(db).doc(body.requestId);
  await db.runTransaction(async (transaction) => {
    const [request, application] = await Promise.all([
      transaction.get(requestRef),
      transaction.get(target.ref),
    ]);
    const ofThis = request.get('applicationId') === target.id && request.get('kind') === target.kind;
    if (!request.exists || !application.exists || !ofThis) throw noSuchRequest();
    if (request.get('state') === 'withdrawn') {
      throw new HttpError(409, 'This request no longer waits for an answer.', 'request.withdrawn');
    }
    if (request.get('state') !== 'open') {
      throw new HttpError(409, 'This request has been answered already.', 'request.answered');
    }
    const answerable = answerableItems(target.kind, request.get('items') as RequestItem[]);
    const items = answerable.map(({ item }) => item);
    const { corrections, values } = checkCorrections(target, application, items, body.corrections);
    const checked = await checkDocuments(db, transaction, target, items, body.documents);
    const { uploads } = checked;
    // Numbered as the applicant saw them; kept numbered as the request's items are.
    const documents = checked.documents.map((sent) => ({ ...sent, item: answerable[sent.item]!.index }));

    for (const upload of uploads) {
      transaction.update(upload.ref, { attached: true, applicationId: target.id, kind: target.kind });
    }
    // One time for the answer and its count in the speed report.
    const answeredAt = Timestamp.now();
    const answer: Omit<RequestAnswer, 'answeredAt'> & { answeredAt: Timestamp } = {
      corrections,
      documents,
      answeredAt,
      ...(access.agent
        ? { via: 'agent' as const, agent: access.agent }
        : { via: access.via === 'proof' ? ('proof' as const) : ('submitter' as const) }),
    };
    transaction.update(requestRef, { state: 'answered', answer });
    const askedAt = (request.get('createdAt') as Timestamp).toMillis();
    const waited = requestAnswered(target.kind, askedAt, answeredAt.toMillis());
    countChanges(db, transaction, application.get('AAN'), [{ at: answeredAt.toDate(), change: waited }]);
    const change = {
      status: 'in_review' as const,
      note: (application.get('statusNote') as string | undefined) ?? '',
      applicantMessage: '',
    };
    // The applicant has just been told on screen; staff see it at the head of their queue.
    changeStatus(db, transaction, target, application, change, actor, { announce: false });
    // A corrected name or number is found by the staff search and counts for duplicates at once.
    const indexed = withSearchIndex(target.kind, {
      ...application.data(),
      ...values,
      status: change.status,
    });
    updateApplication(transaction, application, {
      ...values,
      [SEARCH_INDEX_FIELD]: indexed[SEARCH_INDEX_FIELD],
      [DUPLICATE_KEYS_FIELD]: indexed[DUPLICATE_KEYS_FIELD],
      ...pendingRequestFields({ state: 'answered' }),
    });
    recordEvent(
      db,
      transaction,
      {
        kind: target.kind,
        applicationId: target.id,
        reference: referenceOf(application),
        type: 'requestAnswered',
        requestId: requestRef.id,
        version: bumpVersion(transaction, application),
      },
      actor,
    );
  });
}
