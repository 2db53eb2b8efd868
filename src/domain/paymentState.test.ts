import fc from 'fast-check';
import { FIXTURE_TIME } from '#fixtures/applications';
import {
  applicationPaymentStatusAfter,
  INITIAL_PAYMENT_STATE,
  mayBeOpenAtGateway,
  PAYMENT_EVENTS,
  PAYMENT_STATES,
  paymentStateOf,
  paymentStatusOf,
  transition,
  type PaymentEvent,
  type PaymentState,
} from './paymentState.js';

// Every state × event, written out by hand: a cell is the next state, or `final` / `no` for a
// refusal (paid never moves; the event cannot happen there). Kept apart from the implementation's
// own table on purpose, so a change to either shows up here.
const X = 'no';
const F = 'final';
type Cell = PaymentState | typeof X | typeof F;
const EXPECTED: Record<PaymentState, Record<PaymentEvent, Cell>> = {
  //           orderCreated orderRefused createUnclear confirmedPaid confirmedFailed paidWithoutOurAmount superseded payerLeft
  creating: row('open', 'refused', 'unclear', 'paid', 'failed', 'creating', 'closed', X),
  open: row(X, X, X, 'paid', 'failed', 'open', 'closed', 'open'),
  unclear: row(X, X, X, 'paid', 'failed', 'unclear', 'closed', X),
  refused: row(X, X, X, 'paid', 'refused', 'refused', 'closed', X),
  failed: row(X, X, X, 'paid', 'failed', 'failed', 'closed', X),
  closed: row(X, X, X, 'paid', 'closed', 'closed', 'closed', X),
  paid: row(F, F, F, 'paid', F, F, F, F),
};

function row(...cells: Cell[]): Record<PaymentEvent, Cell> {
  return Object.fromEntries(PAYMENT_EVENTS.map((event, index) => [event, cells[index]!])) as Record<
    PaymentEvent,
    Cell
  >;
}

const cases = PAYMENT_STATES.flatMap((state) =>
  PAYMENT_EVENTS.map((event) => [state, event, EXPECTED[state][event]] as const),
);

describe('payment transitions', () => {
  it('cover every state and event', () => {
    expect(cases).toHaveLength(PAYMENT_STATES.length * PAYMENT_EVENTS.length);
  });

  it.each(cases)('%s + %s → %s', (state, event, expected) => {
    const result = transition(state, event);
    if (expected === X || expected === F) {
      expect(result).toEqual({ ok: false, refusal: expected === F ? 'final' : 'notAllowed' });
    } else {
      expect(result).toEqual({ ok: true, next: expected, changed: expected !== state });
    }
  });

  it('start every attempt in creating, the only state the create call answers', () => {
    expect(INITIAL_PAYMENT_STATE).toBe('creating');
    for (const event of ['orderCreated', 'orderRefused', 'createUnclear'] as const) {
      const allowedIn = PAYMENT_STATES.filter((state) => transition(state, event).ok);
      expect(allowedIn).toEqual(['creating']);
    }
  });

  it('let every state but paid become paid, and paid never move', () => {
    for (const state of PAYMENT_STATES)
      expect(transition(state, 'confirmedPaid')).toMatchObject({ ok: true, next: 'paid' });
    for (const event of PAYMENT_EVENTS) {
      const result = transition('paid', event);
      if (result.ok) expect(result).toEqual({ ok: true, next: 'paid', changed: false });
    }
  });

  it('along any sequence of events: paid stays paid, and a payment that left pending never returns to it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PAYMENT_EVENTS), { maxLength: 12 }), (events) => {
        let state: PaymentState = INITIAL_PAYMENT_STATE;
        let leftPending = false;
        let paid = false;
        for (const event of events) {
          const result = transition(state, event);
          if (!result.ok) continue;
          state = result.next;
          if (paid) expect(state).toBe('paid');
          if (leftPending) expect(paymentStatusOf(state)).not.toBe('pending');
          paid ||= state === 'paid';
          leftPending ||= paymentStatusOf(state) !== 'pending';
        }
      }),
    );
  });
});

describe('what a state means', () => {
  it.each([
    ['creating', 'pending', true],
    ['open', 'pending', true],
    ['unclear', 'failed', true],
    ['refused', 'failed', false],
    ['failed', 'failed', false],
    ['closed', 'failed', false],
    ['paid', 'paid', false],
  ] as const)('%s: status %s, may be open at the gateway: %s', (state, status, open) => {
    expect(paymentStatusOf(state)).toBe(status);
    expect(mayBeOpenAtGateway(state)).toBe(open);
  });

  it.each(cases)("%s + %s: the application's paymentStatus follows", (state, event, expected) => {
    if (expected === X || expected === F) return;
    const after = applicationPaymentStatusAfter(event, state, expected);
    if (event === 'orderCreated') expect(after).toBe('pending');
    else if (event === 'superseded') expect(after).toBe('failed');
    // Left unpaid: Pay now at once, though the order is still open at the gateway.
    else if (event === 'payerLeft') expect(after).toBe('unpaid');
    else if (event === 'confirmedPaid' || event === 'confirmedFailed') {
      const changed = paymentStatusOf(state) !== paymentStatusOf(expected);
      expect(after).toBe(changed ? paymentStatusOf(expected) : undefined);
    } else expect(after).toBeUndefined();
  });
});

describe('the state of a stored payment', () => {
  it('is its `state` when it has one', () => {
    for (const state of PAYMENT_STATES) {
      expect(paymentStateOf({ state, status: 'pending', ambiguous: true, cancelledAt: FIXTURE_TIME })).toBe(
        state,
      );
    }
  });

  it.each([
    [{ status: 'paid' }, 'paid'],
    [{ status: 'paid', cancelledAt: FIXTURE_TIME, failure: 'closed' }, 'paid'],
    [{ status: 'pending' }, 'creating'],
    [{ status: 'pending', paymentUrl: 'https://pay.example/1' }, 'open'],
    [{ status: 'pending', paymentUrl: 'https://pay.example/1', problem: 'amount' }, 'open'],
    [{ status: 'failed', ambiguous: true }, 'unclear'],
    [{ status: 'failed', ambiguous: false, failure: 'Vendor is not active' }, 'refused'],
    [{ status: 'failed', paymentUrl: 'https://pay.example/1' }, 'failed'],
    [{ status: 'failed', ambiguous: true, cancelledAt: FIXTURE_TIME, cancelReason: 'cancelled' }, 'closed'],
    [{ status: 'failed', paymentUrl: 'https://pay.example/1', cancelledAt: FIXTURE_TIME }, 'closed'],
    [{ state: 'nonsense', status: 'pending', paymentUrl: 'https://pay.example/1' }, 'open'],
  ] as const)('written before `state`: %o is %s', (record, state) => {
    expect(paymentStateOf(record)).toBe(state);
  });
});
