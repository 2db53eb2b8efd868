// Applications stored the way the app stores them, written with the Admin SDK for API tests.
import { FieldValue } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { phonesOf } from '#domain/identity';
import { COLLECTIONS, type AppLanguage, type ApplicationKind } from '#domain/kinds';
import type { ReferenceClaim } from '#domain/ownership';
import type { ApplicationProof } from '#domain/tracking';
import { newApplicationMeta } from '#domain/meta';
import { PRICES } from '#domain/kinds';
import { newDocumentId } from '#domain/reference';
import type { NewApplicationAnswer } from '#domain/submissions';
import { adminServices } from './admin.ts';
import { postJson, type Answer } from './http.ts';
import { fileTypeOfPath, pathsIn } from '#domain/uploads';
import { seedApplication } from './seededApplications.ts';
import { uploadFile } from './uploads.ts';
import { anonymousApplicant } from './users.ts';

/**
 * An application as the app saves it (its documents uploaded first), in `lang`, with its reference claim: by `submittedBy` when given, and
 * with the `proof` (reference and the applicant's phone) that opens it from any device.
 */
export async function storedApplication(
  kind: ApplicationKind,
  submittedBy?: string,
  lang: AppLanguage = 'en',
) {
  const { db } = adminServices();
  const ref = db.collection(APPLICATIONS[kind].collection).doc();
  const meta = newApplicationMeta(kind, { lang, submittedBy: submittedBy ?? null });
  // Its documents are real files, as the form's would be, so a staff page can show them.
  const answers = await withUploads(kind, VALID_APPLICATIONS[kind]());
  const claim: ReferenceClaim = { kind, applicationId: ref.id };
  await seedApplication(db.batch(), ref, { ...answers, ...meta, createdAt: FieldValue.serverTimestamp() })
    .set(db.collection(COLLECTIONS.references).doc(meta.reference), claim)
    .commit();
  const [phone] = phonesOf(APPLICATIONS[kind].identity, answers);
  if (!phone) throw new Error(`The ${kind} fixture has no applicant phone.`);
  const proof: ApplicationProof = { reference: meta.reference, phone };
  return { id: ref.id, reference: meta.reference, ref, proof };
}

/** Sends an application to the API as the form does: `POST /api/applications/:kind` with a token. */
export function sendApplication(
  kind: ApplicationKind,
  body: { id?: string; lang?: AppLanguage; answers?: Record<string, unknown> },
  idToken: string,
  base?: string,
): Promise<Answer> {
  return postJson(
    `/api/applications/${kind}`,
    {
      id: body.id ?? newDocumentId(),
      lang: body.lang ?? 'en',
      answers: body.answers ?? VALID_APPLICATIONS[kind](),
    },
    base,
    { authorization: `Bearer ${idToken}` },
  );
}

/**
 * The answers with a document of their own in each document field they fill, uploaded as the form
 * uploads it: a file of the type the fixture's path names (a photo for a passport photo), a list of
 * pages staying a list. The fixtures' paths were never issued, so the API would refuse them.
 */
export async function withUploads(
  kind: ApplicationKind,
  answers: Record<string, unknown>,
  base?: string,
): Promise<Record<string, unknown>> {
  let uploaded = answers;
  for (const { field, area } of APPLICATIONS[kind].uploadFields) {
    const named = answers[field];
    const paths = await Promise.all(
      pathsIn(named).map((path) => uploadFile(area, { type: fileTypeOfPath(path), base })),
    );
    if (paths.length > 0) uploaded = { ...uploaded, [field]: Array.isArray(named) ? paths : paths[0] };
  }
  return uploaded;
}

/**
 * The answers without their documents: a record as one stored before its kind asked for them. For
 * a record written past the API whose page a browser opens, where the fixtures' paths name files
 * that were never stored (each would be a 404 in the console).
 */
export function withoutDocuments(kind: ApplicationKind, answers: Record<string, unknown>) {
  const documentFields = new Set(APPLICATIONS[kind].uploadFields.map(({ field }) => field));
  return Object.fromEntries(Object.entries(answers).filter(([field]) => !documentFields.has(field)));
}

/**
 * An application made the way the app makes one: sent to the API by a device's anonymous user,
 * which writes it with its reference claim, search index and "received" messages.
 */
export async function submittedApplication(
  kind: ApplicationKind,
  {
    lang = 'en',
    answers = VALID_APPLICATIONS[kind](),
  }: { lang?: AppLanguage; answers?: Record<string, unknown> } = {},
) {
  const applicant = await anonymousApplicant();
  // Each document the answers name is uploaded first, as the form does.
  answers = await withUploads(kind, answers);
  const answer = await sendApplication(kind, { lang, answers }, applicant.idToken);
  if (answer.status !== 201)
    throw new Error(`the API did not create it: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { id, reference } = answer.body as NewApplicationAnswer;
  const ref = adminServices().db.collection(APPLICATIONS[kind].collection).doc(id);
  const [phone] = phonesOf(APPLICATIONS[kind].identity, answers);
  if (!phone) throw new Error(`The ${kind} answers have no applicant phone.`);
  const proof: ApplicationProof = { reference, phone };
  return { id, reference, ref, proof, applicant };
}

/**
 * What the payment screen sends for one press of Pay: the application, the real price, and the
 * application's proof when the test has one (a payer who tracked it), no ids of ours.
 */
export function paymentRequestFor(
  application: { id: string; proof?: ApplicationProof },
  kind: ApplicationKind = 'visa',
) {
  return {
    phone: '0754 123 456',
    buyer_name: 'Grace Otieno',
    buyer_email: 'grace@example.com',
    amount: PRICES[kind],
    applicationKind: kind,
    applicationId: application.id,
    ...(application.proof ? { proof: application.proof } : {}),
  };
}

/** The order id the API made for a start, as its answer gives it. */
export function orderIdOf(answer: { body: unknown }): string {
  const orderId = (answer.body as { order_id?: unknown } | undefined)?.order_id;
  if (typeof orderId !== 'string') throw new Error(`no order_id in ${JSON.stringify(answer.body)}`);
  return orderId;
}
