// The staff lists read each application's row (src/domain/listRows.ts), never the application:
// every writer of an application must leave its row what rowOf makes of it, in the same commit, and
// a delete must take the row with it. One application goes through each writer in turn, over real
// HTTP where the API writes, and its row is compared after each.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeletionRequestsAnswer } from '#domain/dataRights';
import { rowOf } from '#domain/listRows';
import { defaultReplyBy } from '#domain/requests';
import { SEARCH_INDEX_FIELD } from '#domain/searchText';
import { backfillRows } from '#server/applications/backfillRows.ts';
import { rowRefOf } from '#server/applications/rows.ts';
import { indexApplications } from '#server/applications/searchIndex.ts';
import { adminServices } from '../support/admin.ts';
import { paymentRequestFor, submittedApplication } from '../support/applications.ts';
import { postJson, request } from '../support/http.ts';
import { applicationPath, resultForm, staffActs, staffSend } from '../support/staffActions.ts';
import { pdfBytes } from '../support/uploads.ts';
import { staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';

let staff: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ({ staff, admin } = await staffAdminAndVisitor());
});

const db = () => adminServices().db;
const bearer = (user: { idToken: string }) => ({ authorization: `Bearer ${user.idToken}` });

/** The row as stored, and what rowOf makes of the application as stored: read together. */
async function rowAndExpected(ref: DocumentReference) {
  const [application, row] = await db().getAll(ref, rowRefOf(ref));
  return { row: row!.data(), expected: rowOf('business', application!.data() ?? {}) };
}

async function expectRowCurrent(ref: DocumentReference, after: string) {
  const { row, expected } = await rowAndExpected(ref);
  expect(row, `the row after ${after}`).toEqual(expected);
}

const ok = (answer: { status: number; body: unknown }, status = 200) =>
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);

describe("an application's list row", () => {
  it('is what rowOf makes of the application after each writer, and goes with it', async () => {
    // Created: the form's answers and our own fields.
    const application = await submittedApplication('business');
    const { ref, proof } = application;
    const path = applicationPath('business', application.id);
    await expectRowCurrent(ref, 'it was sent');
    const { row: first } = await rowAndExpected(ref);
    expect(first).toMatchObject({ reference: application.reference, status: 'submitted' });
    // What a row shows, and not what it does not: the answers are the API's to show.
    expect(first).toHaveProperty('Fname');
    expect(first).not.toHaveProperty('lordAttach');

    // Paid through the sandbox gateway.
    const started = await postJson('/api/payments', paymentRequestFor(application, 'business'));
    ok(started);
    const redirect = (started.body as { redirect_url: string }).redirect_url;
    expect((await request(`${redirect}/approve`, { method: 'POST' })).status).toBeLessThan(400);
    await expect.poll(async () => (await ref.get()).get('paymentStatus')).toBe('paid');
    await expectRowCurrent(ref, 'it was paid');

    ok(await staffActs('POST', `${path}/take`, staff, {}));
    await expectRowCurrent(ref, 'staff took it');

    const asked = await staffActs('POST', `${path}/requests`, staff, {
      items: [{ type: 'field', field: 'bName', reason: 'The name differs from the BRELA certificate.' }],
      replyBy: defaultReplyBy(),
    });
    ok(asked, 201);
    await expectRowCurrent(ref, 'staff asked for a correction');
    expect((await rowAndExpected(ref)).row).toMatchObject({ status: 'action_needed', requestState: 'open' });

    const requestId = (asked.body as { id: string }).id;
    const answer = { proof, requestId, corrections: { bName: 'Amani Traders Ltd' }, documents: {} };
    ok(await staffSend('POST', '/api/requests/answer', undefined, answer));
    await expectRowCurrent(ref, 'the applicant answered');

    ok(await staffActs('POST', `${path}/requests/${requestId}/accept`, staff));
    await expectRowCurrent(ref, 'staff accepted the answer');

    ok(await staffActs('POST', `${path}/results`, staff, resultForm(pdfBytes(`r ${Math.random()}`))), 201);
    await expectRowCurrent(ref, 'staff handed a result back');

    ok(await staffActs('POST', `${path}/status`, staff, { status: 'completed' }));
    await expectRowCurrent(ref, 'staff completed it');

    // A rewrite past the transactions (npm run search-index) mends the row's part too.
    await ref.update({ [SEARCH_INDEX_FIELD]: FieldValue.delete() });
    const totals = await indexApplications(db(), 'business');
    expect(totals.errors).toBe(0);
    await expectRowCurrent(ref, 'the search index was written again');

    // The applicant's data removed on their request: the row loses its personal fields too.
    ok(await postJson('/api/my-data/deletion', { proof, reason: 'I no longer need this service.' }), 201);
    const listed = await request('/api/deletion-requests', { headers: bearer(staff) });
    const filed = (listed.body as DeletionRequestsAnswer).requests.find(
      (each) => each.applicationId === application.id,
    )!;
    const granted = await staffSend('POST', `/api/deletion-requests/${filed.id}/decision`, staff, {
      decision: 'grant',
      reason: 'Nothing is left to do for it.',
    });
    ok(granted);
    await expectRowCurrent(ref, 'its data was removed');
    expect((await rowAndExpected(ref)).row).not.toHaveProperty('Fname');

    ok(await staffActs('DELETE', path, admin));
    expect((await ref.get()).exists).toBe(false);
    expect((await rowRefOf(ref).get()).exists, 'the row of a deleted application').toBe(false);
  });

  it('is written by npm run rows:backfill where it is missing or stale, and left alone when current', async () => {
    const { ref } = await submittedApplication('business');
    await rowRefOf(ref).delete();
    const first = await backfillRows(db(), 'business');
    expect(first.errors).toBe(0);
    await expectRowCurrent(ref, 'the backfill');

    const written = (await rowRefOf(ref).get()).updateTime!;
    await backfillRows(db(), 'business', { pageSize: 7 });
    expect((await rowRefOf(ref).get()).updateTime!.isEqual(written), 'a current row is not written').toBe(
      true,
    );
  });
});
