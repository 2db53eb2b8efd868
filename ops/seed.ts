// Writes N realistic applications spread over the four services, with their payment attempts (the
// paid ones with the payment that paid them; failed, abandoned and open ones in a checkout's
// shares), for demos and for measuring the admin area:
//   npm run seed -- --applications 10000 [--kind visa] [--if-empty]
// `--if-empty` writes nothing where any application is stored already: `npm start` seeds a fresh
// data folder so, and never adds to one in use.
// Local emulators by default (see ops/lib/adminTarget.ts). Reports its rate.
import { parseArgs } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { VARIED_APPLICATIONS } from '#fixtures/applications';
import { APPLICATIONS } from '#domain/applications';
import {
  APPLICATION_COLLECTIONS,
  APPLICATION_KINDS,
  COLLECTIONS,
  PRICES,
  type ApplicationKind,
} from '#domain/kinds';
import { CURRENCY } from '#domain/money';
import { newPaymentIds, paymentSchema, type Payment } from '#domain/payment';
import { paymentStatusOf, type PaymentState } from '#domain/paymentState';
import type { ReferenceClaim } from '#domain/ownership';
import { newApplicationMeta, type PaymentStatus } from '#domain/meta';
import { withSearchIndex } from '#domain/searchIndex';
import { rowOf } from '#domain/listRows';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { rebuildReports } from '#server/reports/rebuild.ts';
import { isAlreadyExists } from '#server/firestoreErrors.ts';
import { rowRefOf } from '#server/applications/rows.ts';
import { adminTarget } from './lib/adminTarget.ts';

const FIRST_NAMES = [
  'Amina',
  'Baraka',
  'Neema',
  'Juma',
  'Rehema',
  'Daudi',
  'Zawadi',
  'Hamisi',
  'Upendo',
  'Said',
  'Grace',
  'Elia',
];
const LAST_NAMES = [
  'Mushi',
  'Kimaro',
  'Mwakyusa',
  'Said',
  'Massawe',
  'Njau',
  'Mrema',
  'Lyimo',
  'Mollel',
  'Shirima',
  'Otieno',
];
const BUSINESSES = [
  'Duka la Mama',
  'Kilimo Bora',
  'Mwenge Hardware',
  'Pwani Fresh',
  'Safari Tours',
  'Tanzanite Crafts',
];
/**
 * How the i-th application's payment went, its attempts oldest first, in about the shares a
 * mobile-money checkout sees: most pay at the first try, some after a failed one (no balance, a PIN
 * not entered in time) or after starting again (the first attempt is then closed, abandoned), a few
 * fail and are not tried again, some never pay. An attempt still open is one of the last few days:
 * the gateway lets an order unpaid for longer expire, so an older one has failed.
 */
const PAYMENT_HISTORIES: PaymentState[][] = [
  [],
  ['paid'],
  ['open'],
  ['paid'],
  ['failed', 'paid'],
  [],
  ['paid'],
  ['closed', 'paid'],
  ['paid'],
  ['failed'],
  [],
  ['paid'],
  ['paid'],
  ['closed', 'paid'],
  [],
  ['paid'],
  ['failed', 'paid'],
  ['paid'],
  [],
  ['paid'],
];
/** How long an unpaid order stays open at the gateway, as far as the seed is concerned. */
const OPEN_FOR_MS = 3 * 86_400_000;
/** What the application says of its payment after its last attempt (paymentState.ts). */
const APPLICATION_PAYMENT_STATUS: Partial<Record<PaymentState, PaymentStatus>> = {
  paid: 'paid',
  failed: 'failed',
  open: 'pending',
};
const DAY_MS = 86_400_000;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/**
 * The i-th application of a kind: fixtures varied by names, branches and dates. It names no
 * documents: the seed stores no files, and a path to nothing would only fail when staff open it.
 */
function application(kind: ApplicationKind, i: number): Record<string, unknown> {
  const answers = fixtureAnswers(kind, i);
  for (const { field } of APPLICATIONS[kind].uploadFields) delete answers[field];
  return answers;
}

/** The i-th applicant: who fills the form in, and who pays. */
function applicant(i: number) {
  const firstName = pick(FIRST_NAMES, i);
  const lastName = pick(LAST_NAMES, Math.floor(i / FIRST_NAMES.length));
  const phone = `07${String(10_000_000 + ((i * 7919) % 89_999_999)).padStart(8, '0')}`;
  const businessName = `${pick(BUSINESSES, i)} ${i}`;
  return { firstName, lastName, phone, businessName };
}

function fixtureAnswers(kind: ApplicationKind, i: number): Record<string, unknown> {
  return { ...VARIED_APPLICATIONS[kind](i, applicant(i)) };
}

/** Between submitting and paying: a few minutes to a day and a half, varied. */
const paidAfterMs = (i: number) => (5 + ((i * 37) % 2_160)) * 60_000;

/** Why the gateway, or we, ended an attempt unpaid: what staff read in its history. */
const ENDED_UNPAID: Partial<Record<PaymentState, string>> = {
  failed: 'The payer did not confirm the payment on the phone in time.',
  closed: 'A newer attempt for the application started.',
};

/**
 * One mobile-money attempt to pay an application, as the API records it (server/payments/records.ts)
 * once it stands where `state` says, from `startedAt` to `endedAt`: what the Reports' money and
 * payments and staff's payment history show. Checked against the payment schema, as the API's
 * writes are.
 */
function attemptPayment(
  kind: ApplicationKind,
  i: number,
  application: { id: string; reference: string },
  state: PaymentState,
  startedAt: Timestamp,
  endedAt: Timestamp,
) {
  const { firstName, lastName, phone } = applicant(i);
  const payment: Payment = {
    ...newPaymentIds(startedAt.toMillis() + i),
    phone,
    buyer_name: `${firstName} ${lastName}`,
    buyer_email: `${firstName}.${lastName}@example.co.tz`.toLowerCase(),
    amount: PRICES[kind],
    currency: CURRENCY,
    applicationKind: kind,
    applicationId: application.id,
    reference: application.reference,
    provider: 'sandbox',
    method: 'mobileMoney',
    state,
    status: paymentStatusOf(state),
    createdAt: startedAt,
    updatedAt: state === 'open' ? startedAt : endedAt,
    ...(state === 'paid' ? { paidAt: endedAt } : {}),
    ...(ENDED_UNPAID[state] ? { failure: ENDED_UNPAID[state] } : {}),
  };
  return paymentSchema.parse(payment);
}

/**
 * The i-th application's attempts: its history from the mix, the last one ended (paid, failed) or
 * still open by `settledAt`, each earlier one ended as the next started. An order left open longer
 * than the gateway keeps one has failed.
 */
function attemptsOf(i: number, createdAt: Timestamp, settledAt: Timestamp) {
  const states = pick(PAYMENT_HISTORIES, i).map((state) =>
    state === 'open' && now - createdAt.toMillis() > OPEN_FOR_MS ? 'failed' : state,
  );
  const first = createdAt.toMillis() + 60_000;
  const step = Math.max(0, settledAt.toMillis() - first) / Math.max(1, states.length);
  return states.map((state, j) => ({
    state,
    startedAt: Timestamp.fromMillis(Math.round(first + j * step)),
    endedAt: j === states.length - 1 ? settledAt : Timestamp.fromMillis(Math.round(first + (j + 1) * step)),
  }));
}

const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '100' },
    kind: { type: 'string' },
    'if-empty': { type: 'boolean', default: false },
  },
});
const total = Number(values.applications);
// One kind only fills a single list, the worst case for the admin area's reads.
const kinds = values.kind ? APPLICATION_KINDS.filter((kind) => kind === values.kind) : APPLICATION_KINDS;
if (!Number.isInteger(total) || total < 1 || total > 1_000_000 || kinds.length === 0) {
  console.error(`Usage: npm run seed -- --applications <1..1000000> [--kind ${APPLICATION_KINDS.join('|')}]`);
  process.exit(2);
}

const { projectId, where } = adminTarget();
const { db } = initFirebaseAdmin(projectId);
if (values['if-empty']) {
  const stored = await Promise.all(
    APPLICATION_KINDS.map((kind) => db.collection(APPLICATION_COLLECTIONS[kind]).limit(1).get()),
  );
  if (stored.some((snapshot) => !snapshot.empty)) {
    console.log(`Applications are stored in ${where} already: none seeded.`);
    process.exit(0);
  }
}
const writer = db.bulkWriter();
let failed = 0;
writer.onWriteError((error) => {
  // A retried create that finds its document written: the first try landed after all (on a busy
  // emulator an answer can come too late), so nothing failed.
  if (isAlreadyExists(error) && error.failedAttempts > 1) return false;
  if (error.failedAttempts < 3) return true;
  failed += 1;
  return false;
});

const started = performance.now();
const now = Date.now();
const counts = Object.fromEntries(APPLICATION_KINDS.map((kind) => [kind, 0])) as Record<
  ApplicationKind,
  number
>;
for (let i = 0; i < total; i += 1) {
  const kind = kinds[i % kinds.length]!;
  const ref = db.collection(APPLICATION_COLLECTIONS[kind]).doc();
  const meta = newApplicationMeta(kind, { lang: i % 5 === 0 ? 'sw' : 'en' });
  // Spread over the last 90 days, newest first by index, so lists and "today" counts look real.
  const createdAt = Timestamp.fromMillis(now - Math.floor((i / total) * 90 * DAY_MS));
  // Settled by now: a payment made in the future would count in no report yet.
  const settledAt = Timestamp.fromMillis(Math.min(now, createdAt.toMillis() + paidAfterMs(i)));
  const attempts = attemptsOf(i, createdAt, settledAt);
  const last = attempts.at(-1)?.state;
  const paymentStatus = (last && APPLICATION_PAYMENT_STATUS[last]) ?? 'unpaid';
  const paidAt = last === 'paid' ? settledAt : undefined;
  // Written past the server, so with the search index its new-application handler would add.
  const record = withSearchIndex(kind, {
    ...application(kind, i),
    ...meta,
    paymentStatus,
    createdAt,
    ...(paidAt ? { paidAt } : {}),
  });
  void writer.create(ref, record);
  // And its row, which the staff lists read.
  void writer.create(rowRefOf(ref), rowOf(kind, record));
  for (const attempt of attempts) {
    const payment = attemptPayment(
      kind,
      i,
      { id: ref.id, reference: meta.reference },
      attempt.state,
      attempt.startedAt,
      attempt.endedAt,
    );
    void writer.create(db.collection(COLLECTIONS.payments).doc(payment.orderId), payment);
  }
  // Claimed as the app claims it, so Track finds a seeded application the way it finds any other.
  const claim: ReferenceClaim = { kind, applicationId: ref.id };
  void writer.create(db.collection(COLLECTIONS.references).doc(meta.reference), claim);
  counts[kind] += 1;
}
await writer.close();
const seconds = (performance.now() - started) / 1000;
console.log(
  `Seeded ${total - failed} applications into ${where} in ${seconds.toFixed(1)} s ` +
    `(${Math.round((total - failed) / seconds)} per second): ${JSON.stringify(counts)}${failed ? `, ${failed} failed` : ''}.`,
);
if (failed) process.exit(1);
// The Reports read counts the API keeps as it works; records written past it are counted here.
const { documents } = await rebuildReports(db, { write: true });
console.log(`Counted them in the Reports' figures: ${documents.written} documents written.`);
