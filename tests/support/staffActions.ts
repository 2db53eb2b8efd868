// What the staff area sends the API, as the staff client does: CSRF pair, JSON or multipart body,
// the caller's ID token, and the version its page showed (If-Match) when given.
import { storedVersion, versionHeaders } from '#domain/assignment';
import { APPLICATION_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { adminServices } from './admin.ts';
import { csrfPair, request, type Answer } from './http.ts';
import type { SignedInUser } from './users.ts';

export async function staffSend(
  method: string,
  path: string,
  user: SignedInUser | undefined,
  body?: unknown,
  version?: number,
): Promise<Answer> {
  const { cookie, token } = await csrfPair();
  const headers: Record<string, string> = { cookie, 'X-XSRF-TOKEN': token, ...versionHeaders(version) };
  if (user) headers.authorization = `Bearer ${user.idToken}`;
  if (body instanceof FormData) return request(path, { method, headers, body });
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** One PDF to hand back, as the result form sends it. */
export function resultForm(bytes: Buffer, title = 'Grant notice'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'result.pdf');
  form.append('title', title);
  return form;
}

export const applicationPath = (kind: ApplicationKind, id: string) => `/api/applications/${kind}/${id}`;

/** The actions the API refuses without the version their page showed (If-Match): 428 otherwise. */
const GUARDED_POST =
  /^\/api\/applications\/[^/]+\/[^/]+\/(?:status|requests|requests\/[^/]+\/accept|results|take|give)$/;
const APPLICATION = /^\/api\/applications\/([^/]+)\/([^/]+)/;

/** Whether `method` on `path` is a staff action that names the version its page showed. */
export function isGuardedAction(method: string, path: string): boolean {
  const bare = path.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
  if (method.toUpperCase() === 'DELETE') return /^\/api\/applications\/[^/]+\/[^/]+$/.test(bare);
  return method.toUpperCase() === 'POST' && GUARDED_POST.test(bare);
}

/**
 * The version stored now of the application at `path` (/api/applications/:kind/:id…), as a page
 * that has just read it shows it: 0 for one never changed, or not there.
 */
export async function shownVersion(path: string): Promise<number> {
  const match = APPLICATION.exec(path.replace(/^https?:\/\/[^/]+/, ''));
  const collection = match && (APPLICATION_COLLECTIONS[match[1] as ApplicationKind] as string | undefined);
  if (!match || !collection) return 0;
  const snapshot = await adminServices().db.collection(collection).doc(decodeURIComponent(match[2]!)).get();
  return storedVersion(snapshot.data() ?? {});
}

/** The If-Match of a page that has just read the application, for a guarded action; else none. */
export async function actionHeaders(method: string, path: string): Promise<Record<string, string>> {
  return isGuardedAction(method, path) ? versionHeaders(await shownVersion(path)) : {};
}

/**
 * A request as the staff area sends it from a page that has just read the application: a guarded
 * action names the version stored now (If-Match), any other request goes without one.
 */
export async function staffRequest(method: string, path: string, user?: SignedInUser, body?: unknown) {
  const version = isGuardedAction(method, path) ? await shownVersion(path) : undefined;
  return staffSend(method, path, user, body, version);
}

/** A staff action as a page opened afresh sends it: with the version stored now. */
export async function staffActs(
  method: string,
  path: string,
  user: SignedInUser | undefined,
  body?: unknown,
) {
  return staffSend(method, path, user, body, await shownVersion(path));
}
