import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { safeParse } from 'zod/v4/core';
import { APPLICATIONS } from '#domain/applications';
import { MSG } from '#domain/common';
import type { ApplicationKind } from '#domain/kinds';
import {
  correctableFields,
  type Correction,
  type RequestAnswerBody,
  type RequestItem,
  type SentDocuments,
} from '#domain/requests';
import { isUploadPath, uploadIdOf } from '#domain/uploads';
import type { ApplicationTarget } from '../applications/target.ts';
import { HttpError } from '../http/errors.ts';
import { uploadRecords } from '../uploads/records.ts';

const refused = (fields: Record<string, string>) =>
  new HttpError(422, `Please check these fields: ${Object.keys(fields).join(', ')}.`, 'validation', fields);

/** A yes or no sent as the choice's value ("true", "false") becomes the boolean the form keeps. */
function asStored(corrections: Record<string, unknown>, yesNoLabels: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(corrections).map(([field, value]) =>
      field in yesNoLabels && (value === 'true' || value === 'false')
        ? [field, value === 'true']
        : [field, value],
    ),
  );
}

/**
 * The request's items the applicant answers, each with its place among all of them: a field that
 * is no longer correctable (the agent's number, asked before it left the list) is left out, and
 * neither shown nor taken. The applicant's screen numbers the documents in this list.
 */
export function answerableItems(kind: ApplicationKind, items: readonly RequestItem[]) {
  const correctable = correctableFields(kind);
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.type !== 'field' || correctable.includes(item.field));
}

/** Where a document item's refusal goes: the app shows it beside that item. */
export const documentsKey = (item: number) => `documents.${item}`;

/**
 * The corrections, checked: exactly the fields asked for, each answered, and the record they make
 * valid for the kind's own schema wherever it was valid before, so a correction cannot break it.
 * Returns each correction as it was and as it becomes (the schema's own output, trimmed and all).
 */
export function checkCorrections(
  target: ApplicationTarget,
  application: DocumentSnapshot,
  items: readonly RequestItem[],
  corrections: RequestAnswerBody['corrections'],
): { corrections: Correction[]; values: Record<string, unknown> } {
  const asked = items.flatMap((item) => (item.type === 'field' ? [item.field] : []));
  const notAsked = Object.keys(corrections).filter((field) => !asked.includes(field));
  if (notAsked.length > 0) {
    throw new HttpError(
      422,
      `Only the answers asked for may be changed; not these: ${notAsked.join(', ')}.`,
      'request.notAsked',
    );
  }
  const missing = asked.filter((field) => !Object.hasOwn(corrections, field));
  if (missing.length > 0) throw refused(Object.fromEntries(missing.map((field) => [field, MSG.required])));

  const { schema } = APPLICATIONS[target.kind];
  const yesNoLabels: Record<string, unknown> = APPLICATIONS[target.kind].yesNoLabels;
  const stored = application.data() ?? {};
  const before = safeParse(schema, stored);
  const sent = asStored(corrections, yesNoLabels);
  const after = safeParse(schema, { ...stored, ...sent });
  const brokenBefore = new Set(before.success ? [] : before.error.issues.map(({ path }) => path.join('.')));
  const fields: Record<string, string> = {};
  for (const issue of after.success ? [] : after.error.issues) {
    const path = issue.path.join('.');
    if (!brokenBefore.has(path) || asked.includes(String(issue.path[0]))) fields[path] ??= issue.message;
  }
  if (Object.keys(fields).length > 0) throw refused(fields);
  const parsed = (after.success ? after.data : {}) as Record<string, unknown>;
  // A record that was already invalid elsewhere keeps the corrections as they were sent, trimmed
  // by nothing: the fields asked are valid (checked above), the rest is not ours to touch.
  const valueOf = (field: string) => (after.success ? parsed[field] : sent[field]);
  return {
    corrections: asked.map((field) => ({
      field,
      before: stored[field] ?? null,
      after: valueOf(field) ?? null,
    })),
    values: Object.fromEntries(asked.map((field) => [field, valueOf(field) ?? null])),
  };
}

/**
 * The files sent for each document item, read in `transaction`: each one the API stored for
 * answers, sent once, and held by no other application. Returns the upload records to mark as
 * this application's.
 */
export async function checkDocuments(
  db: Firestore,
  transaction: Transaction,
  target: ApplicationTarget,
  items: readonly RequestItem[],
  documents: RequestAnswerBody['documents'],
): Promise<{ documents: SentDocuments[]; uploads: DocumentSnapshot[] }> {
  const documentItems = items.flatMap((item, index) => (item.type === 'field' ? [] : [index]));
  const stray = Object.keys(documents).filter((key) => !documentItems.includes(Number(key)));
  if (stray.length > 0) {
    throw new HttpError(422, 'Documents may be sent only for the documents asked for.', 'request.notAsked');
  }
  const unsent = documentItems.filter((item) => (documents[String(item)] ?? []).length === 0);
  if (unsent.length > 0)
    throw refused(Object.fromEntries(unsent.map((item) => [documentsKey(item), MSG.file])));

  const sent = documentItems.map((item) => ({ item, paths: documents[String(item)]! }));
  const all = sent.flatMap(({ item, paths }) => paths.map((path) => ({ item, path })));
  const uploads = await Promise.all(
    all.map(async ({ item, path }, index) => {
      const id = uploadIdOf(path);
      const repeated = all.findIndex((other) => other.path === path) !== index;
      if (!id || repeated || !isUploadPath(path, 'requestAnswers'))
        throw refused({ [documentsKey(item)]: MSG.file });
      const upload = await transaction.get(uploadRecords(db).doc(id));
      const holder = upload.get('applicationId') as unknown;
      const ours = upload.get('path') === path && upload.get('area') === 'requestAnswers';
      if (!upload.exists || !ours || (holder !== undefined && holder !== target.id)) {
        throw refused({ [documentsKey(item)]: MSG.file });
      }
      return upload;
    }),
  );
  return { documents: sent, uploads };
}
