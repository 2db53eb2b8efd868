// Staff asking the applicant of a business licence for a correction and a document, through the API
// as the detail page's "Ask the applicant" does (its own test drives that form).
import { defaultReplyBy } from '#domain/requests';
import { API_URL, csrfPair, request } from '../../support/http.ts';
import type { SignedInUser } from '../../support/users.ts';
import { expect } from '../fixtures.ts';
import { actionHeaders } from '../../support/staffActions.ts';

type AskedItem =
  { type: 'field'; field: string; reason: string } | { type: 'otherDocument'; name: string; reason: string };

/** Asks for `items`: by default the business name corrected and a signed lease; answers the request's id. */
export async function askForNameAndLease(
  staff: SignedInUser,
  id: string,
  items: AskedItem[] = [
    { type: 'field', field: 'bName', reason: 'The name differs from the BRELA certificate.' },
    { type: 'otherDocument', name: 'Signed lease', reason: 'The lease sent is not signed.' },
  ],
) {
  const { cookie, token } = await csrfPair();
  const path = `/api/applications/business/${id}/requests`;
  const answer = await request(path, {
    method: 'POST',
    headers: {
      cookie,
      'X-XSRF-TOKEN': token,
      'Content-Type': 'application/json',
      authorization: `Bearer ${staff.idToken}`,
      ...(await actionHeaders('POST', path)),
    },
    body: JSON.stringify({ items, replyBy: defaultReplyBy() }),
  });
  expect(answer.status, `${API_URL} refused the request`).toBe(201);
  return (answer.body as { id: string }).id;
}
