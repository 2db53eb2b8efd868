// The duplicate keys the API writes on each application (src/domain/duplicates.ts): its numbers
// from the moment it is created, none once staff finish it, and its numbers again if it is reopened;
// and the lookup the staff screens make with them finds exactly the unfinished ones that share one.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_KEYS_FIELD,
  duplicateConditions,
  duplicateKeysOf,
  possibleDuplicates,
} from '#domain/duplicates';
import { validTinApplication } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS } from '#domain/kinds';
import { adminServices } from '../support/admin.ts';
import { submittedApplication } from '../support/applications.ts';
import { API_URL, postJson } from '../support/http.ts';
import { staffAdminAndVisitor, type SignedInUser } from '../support/users.ts';
import { actionHeaders } from '../support/staffActions.ts';

let staff: SignedInUser;

beforeAll(async () => {
  ({ staff } = await staffAdminAndVisitor());
});

const digits = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/** A new TIN registration with a phone and NIDA of its own, or of `like`. */
const tin = (like?: { mobile: string; nida: string }) =>
  validTinApplication(like ?? { mobile: `07${digits(8)}`, nida: `1990${digits(16)}` });

async function changeStatus(id: string, status: string) {
  const path = `/api/applications/tin/${id}/status`;
  const answer = await postJson(path, { status }, API_URL, {
    authorization: `Bearer ${staff.idToken}`,
    ...(await actionHeaders('POST', path)),
  });
  expect(answer.status).toBe(200);
}

/** What the staff screens' lookup finds for one application (the Admin SDK in their place). */
async function lookup(id: string) {
  const { db } = adminServices();
  const collection = db.collection(APPLICATION_COLLECTIONS.tin);
  const self = { id, data: (await collection.doc(id).get()).data()! };
  let query: FirebaseFirestore.Query = collection;
  for (const { field, op, value } of duplicateConditions('tin', self.data)!)
    query = query.where(field, op, value);
  const found = (await query.get()).docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  return possibleDuplicates('tin', self, found).map((duplicate) => duplicate.id);
}

// The first request of a run waits on a cold emulator: more than the default 20 s on a busy machine.
describe('duplicate keys', { timeout: 60_000 }, () => {
  it('are written with a new application, and follow its status: none once finished', async () => {
    const answers = tin();
    const application = await submittedApplication('tin', { answers });
    const keysNow = async () => (await application.ref.get()).get(DUPLICATE_KEYS_FIELD) as unknown;
    const expected = duplicateKeysOf('tin', { ...answers, status: 'submitted' });
    expect(expected).toEqual([`phone:255${answers.mobile!.slice(1)}`, `nida:${answers.nida}`]);
    expect(await keysNow()).toEqual(expected);

    await changeStatus(application.id, 'in_review');
    expect(await keysNow()).toEqual(expected);
    await changeStatus(application.id, 'completed');
    expect(await keysNow()).toEqual([]);
    // Reopened: unfinished again.
    await changeStatus(application.id, 'action_needed');
    expect(await keysNow()).toEqual(expected);
  });

  it('let the lookup find the other unfinished application with the same numbers, and not a finished one', async () => {
    const answers = tin();
    const first = await submittedApplication('tin', { answers });
    const second = await submittedApplication('tin', { answers });
    const stranger = await submittedApplication('tin', { answers: tin() });
    expect(await lookup(first.id)).toEqual([second.id]);
    expect(await lookup(second.id)).toEqual([first.id]);
    expect(await lookup(stranger.id)).toEqual([]);

    // The second is done: the first has no unfinished duplicate left, the second still has one.
    await changeStatus(second.id, 'rejected');
    expect(await lookup(first.id)).toEqual([]);
    expect(await lookup(second.id)).toEqual([first.id]);
  });
});
