// What staff can make the agency send an applicant. A status change's message goes out by SMS under
// the agency's sender name, so it may link to nothing but the app; and one message may be sent again
// only a few times, by a staff member only so often in an hour.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RESENDS, type NotificationView } from '#domain/notifications';
import { STAFF_BUDGETS } from '#server/http/rateLimit/limits.ts';
import { NOTIFICATIONS, type NotificationRecord } from '#server/notifications/records.ts';
import { adminServices } from '../support/admin.ts';
import { storedApplication } from '../support/applications.ts';
import { API_URL, awayFromWindowEdge, csrfPair, request, type Answer } from '../support/http.ts';
import { startApi, type InProcessApi } from '../support/inProcessApi.ts';
import { signedInUser, type SignedInUser } from '../support/users.ts';
import { actionHeaders } from '../support/staffActions.ts';

let staff: SignedInUser;
/** With the real budgets (the suite's API multiplies them). */
let limited: InProcessApi;

beforeAll(async () => {
  staff = await signedInUser('staff');
  limited = await startApi({ RATE_LIMIT_SCALE: '1' });
});
afterAll(async () => {
  await limited?.close();
});

const db = () => adminServices().db;

/** A POST as the staff area sends it: CSRF pair, JSON body, the staff member's ID token. */
async function staffPosts(path: string, body: unknown, user = staff, base = API_URL): Promise<Answer> {
  const { cookie, token } = await csrfPair(base);
  return request(
    path,
    {
      method: 'POST',
      headers: {
        cookie,
        'X-XSRF-TOKEN': token,
        authorization: `Bearer ${user.idToken}`,
        'Content-Type': 'application/json',
        ...(await actionHeaders('POST', path)),
      },
      body: JSON.stringify(body),
    },
    base,
  );
}

describe('the message to the applicant with a status change', () => {
  it('is refused, on its field, when it names a web address other than the app’s; nothing changes', async () => {
    const { id, ref } = await storedApplication('tin');
    const path = `/api/applications/tin/${id}/status`;
    for (const applicantMessage of ['Lipa hapa: bit.ly/x', 'See EXAMPLE.COM', 'https://evil.example/pay']) {
      const answer = await staffPosts(path, { status: 'action_needed', applicantMessage });
      expect(answer.status, applicantMessage).toBe(400);
      expect(answer.body).toEqual({
        message: expect.stringContaining('applicantMessage'),
        code: 'validation',
        fields: { applicantMessage: 'validation.foreignLink' },
      });
    }
    expect((await ref.get()).get('status')).toBe('submitted');

    const ours = 'Fuatilia hapa: https://applytz.web.app/track';
    const saved = await staffPosts(path, { status: 'action_needed', applicantMessage: ours });
    expect(saved.status).toBe(200);
    expect((await ref.get()).get('applicantMessage')).toBe(ours);
  });
});

/** A message to an application's applicant that has failed, which staff may send again. */
async function failedMessage() {
  const application = await storedApplication('tin');
  const now = Timestamp.now();
  const id = `tin-${application.id}-statusChanged-test-sms`;
  await db()
    .collection(NOTIFICATIONS)
    .doc(id)
    .create({
      kind: 'tin',
      applicationId: application.id,
      reference: application.reference,
      event: 'statusChanged',
      channel: 'sms',
      to: '+255754123456',
      lang: 'en',
      facts: { status: 'action_needed' },
      state: 'failed',
      attempts: 5,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
      error: 'The phone was off',
    } satisfies NotificationRecord);
  return { path: `/api/applications/tin/${application.id}/messages`, id };
}

const copiesOf = async (id: string) =>
  (await db().collection(NOTIFICATIONS).where('resendOf', '==', id).get()).docs.map((doc) => doc.id);

describe('POST …/messages/:messageId/resend', () => {
  it(`sends one message again at most ${MAX_RESENDS} times, copies of it included`, async () => {
    const { path, id } = await failedMessage();
    const copies: NotificationView[] = [];
    for (let sent = 0; sent < MAX_RESENDS; sent += 1) {
      const answer = await staffPosts(`${path}/${id}/resend`, {});
      expect(answer.status, `resend ${sent + 1}`).toBe(201);
      copies.push((answer.body as { message: NotificationView }).message);
    }
    expect(copies.map((copy) => copy.resendOf)).toEqual(Array(MAX_RESENDS).fill(id));

    const again = await staffPosts(`${path}/${id}/resend`, {});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: expect.any(String), code: 'notification.resendLimit' });
    // A copy (once the dispatcher is done with it) counts against the message it was made from.
    await db().collection(NOTIFICATIONS).doc(copies[0]!.id).update({ state: 'failed' });
    const ofACopy = await staffPosts(`${path}/${copies[0]!.id}/resend`, {});
    expect(ofACopy.status).toBe(409);
    expect(ofACopy.body).toMatchObject({ code: 'notification.resendLimit' });
    expect((await copiesOf(id)).sort()).toEqual(copies.map((copy) => copy.id).sort());
  });

  it(`lets one staff member resend ${STAFF_BUDGETS.resends.limit} messages an hour, then answers 429, and not their colleague`, async () => {
    const [busy, colleague] = await Promise.all([signedInUser('staff'), signedInUser('staff')]);
    const { limit, windowMs } = STAFF_BUDGETS.resends;
    const messages = await Promise.all(
      Array.from({ length: Math.ceil(limit / MAX_RESENDS) + 1 }, () => failedMessage()),
    );
    const resend = (index: number, user: SignedInUser) => {
      const { path, id } = messages[Math.floor(index / MAX_RESENDS)]!;
      return staffPosts(`${path}/${id}/resend`, {}, user, limited.url);
    };
    await awayFromWindowEdge(windowMs);
    for (let sent = 0; sent < limit; sent += 1) {
      expect((await resend(sent, busy)).status, `resend ${sent + 1} of ${limit}`).toBe(201);
    }
    const over = await resend(limit, busy);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: expect.stringMatching(/too many/i), code: 'staff.rateLimited' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // From the same office's address, another account has a budget of its own.
    expect((await resend(limit, colleague)).status).toBe(201);
  }, 180_000);
});
