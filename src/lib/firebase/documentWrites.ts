import type { User } from 'firebase/auth';
import { firebaseApp } from './app';

/**
 * What an applicant's device writes (an application with its reference claim and quota, or
 * feedback), sent to Firestore's REST API as the signed-in user, under the same security rules as
 * any SDK's writes. The forms need two reads and one batch, not a database client: Firestore Lite
 * is a REST client too, but brings 22 kB gzip to every form's Submit; this is under 1 kB.
 */

/** A JSON value in Firestore's REST encoding (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { timestampValue: string }
  | { arrayValue: { values: RestValue[] } }
  | { mapValue: { fields: RestFields } };
export type RestFields = Record<string, RestValue>;

/** A document set whole, as a batch's set(); `serverTime` fields get the commit's time. */
export type DocumentWrite = { path: string; data: Record<string, unknown>; serverTime: string[] };

/** A refusal or failure, named by Firestore's code as the SDKs name it ('permission-denied'…). */
export class DocumentWriteError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentWriteError';
  }
}

export function toRestValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return { mapValue: { fields: toRestFields(value as Record<string, unknown>) } };
  }
  throw new TypeError(`A ${typeof value} cannot be stored in a document.`);
}

/** A record's fields; an undefined one is left out, as JSON leaves it. */
export function toRestFields(record: Record<string, unknown>): RestFields {
  const fields: RestFields = {};
  for (const [key, value] of Object.entries(record))
    if (value !== undefined) fields[key] = toRestValue(value);
  return fields;
}

/** Where this environment's documents are, and who is writing them. */
async function endpoint(user: User) {
  const [{ config }, token] = await Promise.all([firebaseApp(), user.getIdToken()]);
  const emulator = config.emulators?.firestore;
  const host = emulator ? `http://${emulator.host}:${emulator.port}` : 'https://firestore.googleapis.com';
  const database = `projects/${config.firebase.projectId}/databases/(default)`;
  return { database, url: `${host}/v1/${database}/documents`, headers: { Authorization: `Bearer ${token}` } };
}

/** Firestore's answer, or its refusal as a DocumentWriteError; no connection is 'unavailable'. */
async function send(url: string, headers: Record<string, string>, body: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new DocumentWriteError('unavailable', 'Firestore could not be reached.');
  }
  if (response.ok) return response;
  const answer = (await response.json().catch(() => ({}))) as {
    error?: { status?: string; message?: string };
  };
  const status = answer.error?.status ?? (response.status === 403 ? 'PERMISSION_DENIED' : 'UNAVAILABLE');
  throw new DocumentWriteError(
    status.toLowerCase().replaceAll('_', '-'),
    answer.error?.message ?? `Firestore answered ${response.status}.`,
  );
}

/**
 * The fields of the document at `path` (say 'visaApplications/abc'), or undefined if there is none.
 * Asked as a batch of one, which answers "missing" where a plain read would answer 404, an error
 * the browser's console would show.
 */
export async function readFields(user: User, path: string): Promise<RestFields | undefined> {
  const { database, url, headers } = await endpoint(user);
  const response = await send(`${url}:batchGet`, headers, { documents: [`${database}/documents/${path}`] });
  const [result] = (await response.json()) as Array<{ found?: { fields?: RestFields } }>;
  return result?.found ? (result.found.fields ?? {}) : undefined;
}

/** Writes every document at once, or none (a batch). */
export async function commitWrites(user: User, writes: DocumentWrite[]): Promise<void> {
  const { database, url, headers } = await endpoint(user);
  await send(`${url}:commit`, headers, {
    writes: writes.map(({ path, data, serverTime }) => ({
      update: { name: `${database}/documents/${path}`, fields: toRestFields(data) },
      updateTransforms: serverTime.map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
    })),
  });
}
