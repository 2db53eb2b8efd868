import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import { DUPLICATE_KEYS_FIELD } from '#domain/duplicates';
import type { ApplicationKind } from '#domain/kinds';
import { APPLICANT_ACTOR_UID } from '#domain/processing';
import {
  requestAnswerSchema,
  type ApplicantRequestItem,
  type ApplicantRequestView,
  type OpenRequestAnswer,
  type RequestAnswer,
  type RequestItem,
} from '#domain/requests';
import { requestAnswered } from '#domain/reports/counts';
import { withSearchIndex } from '#domain/searchIndex';
import { SEARCH_INDEX_FIELD } from '#domain/searchText';
import { applicationAccess, type AccessOptions } from '../applications/access.ts';
import type { Actor } from '../applications/actor.ts';
import { recordEvent } from '../applications/events.ts';
import { changeStatus, referenceOf } from '../applications/statusChange.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { countChanges } from '../reports/counter.ts';
import { answerableItems, checkCorrections, checkDocuments } from '../requests/answer.ts';
import { noSuchRequest, pendingRequestFields, pendingRequests, requestRecords } from '../requests/records.ts';

/**
 * The applicant's side of a request: what they proved with the reference and phone, or with their
 * account. Not the anonymous session of the device that sent it: the answers name the applicant,
 * and that session is anyone at a shared computer (as for the receipt).
 */
const ACCESS: AccessOptions = { staff: false, anonymousSubmitter: false };

const APPLICANT: Actor = { uid: APPLICANT_ACTOR_UID, email: null };

async function agentActor({ auth }: FirebaseServices, uid: string): Promise<Actor> {
  const user = await auth.getUser(uid).catch(() => null);
  return { uid, email: user?.email ?? null };
}

/** An item with what the applicant's screen shows of it (see ApplicantRequestItem). */
function applicantItem(
  kind: ApplicationKind,
  item: RequestItem,
  answers: Record<string, unknown>,
): ApplicantRequestItem {
  if (item.type === 'otherDocument') return item;
  const { fieldLabels, options, yesNoLabels } = APPLICATIONS[kind] as {
    fieldLabels: Record<string, string>;
    options: Record<string, { values: readonly string[]; labels: Record<string, string> }>;
    yesNoLabels: Record<string, Record<string, string>>;
  };
  const label = fieldLabels[item.field];
  if (item.type === 'document') return { ...item, ...(label ? { label } : {}) };
  // A yes or no the form keeps as a boolean is offered as its two answers ("true", "false").
  const yesNo = yesNoLabels[item.field];
  const choices = options[item.field] ?? (yesNo && { values: ['true', 'false'], labels: yesNo });
  return {
    ...item,
    ...(label ? { label } : {}),
    current: answers[item.field] ?? null,
    ...(choices ? { options: { values: choices.values, labels: choices.labels } } : {}),
  };
}

/**
 * POST /api/requests/open: what staff ask of the application, for its applicant to answer; POST
 * /api/requests/answer: the answer. Each rate-limited per address (server/app.ts).
 */
export function requestAnswersRouter(firebase: FirebaseServices) {
  const { db } = firebase;
  const router = Router();

  /** {kind, id} with the owner's token, or {proof} → 200 {request}, null when nothing is asked. */
  router.post('/requests/open', async (req, res) => {
    const { target, application } = await applicationAccess(req, firebase, req.body, ACCESS);
    const pending = await pendingRequests(db, target).get();
    const found = pending.docs.find((request) => request.get('state') === 'open');
    const answers = application.data() ?? {};
    const request: ApplicantRequestView | null = found
      ? {
          id: found.id,
          kind: target.kind,
          reference: referenceOf(application),
          replyBy: found.get('replyBy') as string,
          items: answerableItems(target.kind, found.get('items') as RequestItem[]).map(({ item }) =>
            applicantItem(target.kind, item, answers),
          ),
        }
      : null;
    res.json({ request } satisfies OpenRequestAnswer);
  });

  /**
   * The access fields with {requestId, corrections, documents} → 200 {status}: the corrections
   * merged into the application (checked with the kind's schema), the files kept with the request,
   * the request answered and the application back in review, in one transaction with its event.
   */
  router.post('/requests/answer', async (req, res) => {
    const access = await applicationAccess(req, firebase, req.body, ACCESS);
    const body = parseBody(requestAnswerSchema, req.body);
    // An agent's answer is signed as theirs in the history, with the email staff know them by.
    const answeredBy = access.agent ? await agentActor(firebase, access.agent.uid) : APPLICANT;
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
      changeStatus(db, transaction, target, application, change, answeredBy, { announce: false });
      // A corrected name or number is found by the staff search and counts for duplicates at once.
      const indexed = withSearchIndex(target.kind, {
        ...application.data(),
        ...values,
        status: change.status,
      });
      transaction.update(target.ref, {
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
        },
        answeredBy,
      );
    });
    res.json({ status: 'in_review' });
  });

  return router;
}
