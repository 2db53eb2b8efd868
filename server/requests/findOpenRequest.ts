import type { Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import type { ApplicationKind } from '#domain/kinds';
import type { ApplicantRequestItem, ApplicantRequestView, RequestItem } from '#domain/requests';
import type { ApplicationAccess } from '../applications/access.ts';
import { referenceOf } from '../applications/statusChange.ts';
import { answerableItems } from './answerChecks.ts';
import { pendingRequests } from './records.ts';

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
 * What staff ask of the application now, as its applicant answers it: the items they may answer,
 * each with its label, current answer and choices; null when nothing is asked.
 */
export async function findOpenRequest(
  db: Firestore,
  { target, application }: Pick<ApplicationAccess, 'target' | 'application'>,
): Promise<ApplicantRequestView | null> {
  const pending = await pendingRequests(db, target).get();
  const found = pending.docs.find((request) => request.get('state') === 'open');
  if (!found) return null;
  const answers = application.data() ?? {};
  return {
    id: found.id,
    kind: target.kind,
    reference: referenceOf(application),
    replyBy: found.get('replyBy') as string,
    items: answerableItems(target.kind, found.get('items') as RequestItem[]).map(({ item }) =>
      applicantItem(target.kind, item, answers),
    ),
  };
}
