// What an admin does to agents (server/routes/agents.ts): create one (their Auth account, users
// record, agents/{AAN} and the email that lets them choose a password), suspend and reinstate
// them, and change their commission or details. Each change is recorded beneath the agent, in
// agents/{AAN}/changes, with who made it and when, in the same transaction as the change itself.
import { randomBytes } from 'node:crypto';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { AgentChangeDetail, AgentEditInput } from '#domain/agentAdmin';
import { DOCUMENT_ID_PATTERN } from '#domain/common';
import { APPLICATION_KINDS, COLLECTIONS } from '#domain/kinds';
import {
  noCommissions,
  proposedAan,
  type AgentChange,
  type AgentStatus,
  type Commission,
  type Commissions,
  newAgentSchema,
} from '#domain/agents';
import type { output } from 'zod/v4/core';
import type { Logger } from 'pino';
import { stamped } from '../applications/actor.ts';
import type { Actor } from '../applications/actor.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import {
  agentNewLinkMail,
  composeAgentAccountEmail,
  passwordLinkFor,
  queueAgentAccountEmail,
} from '../notifications/agentAccount.ts';
import { agentLanguage } from '../notifications/agentNotices.ts';
import { agentRecord, agentRecords } from './records.ts';

export type NewAgent = output<typeof newAgentSchema>;

export const agentNotFound = () =>
  new HttpError(404, 'There is no agent with this number.', 'agent.notFound');
const aanTaken = () =>
  new HttpError(409, 'Another agent already has this number. Choose another.', 'agent.aanTaken');
const emailTaken = () => new HttpError(409, 'An account with this email already exists.', 'agent.emailTaken');
const requestNotFound = () =>
  new HttpError(404, 'There is no such request to become an agent.', 'agentRequest.notFound');
const requestDecided = () =>
  new HttpError(409, 'This request to become an agent has been decided already.', 'agentRequest.decided');

export const agentRequests = (db: Firestore) => db.collection(COLLECTIONS.agentRequests);
const changesOf = (agent: DocumentReference) => agent.collection('changes');

/** Tries at proposing an AAN before giving up: with 28 million of them, one is plenty. */
const PROPOSALS = 10;

/** An AAN no agent has now (GET /api/agents/proposed-aan, and POST /api/agents without one). */
export async function freeAan(db: Firestore): Promise<string> {
  for (let i = 0; i < PROPOSALS; i += 1) {
    const aan = proposedAan();
    if (!(await agentRecord(db, aan))) return aan;
  }
  throw new Error('Could not find a free agent number');
}

/** A change of `agent`, with who and when, written by `transaction`. */
function recordChange(
  transaction: Transaction,
  agent: DocumentReference,
  change: AgentChange,
  detail: AgentChangeDetail[],
  actor: Actor,
) {
  transaction.create(changesOf(agent).doc(), stamped({ change, detail }, actor));
}

/** A password no person knows: the agent chooses their own through the emailed link. */
const unknownPassword = () => randomBytes(32).toString('base64url');

const authCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * A new agent: the Auth account first (a taken email is refused there), then in one transaction
 * agents/{AAN} (a taken AAN is refused there), users/{uid} with role 'agent', the 'created' change,
 * the approval of the request it came from, and the email with the link to set a password. When
 * anything after the Auth account fails, the account is deleted again: nothing half-made stays.
 */
export async function createAgent(
  { db, auth }: FirebaseServices,
  input: NewAgent,
  actor: Actor,
  logger: Logger | undefined,
  publicUrl: string,
): Promise<DocumentReference> {
  const aan = input.aan || (await freeAan(db));
  const agentRef = agentRecords(db).doc(aan);
  const requestRef = input.requestId ? agentRequests(db).doc(input.requestId) : undefined;
  // Early refusals, before an account exists; the transaction checks both again.
  if (await agentRecord(db, aan)) throw aanTaken();
  if (requestRef) pendingOrRefused(await requestRef.get());

  const user = await auth
    .createUser({ email: input.email, password: unknownPassword(), displayName: input.name })
    .catch((error: unknown) => {
      if (authCode(error) === 'auth/email-already-exists') throw emailTaken();
      throw error;
    });
  const email = user.email ?? input.email;
  try {
    const link = await passwordLinkFor(auth, email, AGENT_FIRST_LANGUAGE, publicUrl);
    await db.runTransaction(async (transaction) => {
      const [existing, request] = await Promise.all([
        transaction.get(agentRef),
        requestRef ? transaction.get(requestRef) : undefined,
      ]);
      if (existing.exists) throw aanTaken();
      if (request) pendingOrRefused(request);
      const now = FieldValue.serverTimestamp();
      transaction.create(agentRef, {
        aan,
        uid: user.uid,
        name: input.name,
        phone: input.phone,
        email,
        status: 'active' satisfies AgentStatus,
        commission: { ...noCommissions(), ...input.commission },
        ...(requestRef ? { requestId: requestRef.id } : {}),
        createdAt: now,
        changedAt: now,
      });
      transaction.create(db.collection(COLLECTIONS.users).doc(user.uid), {
        uid: user.uid,
        name: input.name,
        email,
        role: 'agent',
        aan,
        createdAt: now,
      });
      recordChange(transaction, agentRef, 'created', [], actor);
      if (requestRef) {
        transaction.update(requestRef, {
          status: 'approved',
          aan,
          decidedByUid: actor.uid,
          decidedByEmail: actor.email,
          decidedAt: now,
        });
      }
      queueAgentAccountEmail(db, transaction, email, {
        name: input.name,
        aan,
        link,
        lang: AGENT_FIRST_LANGUAGE,
        publicUrl,
      });
    });
  } catch (error) {
    await auth.deleteUser(user.uid).catch((cleanup: unknown) => {
      logger?.error({ err: cleanup, uid: user.uid }, 'could not delete the account of an agent not created');
    });
    throw error;
  }
  return agentRef;
}

/** A new agent has chosen no language yet: they are written to in Kiswahili (agentLanguage). */
const AGENT_FIRST_LANGUAGE = 'sw';

/**
 * "Send a new link": the account email again, with a fresh link to choose a password (the first
 * works for about an hour), in the agent's language, to the email on their account. Answers it.
 */
export async function sendNewPasswordLink(
  { db, auth }: Pick<FirebaseServices, 'db' | 'auth'>,
  aan: string,
  publicUrl: string,
): Promise<string> {
  const agent = await agentRecord(db, aan);
  if (!agent) throw agentNotFound();
  const { email } = await auth.getUser(agent.get('uid') as string);
  if (!email) throw agentNotFound();
  const lang = agentLanguage(agent);
  const link = await passwordLinkFor(auth, email, lang, publicUrl);
  const name = (agent.get('name') as string | undefined) ?? '';
  const message = composeAgentAccountEmail({ name, aan, link, lang, publicUrl });
  await agentNewLinkMail(db, aan, Date.now()).create({ to: email, message });
  return email;
}

function pendingOrRefused(request: { exists: boolean; get: (field: string) => unknown }) {
  if (!request.exists) throw requestNotFound();
  if (request.get('status') !== 'pending') throw requestDecided();
}

/**
 * Suspends or reinstates an agent. Auth first: a suspended agent's account is disabled and its
 * sessions revoked, so every token they hold is refused at once (requireAgent checks revocation);
 * a reinstated one's is enabled. Asked twice, Auth is told again (a try that failed halfway is
 * finished) but the record changes once and one change is recorded. Answers whether it changed.
 */
export async function setAgentStatus(
  { db, auth }: Pick<FirebaseServices, 'db' | 'auth'>,
  aan: string,
  status: AgentStatus,
  actor: Actor,
): Promise<{ agent: DocumentReference; changed: boolean }> {
  const agent = await agentRecord(db, aan);
  if (!agent) throw agentNotFound();
  const uid = agent.get('uid') as string;
  await auth.updateUser(uid, { disabled: status === 'suspended' });
  if (status === 'suspended') await auth.revokeRefreshTokens(uid);
  const changed = await db.runTransaction(async (transaction) => {
    const current = await transaction.get(agent.ref);
    if (current.get('status') === status) return false;
    transaction.update(agent.ref, { status, changedAt: FieldValue.serverTimestamp() });
    recordChange(transaction, agent.ref, status === 'suspended' ? 'suspended' : 'reinstated', [], actor);
    return true;
  });
  return { agent: agent.ref, changed };
}

const sameCommission = (a: Commission, b: Commission) =>
  a.type === b.type &&
  (a.type === 'amount' ? a.amount === (b as typeof a).amount : a.basisPoints === (b as typeof a).basisPoints);

/** Sets every service's commission; records which changed (before → after), or nothing when none did. */
export async function setAgentCommission(
  db: Firestore,
  aan: string,
  commission: Commissions,
  actor: Actor,
): Promise<DocumentReference> {
  return changeAgent(db, aan, actor, (current) => {
    const before = { ...noCommissions(), ...(current.get('commission') as Partial<Commissions>) };
    const detail = APPLICATION_KINDS.filter((kind) => !sameCommission(before[kind], commission[kind])).map(
      (kind): AgentChangeDetail => ({ kind, from: before[kind], to: commission[kind] }),
    );
    return { change: 'commission', detail, update: { commission } };
  });
}

/** Sets the agent's name and phone; the name on their users record too. */
export async function setAgentDetails(
  db: Firestore,
  aan: string,
  details: Required<AgentEditInput>,
  actor: Actor,
): Promise<DocumentReference> {
  return changeAgent(
    db,
    aan,
    actor,
    (current) => {
      const detail = (['name', 'phone'] as const)
        .filter((field) => current.get(field) !== details[field])
        .map((field): AgentChangeDetail => ({
          field,
          from: String(current.get(field) ?? ''),
          to: details[field],
        }));
      return { change: 'details', detail, update: details };
    },
    (transaction, current) => {
      const uid = current.get('uid') as unknown;
      if (typeof uid === 'string' && uid) {
        transaction.set(db.collection(COLLECTIONS.users).doc(uid), { name: details.name }, { merge: true });
      }
    },
  );
}

/**
 * One change of agents/{AAN} in a transaction: `plan` says from the record as it stands what
 * changes; nothing is written (nor recorded) when nothing would change. `alsoWrite` writes what
 * goes with the change elsewhere.
 */
async function changeAgent(
  db: Firestore,
  aan: string,
  actor: Actor,
  plan: (current: DocumentSnapshot) => {
    change: AgentChange;
    detail: AgentChangeDetail[];
    update: Record<string, unknown>;
  },
  alsoWrite?: (transaction: Transaction, current: DocumentSnapshot) => void,
): Promise<DocumentReference> {
  const found = await agentRecord(db, aan);
  if (!found) throw agentNotFound();
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(found.ref);
    const { change, detail, update } = plan(current);
    if (detail.length === 0) return;
    transaction.update(found.ref, { ...update, changedAt: FieldValue.serverTimestamp() });
    alsoWrite?.(transaction, current);
    recordChange(transaction, found.ref, change, detail, actor);
  });
  return found.ref;
}

/** Declines a pending request to become an agent, with who and when; one declined already stays so. */
export async function declineAgentRequest(db: Firestore, id: string, actor: Actor) {
  if (!DOCUMENT_ID_PATTERN.test(id)) throw requestNotFound();
  const ref = agentRequests(db).doc(id);
  await db.runTransaction(async (transaction) => {
    const request = await transaction.get(ref);
    if (request.exists && request.get('status') === 'declined') return;
    pendingOrRefused(request);
    transaction.update(ref, {
      status: 'declined',
      decidedByUid: actor.uid,
      decidedByEmail: actor.email,
      decidedAt: FieldValue.serverTimestamp(),
    });
  });
}
