import { feeSplit } from '../money';
import { describe, expect, it } from 'vitest';
import {
  addChange,
  applicationDeleted,
  attemptMoved,
  paymentConfirmed,
  paymentReversed,
  queuePlace,
  received,
  requestAnswered,
  scopesOf,
  statusChanged,
  type PeriodCounts,
} from './counts';
import { waitBucket } from './waitBuckets';

const HOUR = 3_600_000;
const sum = (...changes: Parameters<typeof addChange>[1][]) =>
  changes.reduce<PeriodCounts>((counts, change) => addChange(counts, change), {});

describe('what each change adds', () => {
  it('counts an agent in the agency and on their own, and no one else', () => {
    expect(scopesOf('AGT-7K3QM')).toEqual(['all', 'agent:AGT-7K3QM']);
    expect(scopesOf('')).toEqual(['all']);
    expect(scopesOf(undefined)).toEqual(['all']);
  });

  it('counts the money of every confirmed payment with the checkout split, and the first one as paid', () => {
    const first = paymentConfirmed('visa', 300_001, { paysApplication: true, commission: 15_000, status: 'submitted' });
    const second = paymentConfirmed('visa', 300_001, { paysApplication: false, commission: 15_000 });
    expect(sum(first, second)).toEqual({
      visa: {
        paid: 1,
        money: {
          total: 600_002,
          processing: 180_000,
          form: 300_002,
          government: 120_000,
          commission: 15_000,
        },
        queue: { submitted: 1 },
      },
    });
  });

  it('takes a reversal off the agent commission and shows the money given back', () => {
    expect(sum(paymentReversed('tin', 50_000, 2_500))).toEqual({
      tin: { money: { reversed: 50_000, governmentReturned: feeSplit(50_000).government, commission: -2_500 } },
    });
  });

  it('moves an attempt between outcomes, and counts none before the gateway was asked', () => {
    expect(sum(attemptMoved('brela', 'creating', 'open'))).toEqual({ brela: { attempts: { open: 1 } } });
    expect(sum(attemptMoved('brela', 'creating', 'open'), attemptMoved('brela', 'open', 'failed'))).toEqual({
      brela: { attempts: { open: 0, failed: 1 } },
    });
    expect(sum(attemptMoved('brela', 'failed', 'paid'))).toEqual({ brela: { attempts: { failed: -1, paid: 1 } } });
    expect(sum(attemptMoved('brela', 'open', 'closed'))).toEqual({
      brela: { attempts: { open: -1, abandoned: 1 } },
    });
    expect(sum(attemptMoved('brela', 'open', 'unclear'))).toEqual({ brela: {} });
  });

  it('keeps the queue to paid, unfinished applications', () => {
    expect(queuePlace({ status: 'in_review', paymentStatus: 'paid' })).toBe('in_review');
    expect(queuePlace({ status: 'in_review', paymentStatus: 'pending' })).toBeUndefined();
    expect(queuePlace({ status: 'completed', paymentStatus: 'paid' })).toBeUndefined();
  });

  it('moves a paid application through the queue and counts how long it waited to be completed', () => {
    const paid = { paymentStatus: 'paid', paidAt: 1_000 * HOUR };
    expect(
      sum(
        statusChanged('visa', { ...paid, status: 'submitted' }, 'in_review', 1_010 * HOUR),
        statusChanged('visa', { ...paid, status: 'in_review' }, 'completed', 1_030 * HOUR),
      ),
    ).toEqual({
      visa: {
        queue: { submitted: -1, in_review: 0 },
        completed: 1,
        waitBuckets: { paidToCompleted: { [waitBucket(30 * HOUR)]: 1 } },
      },
    });
  });

  it('counts a rejection, and no queue move or wait for an unpaid application', () => {
    expect(sum(statusChanged('tin', { status: 'submitted', paymentStatus: 'unpaid' }, 'rejected', 5))).toEqual({
      tin: { rejected: 1 },
    });
    expect(sum(statusChanged('tin', { status: 'completed', paymentStatus: 'paid' }, 'completed', 5))).toEqual({
      tin: {},
    });
  });

  it('takes a deleted application out of the queue and counts each request answer in its band', () => {
    expect(sum(applicationDeleted('visa', { status: 'approved', paymentStatus: 'paid' }))).toEqual({
      visa: { queue: { approved: -1 } },
    });
    expect(sum(received('visa'), requestAnswered('visa', 10, 25), requestAnswered('visa', 1, 16))).toEqual({
      visa: { received: 1, waitBuckets: { askedToAnswered: { [waitBucket(15)]: 2 } } },
    });
    expect(sum(requestAnswered('visa', 25, 10))).toEqual({ visa: {} });
  });
});
