// What the staff area sends the API, as the staff client does: CSRF pair, JSON or multipart body,
// the caller's ID token, and the version its page showed (If-Match) when given.
import { versionHeaders } from '#domain/assignment';
import type { ApplicationKind } from '#domain/kinds';
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
