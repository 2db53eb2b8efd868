import type { Request } from 'express';
import type { Logger } from 'pino';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import { phonesOf } from '#domain/identity';
import { APPLICATION_COLLECTIONS, COLLECTIONS, isApplicationKind } from '#domain/kinds';
import type { ReferenceClaim } from '#domain/ownership';
import { normalizePhone } from '#domain/phone';
import { referenceKind } from '#domain/reference';
import {
  applicationAccessSchema,
  type ApplicationAccess as ApplicationAccessRequest,
  type ApplicationProof,
} from '#domain/tracking';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { isAnonymous, verifiedCaller } from '../http/requireApplicant.ts';
import { staffRoleOf } from '../http/requireStaff.ts';
import { agentAanOf, isActiveAgentOf } from '../agents/records.ts';
import { parseBody } from '../http/validate.ts';
import { proofFailures } from './proofFailures.ts';
import { applicationTarget, type ApplicationTarget } from './target.ts';

/** How the caller showed the application is theirs to act on. */
export type AccessVia = 'submitter' | 'agent' | 'staff' | 'proof';

export type ApplicationAccess = {
  target: ApplicationTarget;
  application: DocumentSnapshot;
  via: AccessVia;
  /** The agent who acts (via `agent`): their client's, or an application they sent themselves. */
  agent?: ActingAgent;
};

/** An agent acting on an application, as what they do is recorded: never as the applicant. */
export type ActingAgent = { uid: string; aan: string };

/** One answer for a wrong reference and a wrong phone: neither tells a guesser which was wrong. */
export const notTracked = () =>
  new HttpError(404, 'No application has this reference and phone number.', 'track.notFound');

/** A device's anonymous session is not proof enough for what names the applicant (the receipt). */
const proofRequired = () =>
  new HttpError(
    403,
    'Send the reference and phone number of this application: this device is not signed in with an account.',
    'access.proofRequired',
  );

const noAccess = () =>
  new HttpError(
    403,
    'Send the ID token of the device that submitted this application, or its reference and phone number.',
    'access.required',
  );

/**
 * Who may act on an application besides a holder of its proof: staff, where `staff` allows it;
 * its submitter when signed in with an account, and the active agent whose AAN it carries; and, where `anonymousSubmitter` allows it, the
 * anonymous session of the device that sent it. That session is anyone at a shared computer, so
 * it may pay, but not have what names the applicant.
 */
export type AccessOptions = { staff: boolean; anonymousSubmitter: boolean };

/**
 * The application `request` names, if the caller may act on it, and how they proved that: `proof`
 * (reference and the phone number on the application) from any device, or `kind` and `id` with
 * the submitter's ID token (`submittedBy`) or a staff member's, as `options` allow. An application
 * id or an order id alone proves nothing: both travel in addresses and logs.
 */
export async function applicationAccess(
  req: Request,
  firebase: FirebaseServices,
  request: ApplicationAccessRequest,
  options: AccessOptions,
): Promise<ApplicationAccess> {
  const { kind, id, proof } = parseBody(applicationAccessSchema, request);
  if (proof) {
    const proven = await provenApplication(firebase, proof, req.log);
    // A proof for one application opens no other.
    if ((kind && kind !== proven.target.kind) || (id && id !== proven.target.id)) throw notTracked();
    return { ...proven, via: 'proof' };
  }
  if (!kind || !id) throw noAccess();
  const caller = await verifiedCaller(req, firebase);
  if (!caller) throw noAccess();
  const { uid } = caller;
  // Said before anything is read: whoever holds the device learns nothing of the application.
  if (isAnonymous(caller) && !options.anonymousSubmitter) throw proofRequired();
  const target = applicationTarget(firebase.db, { kind, id });
  const application = await target.ref.get();
  if (application.exists && application.get('submittedBy') === uid) {
    // An agent who sent it for a client is still the agent, not the applicant.
    const aan = await agentAanOf(firebase.db, uid);
    return aan
      ? { target, application, via: 'agent', agent: { uid, aan } }
      : { target, application, via: 'submitter' };
  }
  // An active agent acts for the clients whose applications carry their AAN, as their submitter may.
  const aan = application.get('AAN') as unknown;
  if (application.exists && typeof aan === 'string' && (await isActiveAgentOf(firebase.db, uid, aan))) {
    return { target, application, via: 'agent', agent: { uid, aan } };
  }
  if (options.staff && (await staffRoleOf(firebase.db, uid))) {
    if (!application.exists)
      throw new HttpError(404, 'There is no such application.', 'application.notFound');
    return { target, application, via: 'staff' };
  }
  throw noAccess();
}

/**
 * The application a reference names, when `phone` is one of its applicant's numbers. Every wrong
 * proof counts against the reference's budget for the day, whichever route it came through; a
 * reference past it is refused even the right phone until the day is over (proofFailures.ts).
 */
export async function provenApplication(
  { db }: FirebaseServices,
  proof: ApplicationProof,
  log?: Logger,
): Promise<Omit<ApplicationAccess, 'via'>> {
  const failures = proofFailures(db);
  await failures.refuseIfLocked(proof.reference);
  const found = await referencedApplication(db, proof.reference);
  const phones = found
    ? phonesOf(APPLICATIONS[found.target.kind].identity, found.application.data() ?? {})
    : [];
  if (!found || !phones.some((phone) => samePhone(phone, proof.phone))) {
    await failures.failed(proof.reference, log);
    throw notTracked();
  }
  return found;
}

/** The same number however it was typed: 0754…, 255754…, +255 754…, 00255754…. */
export function samePhone(a: string, b: string): boolean {
  const normalizedA = normalizePhone(a);
  return normalizedA.length > 0 && normalizedA === normalizePhone(b);
}

/**
 * The application a reference belongs to: its claim (references/{reference}), or for a record
 * saved before claims existed, the one application of the reference's service that carries it.
 */
async function referencedApplication(db: Firestore, reference: string) {
  const claim = (await db.collection(COLLECTIONS.references).doc(reference).get()).data() as
    Partial<ReferenceClaim> | undefined;
  if (claim) {
    if (!isApplicationKind(claim.kind) || typeof claim.applicationId !== 'string') return undefined;
    const target = applicationTarget(db, { kind: claim.kind, id: claim.applicationId });
    const application = await target.ref.get();
    return application.exists && application.get('reference') === reference
      ? { target, application }
      : undefined;
  }
  const kind = referenceKind(reference);
  if (!kind) return undefined;
  const matches = await db
    .collection(APPLICATION_COLLECTIONS[kind])
    .where('reference', '==', reference)
    .limit(2)
    .get();
  // Two records with one reference (possible only before claims) prove nothing about either.
  if (matches.size !== 1) return undefined;
  const application = matches.docs[0]!;
  return { target: applicationTarget(db, { kind, id: application.id }), application };
}
