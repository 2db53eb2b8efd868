import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { Request } from 'express';
import { VERSION_FIELD, VERSION_HEADER, versionFromHeader, type ApplicationChange } from '#domain/assignment';
import { COLLECTIONS } from '#domain/kinds';
import { APPLICANT_ACTOR_UID, SYSTEM_ACTOR_UID } from '#domain/processing';
import { HttpError } from '../http/errors.ts';
import { APPLICATION_EVENTS } from './events.ts';
import { updateApplication } from './rows.ts';
import type { ApplicationTarget } from './target.ts';

/** The application's version as stored: 0 for one no change has been counted on yet. */
export function versionOf(application: DocumentSnapshot): number {
  const version = application.get(VERSION_FIELD) as unknown;
  return typeof version === 'number' ? version : 0;
}

// The version each snapshot read in a transaction moved to. Keyed by the snapshot, not the
// transaction: a transaction tried again reads the application afresh, and counts afresh.
const bumped = new WeakMap<DocumentSnapshot, number>();

/**
 * The one place an application's version goes up: once per transaction, however many of its parts
 * write the application (a request is a status change and a decision). Returns the version the
 * change produces, which its events carry. `{ write: false }` for a transaction that deletes the
 * application: its delete event carries the version, and there is no document left to hold it.
 */
export function bumpVersion(
  transaction: Transaction,
  application: DocumentSnapshot,
  { write = true }: { write?: boolean } = {},
): number {
  const known = bumped.get(application);
  if (known !== undefined) return known;
  const next = versionOf(application) + 1;
  bumped.set(application, next);
  if (write) updateApplication(transaction, application, { [VERSION_FIELD]: next });
  return next;
}

/**
 * The version a staff action's page showed, from its If-Match header (VERSION_HEADER): 428
 * `application.version.missing` when it sent none (an action must say what its page showed), 400
 * `application.version` when the header is not a version.
 */
export function versionAsked(req: Request): number {
  const version = versionFromHeader(req.get(VERSION_HEADER));
  if (version === undefined) {
    throw new HttpError(
      428,
      'Send If-Match with the version of the application your page showed, as in "7".',
      'application.version.missing',
    );
  }
  if (version === null) {
    throw new HttpError(
      400,
      'If-Match must name the version of the application, as in "7".',
      'application.version',
    );
  }
  return version;
}

/** An application is changed a handful of times; this only bounds what a refusal reads. */
const CHANGES_LIMIT = 200;

/**
 * Refuses (409 `application.changed`) a staff action whose page showed another version than the
 * stored one, naming the changes made since: read in `transaction`, before any of its writes, so
 * that of two actions made from the same version exactly one is written. `expected` undefined
 * is for the API's own moves, which no page showed (take-all); a staff action always names one
 * (versionAsked).
 */
export async function refuseIfStale(
  db: Firestore,
  transaction: Transaction,
  target: ApplicationTarget,
  application: DocumentSnapshot,
  expected: number | undefined,
): Promise<void> {
  if (expected === undefined) return;
  const version = versionOf(application);
  if (expected === version) return;
  const changes = await changesSince(db, transaction, target, expected);
  throw new HttpError(
    409,
    'Someone else changed this application since your page showed it. See what changed, then act again.',
    'application.changed',
    undefined,
    { version, changes },
  );
}

/** The events after `version`, oldest first, with who made each by name. */
async function changesSince(
  db: Firestore,
  transaction: Transaction,
  target: ApplicationTarget,
  version: number,
): Promise<ApplicationChange[]> {
  const events = await transaction.get(
    db
      .collection(APPLICATION_EVENTS)
      .where('applicationId', '==', target.id)
      .orderBy('at', 'desc')
      .limit(CHANGES_LIMIT),
  );
  const after = events.docs
    .filter((event) => event.get('kind') === target.kind)
    .filter((event) => typeof event.get('version') === 'number' && event.get('version') > version)
    .reverse();
  const names = await staffNames(
    db,
    transaction,
    after.map((event) => event.get('actorUid') as string),
  );
  return after.map((event) => {
    const uid = event.get('actorUid') as string;
    const status = event.get('status') as string | undefined;
    return {
      type: event.get('type') as string,
      version: event.get('version') as number,
      ...(status ? { status } : {}),
      who: { uid, name: names.get(uid) ?? (event.get('actorEmail') as string | null) ?? null },
      at: event.get('at').toDate().toISOString(),
    };
  });
}

/** Staff members' names as their user records hold them (make-admin writes them), by uid. */
export async function staffNames(
  db: Firestore,
  transaction: Transaction | undefined,
  uids: string[],
): Promise<Map<string, string>> {
  const people = [...new Set(uids)].filter((uid) => uid !== APPLICANT_ACTOR_UID && uid !== SYSTEM_ACTOR_UID);
  if (people.length === 0) return new Map();
  const refs = people.map((uid) => db.collection(COLLECTIONS.users).doc(uid));
  const records = transaction ? await transaction.getAll(...refs) : await db.getAll(...refs);
  const named = records.filter((record) => typeof record.get('name') === 'string');
  return new Map(named.map((record) => [record.id, record.get('name') as string]));
}
