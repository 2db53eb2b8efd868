// Agents as an admin's account creation leaves them, written with the Admin SDK for tests that
// need an AAN to be accepted (or refused) without going through the admin screens.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { noCommissions, type AgentStatus } from '#domain/agents';
import { COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { adminServices } from './admin.ts';
import { storedApplication } from './applications.ts';
import { csrfPair, request } from './http.ts';
import { pdfBytes } from './uploads.ts';
import { actionHeaders } from './staffActions.ts';

export type TestAgent = { aan: string; uid: string; name: string; phone: string; email: string };

/** agents/{AAN} with this status (active unless told), and its users record; no Auth account. */
export async function ensureAgent(aan: string, status: AgentStatus = 'active'): Promise<TestAgent> {
  const { db } = adminServices();
  const agent = {
    aan,
    uid: `agent-${aan.toLowerCase()}`,
    name: `Agent ${aan}`,
    phone: '0754000111',
    email: `${aan.toLowerCase()}@agents.example.tz`,
  };
  await db
    .collection(COLLECTIONS.agents)
    .doc(aan)
    .set({
      ...agent,
      status,
      commission: noCommissions(),
      createdAt: FieldValue.serverTimestamp(),
      changedAt: FieldValue.serverTimestamp(),
    });
  await db
    .collection(COLLECTIONS.users)
    .doc(agent.uid)
    .set({ uid: agent.uid, name: agent.name, email: agent.email, role: 'agent', aan });
  return agent;
}

/**
 * An agent with a real Auth account, signed in: agents/{AAN} and a users record under the
 * account's uid, and the ID token the app would send.
 */
export async function signedInAgent(aan: string, status: AgentStatus = 'active') {
  const { auth, db } = adminServices();
  const email = `${aan.toLowerCase()}-${randomUUID().slice(0, 6)}@agents.example.tz`;
  const password = 'agent-password-1';
  const user = await auth.createUser({ email, password });
  const name = `Agent ${aan}`;
  await db
    .collection(COLLECTIONS.users)
    .doc(user.uid)
    .set({ uid: user.uid, name, email, role: 'agent', aan });
  await db.collection(COLLECTIONS.agents).doc(aan).set({
    aan,
    uid: user.uid,
    name,
    phone: '0754000222',
    email,
    status,
    commission: noCommissions(),
    createdAt: FieldValue.serverTimestamp(),
    changedAt: FieldValue.serverTimestamp(),
  });
  return { uid: user.uid, aan, email, password, name, idToken: await idTokenOf(email, password) };
}

export async function idTokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

/** An application as the app stores it, carrying `aan` as an agent's client's does. */
export async function clientApplication(aan: string, kind: ApplicationKind = 'visa') {
  const application = await storedApplication(kind);
  await application.ref.update({ AAN: aan });
  return application;
}

/** Staff `staff` posting `body` (JSON, or a form) to the API, as the admin screens do. */
export async function staffPosts(staff: { idToken: string }, path: string, body: unknown) {
  const { cookie, token } = await csrfPair();
  const headers = {
    cookie,
    'X-XSRF-TOKEN': token,
    authorization: `Bearer ${staff.idToken}`,
    // As the admin screens send an action: with the version the page showed, the one stored now.
    ...(await actionHeaders('POST', path)),
  };
  if (body instanceof FormData) return request(path, { method: 'POST', headers, body });
  return request(path, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Staff handing back a document titled `title` for visa application `id`: it is then completed. */
export function staffHandsBack(staff: { idToken: string }, id: string, title: string) {
  const form = new FormData();
  const bytes = pdfBytes(`${title} ${Math.random()}`);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'result.pdf');
  form.append('title', title);
  return staffPosts(staff, `/api/applications/visa/${id}/results`, form);
}
