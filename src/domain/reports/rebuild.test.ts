import { feeSplit } from '../money';
import {
  addChange,
  attemptMoved,
  paymentConfirmed,
  received,
  statusChanged,
  type CountsDocument,
  type PeriodCounts,
} from './counts.js';
import { countsDifferences } from './countsDiff.js';
import { waitBucket } from './waitBuckets.js';
import {
  countsPath,
  rebuildCounts,
  type ApplicationRecord,
  type PaymentRecord,
  type ReportRecords,
  type StatusEventRecord,
} from './rebuild.js';

const AAN = 'AGT-7K3Q';
const at = (iso: string) => Date.parse(iso);
const day = (scope: string, period: string) => countsPath('reportDays', scope, period);
const month = (scope: string, period: string) => countsPath('reportMonths', scope, period);

function rebuilt(records: Partial<ReportRecords>) {
  return rebuildCounts({ applications: [], statusEvents: [], payments: [], answeredRequests: [], ...records });
}

const visa = (overrides: Partial<ApplicationRecord> = {}): ApplicationRecord => ({
  kind: 'visa',
  id: 'app1',
  aan: AAN,
  createdAt: at('2025-01-10T08:00:00Z'),
  status: 'submitted',
  paymentStatus: 'unpaid',
  ...overrides,
});

const payment = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  orderId: 'order1',
  kind: 'visa',
  applicationId: 'app1',
  amount: 300_000,
  state: 'paid',
  createdAt: at('2025-01-10T09:00:00Z'),
  paidAt: at('2025-01-10T09:05:00Z'),
  ...overrides,
});

const event = (status: string, iso: string): StatusEventRecord => ({
  kind: 'visa',
  applicationId: 'app1',
  status,
  at: at(iso),
});

describe('rebuildCounts', () => {
  it("counts each change on Dar es Salaam's day and month, for the agency and the agent", () => {
    const { documents } = rebuilt({
      applications: [
        visa({ id: 'late', createdAt: at('2025-01-31T21:30:00Z') }),
        visa({ id: 'early', createdAt: at('2025-01-31T20:59:59Z') }),
        visa({ id: 'none', aan: undefined, createdAt: at('2025-01-31T20:59:59Z') }),
      ],
    });
    expect(documents.get(day('all', '2025-02-01'))?.kinds).toEqual({ visa: { received: 1 } });
    expect(documents.get(day('agent:AGT-7K3Q', '2025-02-01'))?.kinds).toEqual({ visa: { received: 1 } });
    expect(documents.get(day('all', '2025-01-31'))?.kinds).toEqual({ visa: { received: 2 } });
    expect(documents.get(day('agent:AGT-7K3Q', '2025-01-31'))?.kinds).toEqual({ visa: { received: 1 } });
    expect(documents.get(month('all', '2025-02'))?.kinds).toEqual({ visa: { received: 1 } });
    expect(documents.get(month('all', '2025-01'))).toEqual({ scope: 'all', period: '2025-01', kinds: { visa: { received: 2 } } });
    expect(documents.size).toBe(8);
  });

  it('moves the queue only once paid, into the status the application had then, and times paid to completed', () => {
    const paidAt = at('2025-01-10T09:05:00Z');
    const { documents } = rebuilt({
      applications: [visa({ status: 'completed', paymentStatus: 'paid', paidAt })],
      statusEvents: [
        event('completed', '2025-01-12T10:05:00Z'),
        event('in_review', '2025-01-10T08:30:00Z'),
        event('approved', '2025-01-11T07:00:00Z'),
      ],
      payments: [payment({ commission: 30_000 })],
    });
    const agent = (period: string) => documents.get(day('agent:AGT-7K3Q', period))?.kinds?.visa;
    // In review before it was paid: no queue yet; paid in review: it joins the queue there.
    expect(agent('2025-01-10')).toEqual({
      received: 1,
      paid: 1,
      attempts: { paid: 1 },
      money: { total: 300_000, processing: 90_000, form: 150_000, government: 60_000, commission: 30_000 },
      queue: { in_review: 1 },
    });
    expect(agent('2025-01-11')).toEqual({ queue: { in_review: -1, approved: 1 } });
    expect(agent('2025-01-12')).toEqual({
      completed: 1,
      queue: { approved: -1 },
      waitBuckets: { paidToCompleted: { [waitBucket(2 * 86_400_000 + 3_600_000)]: 1 } },
    });
  });

  it('counts a second paid attempt as money only, and the first failed one by the day it started', () => {
    const { documents } = rebuilt({
      applications: [visa({ paymentStatus: 'paid' })],
      payments: [
        payment({ orderId: 'failed', state: 'failed', paidAt: undefined, createdAt: at('2025-01-09T22:00:00Z') }),
        payment({ orderId: 'second', paidAt: at('2025-01-10T09:06:00Z') }),
        payment({ orderId: 'first', commission: 30_000 }),
        payment({ orderId: 'unsent', state: 'creating', paidAt: undefined }),
      ],
    });
    const all = documents.get(day('all', '2025-01-10'))?.kinds?.visa;
    expect(all?.paid).toBe(1);
    expect(all?.money).toMatchObject({ total: 600_000, commission: 30_000 });
    expect(all?.attempts).toEqual({ paid: 2, failed: 1 });
    expect(all?.queue).toEqual({ submitted: 1 });
  });

  it("counts a reversal for the application's agent, with their commission taken back", () => {
    const { documents } = rebuilt({
      applications: [visa({ paymentStatus: 'paid' })],
      payments: [payment({ commission: 30_000, reversedAt: at('2025-02-03T08:00:00Z') })],
    });
    const reversed = {
      money: { reversed: 300_000, governmentReturned: feeSplit(300_000).government, commission: -30_000 },
    };
    expect(documents.get(day('agent:AGT-7K3Q', '2025-02-03'))?.kinds?.visa).toEqual(reversed);
    expect(documents.get(month('all', '2025-02'))?.kinds?.visa).toEqual(reversed);
  });

  it("takes a second attempt's money given back from the agent whose figures had it, and none from one paid after deletion", () => {
    const deletedAt = at('2025-01-20T08:00:00Z');
    const reversedAt = at('2025-02-03T08:00:00Z');
    const { documents } = rebuilt({
      applications: [visa({ paymentStatus: 'paid' }), visa({ id: 'app2', deletedAt })],
      payments: [
        payment({ orderId: 'first', commission: 30_000 }),
        payment({ orderId: 'second', paidAt: at('2025-01-10T09:06:00Z'), reversedAt }),
        payment({ orderId: 'late', applicationId: 'app2', paidAt: at('2025-01-21T08:00:00Z'), reversedAt }),
      ],
    });
    const agentMoney = (period: string) => documents.get(month('agent:AGT-7K3Q', period))?.kinds?.visa?.money;
    expect(agentMoney('2025-01')).toMatchObject({ total: 600_000, commission: 30_000 });
    expect(agentMoney('2025-02')).toEqual({ reversed: 300_000, governmentReturned: feeSplit(300_000).government });
    expect(documents.get(month('all', '2025-02'))?.kinds?.visa?.money).toEqual({
      reversed: 600_000,
      governmentReturned: 2 * feeSplit(300_000).government,
    });
  });

  it('takes a deleted application out of the queue and counts a payment after its deletion for the agency only', () => {
    const deletedAt = at('2025-01-15T08:00:00Z');
    const { documents } = rebuilt({
      applications: [
        visa({ paymentStatus: 'paid', deletedAt }),
        visa({ id: 'app2', deletedAt, paymentStatus: 'unpaid' }),
      ],
      payments: [
        payment(),
        payment({ orderId: 'late', applicationId: 'app2', paidAt: at('2025-01-16T08:00:00Z') }),
      ],
    });
    expect(documents.get(day('agent:AGT-7K3Q', '2025-01-15'))?.kinds?.visa).toEqual({ queue: { submitted: -1 } });
    expect(documents.get(day('all', '2025-01-16'))?.kinds?.visa).toEqual({
      money: { total: 300_000, processing: 90_000, form: 150_000, government: 60_000 },
    });
    expect(documents.has(day('agent:AGT-7K3Q', '2025-01-16'))).toBe(false);
  });

  it('counts answered requests by the day answered, and a status older than the events when the record says', () => {
    const { documents, notes } = rebuilt({
      applications: [visa({ status: 'rejected', statusUpdatedAt: at('2025-01-20T12:00:00Z') })],
      answeredRequests: [
        { id: 'req1', kind: 'visa', applicationId: 'app1', askedAt: at('2025-01-11T00:00:00Z'), answeredAt: at('2025-01-11T06:00:00Z') },
      ],
    });
    expect(notes.historyGaps).toBe(1);
    expect(documents.get(day('all', '2025-01-11'))?.kinds?.visa).toEqual({
      waitBuckets: { askedToAnswered: { [waitBucket(21_600_000)]: 1 } },
    });
    expect(documents.get(day('all', '2025-01-20'))?.kinds?.visa).toEqual({ rejected: 1 });
  });

  it("adds up to what the API's increments leave, zeros and all", () => {
    // The API counts each move of an attempt as it happens; the rebuild counts where it ended.
    const live: PeriodCounts = {};
    const paidAt = at('2025-01-10T09:05:00Z');
    for (const change of [
      received('visa'),
      statusChanged('visa', { status: 'submitted', paymentStatus: 'unpaid' }, 'in_review', paidAt - 1),
      attemptMoved('visa', 'creating', 'open'),
      attemptMoved('visa', 'open', 'paid'),
      paymentConfirmed('visa', 300_000, { paysApplication: true, status: 'in_review' }),
    ]) {
      addChange(live, change);
    }
    const { documents } = rebuilt({
      applications: [visa({ status: 'in_review', paymentStatus: 'paid', paidAt })],
      statusEvents: [{ kind: 'visa', applicationId: 'app1', status: 'in_review', at: paidAt - 1 }],
      payments: [payment()],
    });
    const path = day('all', '2025-01-10');
    const stored: CountsDocument = { scope: 'all', period: '2025-01-10', kinds: live };
    expect(live.visa?.attempts).toEqual({ open: 0, paid: 1 });
    expect(countsDifferences(path, stored, documents.get(path))).toEqual([]);
  });
});

describe('countsDifferences', () => {
  const document = (kinds: PeriodCounts): CountsDocument => ({ scope: 'all', period: '2025-01', kinds });

  it('takes a count of 0 for none, and a wait of 0 ms as one in the first band', () => {
    expect(countsDifferences('d', document({ tin: { queue: { submitted: 0 } } }), undefined)).toEqual([]);
    expect(countsDifferences('d', document({ tin: { waits: { paidToCompleted: { a: 0 } } } }), document({}))).toEqual([
      { document: 'd', field: 'kinds.tin.waitBuckets.paidToCompleted.0', stored: 1, rebuilt: undefined },
    ]);
  });

  it('compares waits kept one by one, before bands, as their bands', () => {
    const HOUR = 3_600_000;
    const before = document({ visa: { waits: { paidToCompleted: { a: 30 * HOUR, b: 30 * HOUR + 1 } } } });
    const banded = document({ visa: { waitBuckets: { paidToCompleted: { [waitBucket(30 * HOUR)]: 2 } } } });
    expect(countsDifferences('d', before, banded)).toEqual([]);
  });

  it('names each figure that differs, and a scope or period stored wrong', () => {
    const stored = { ...document({ tin: { received: 2, paid: 1 } }), scope: 'agent:X' };
    expect(countsDifferences('d', stored, document({ tin: { received: 3, paid: 1 }, brela: { paid: 1 } }))).toEqual([
      { document: 'd', field: 'scope', stored: 'agent:X', rebuilt: 'all' },
      { document: 'd', field: 'kinds.brela.paid', stored: undefined, rebuilt: 1 },
      { document: 'd', field: 'kinds.tin.received', stored: 2, rebuilt: 3 },
    ]);
  });
});
