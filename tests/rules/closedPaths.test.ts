// Paths no client touches: businessForms (the TIN duplicate check goes through the API), uploads
// (the API's record of each stored file, which decides what a delete or the sweep removes),
// exportEvents (the API's record of list downloads: one a client could write or erase would prove
// nothing),
// rateLimits (the API's per-client counters: a client that could reset its own would have none), the
// messages to applicants (notifications, the sandbox's smsOutbox and the Trigger Email extension's
// mail: phone numbers and addresses, and what a forged one would send), any collection the rules do
// not name, documents under an application, and verifications (what each code printed on a receipt
// answers: written by the API when it makes the receipt, read only through GET /api/verify/:code,
// which is rate-limited; a client that could list them would list every receipt), and the owner's
// figures (reportDays, reportMonths, reportSettings, reportDeletions: read through the API by admins),
// and the notes between staff (staffNotes: through the API, for staff alone), and applicants'
// requests to delete their data (deletionRequests: asked and decided through the API alone), and the
// access log (accessLog: who looked at what, written by the API before it serves the look, read by
// admins through it; one a client could write or erase would prove nothing).
import { serverTimestamp } from 'firebase/firestore';
import { describe } from 'vitest';
import { apiWrittenMatrix, defineCases, useRulesFile } from './cases.ts';
import { storedApplicationDoc } from './fixtures.ts';

const { seeds, env } = useRulesFile();
const someDocument = () => ({ note: 'Anything at all', createdAt: serverTimestamp() });

const CLOSED = {
  businessForms: () => ({ tin: '123456789', createdAt: serverTimestamp() }),
  uploads: () => ({
    path: 'business-forms/0123456789abcdef0123456789abcdef.pdf',
    area: 'tin',
    size: 1024,
    attached: false,
    createdAt: serverTimestamp(),
  }),
  rateLimits: () => ({ hits: 0, resetAt: serverTimestamp(), expireAt: serverTimestamp() }),
  exportEvents: () => ({
    kind: 'visa',
    filter: { view: 'all', status: 'approved' },
    format: 'csv',
    rows: 120,
    actorUid: 'staff-uid',
    actorEmail: 'staff@example.co.tz',
    at: serverTimestamp(),
  }),
  notifications: () => ({
    kind: 'visa',
    applicationId: 'seeded-visa',
    event: 'received',
    channel: 'sms',
    to: '0754123456',
    state: 'queued',
    createdAt: serverTimestamp(),
  }),
  smsOutbox: () => ({ to: '0754123456', text: 'Apply TZ: pay here', at: serverTimestamp() }),
  // Notes between staff: read and written through the API by staff only, never by a client.
  staffNotes: () => ({
    kind: 'visa',
    applicationId: 'seeded-visa',
    text: 'Called the applicant.',
    by: { uid: 'staff-uid', name: 'Staff' },
    at: serverTimestamp(),
  }),
  // A request to delete an applicant's data: asked with the proof and decided by staff, both through the API.
  deletionRequests: () => ({
    kind: 'visa',
    applicationId: 'seeded-visa',
    reference: 'VIS-7K3Q9X',
    reason: 'I no longer need it.',
    via: 'proof',
    state: 'open',
    askedAt: serverTimestamp(),
    dueBy: serverTimestamp(),
  }),
  // Each look staff take at an application: written by the API alone, read by admins through it.
  accessLog: () => ({
    look: 'detail',
    kind: 'visa',
    applicationId: 'seeded-visa',
    actorUid: 'staff-uid',
    actorEmail: 'staff@example.co.tz',
    actorName: null,
    at: serverTimestamp(),
  }),
  mail: () => ({
    to: 'someone@example.com',
    message: { subject: 'Hello', text: 'Pay here', html: '<p>Pay here</p>' },
  }),
  // The dispatcher's SMS counters (per number per day, the day's budget).
  smsCounters: () => ({ sent: 3, held: 1, expireAt: serverTimestamp() }),
  // How far the reminders of open requests have got (server/notifications/requestReminders.ts).
  reminderCursors: () => ({ createdAt: serverTimestamp(), id: 'some-request' }),
  // The per-user creation quotas that came before the API's limits: nobody writes them now.
  quotas: () => ({ last: serverTimestamp(), count: 1, counted: 'seeded-visa' }),
  verifications: () => ({
    type: 'receipt',
    kind: 'visa',
    reference: 'VIS-7K3Q9X',
    issuedAt: serverTimestamp(),
    amount: 300_000,
    orderId: 'ATZ1795698746793E2QB66',
  }),
  // The owner's figures and what they are made of: only the API counts, and only admins read them,
  // through GET /api/reports; staff would otherwise read the agency's takings.
  reportDays: () => ({ scope: 'all', period: '2026-03-01', kinds: { visa: { received: 3 } } }),
  reportMonths: () => ({ scope: 'all', period: '2026-03', kinds: { visa: { money: { total: 300_000 } } } }),
  reportSettings: () => ({ targets: { visa: 5_000_000 } }),
  reportDeletions: () => ({
    kind: 'visa',
    applicationId: 'gone',
    status: 'submitted',
    deletedAt: serverTimestamp(),
  }),
  secrets: someDocument,
  'visaApplications/seeded-visa/notes': someDocument,
};

seeds.set('visaApplications/seeded-visa', storedApplicationDoc('visa'));

for (const [collection, data] of Object.entries(CLOSED)) {
  describe(`${collection}: closed to every client`, () => {
    defineCases(env, apiWrittenMatrix(seeds, collection, data, {}));
  });
}
