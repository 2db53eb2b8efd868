// Where a payment attempt stands and how it may move: its states, the events that move it, the
// one transition table, and what each state means for the record's public status and for the
// application's own paymentStatus.
import type { PaymentStatus } from './meta.js';
import { optionList } from './options.js';

/**
 * Where one payment attempt stands; stored as `state` on payments/{orderId}.
 *
 * - `creating`: recorded; the gateway has not answered the create call yet (or never got it).
 * - `open`: the gateway made the order and gave its payment page; the payer may pay it.
 * - `unclear`: the create call had no clear answer (timed out, could not connect, "in progress",
 *   or a success without a page): the gateway may have made the order all the same.
 * - `refused`: the gateway refused to make the order; it never existed.
 * - `failed`: the gateway reported the order failed or cancelled (the payer declined, it expired).
 * - `closed`: we closed it because a newer attempt for the application started.
 * - `paid`: the gateway confirmed it paid, with our amount. Final.
 */
export const PAYMENT_STATES = ['creating', 'open', 'unclear', 'refused', 'failed', 'closed', 'paid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * What can happen to an attempt:
 *
 * - `orderCreated`, `orderRefused`, `createUnclear`: the create call's answer (a payment page; a
 *   definite refusal; no clear answer).
 * - `confirmedPaid`, `confirmedFailed`: our own status query's answer, paid with our amount, or
 *   failed. The webhook only makes us ask; a "pending" answer changes nothing and is no event.
 * - `paidWithoutOurAmount`: the gateway says paid, but with no amount or another one. Never taken as
 *   paid: the state stays, and a `problem` is recorded for staff.
 * - `superseded`: a newer attempt for the application closes this one (cancelled at the gateway,
 *   unknown there, or closed there already).
 * - `payerLeft`: the payer is back on our pages from a card checkout the gateway still holds unpaid
 *   (its cancel link, or Back). A card is paid on that page in one sitting, so nothing is under
 *   way: the application may be paid again at once. The order stays open at the gateway until a
 *   new attempt closes it, or it expires; should it be paid meanwhile, that is recorded as paid.
 */
export const PAYMENT_EVENTS = [
  'orderCreated',
  'orderRefused',
  'createUnclear',
  'confirmedPaid',
  'confirmedFailed',
  'paidWithoutOurAmount',
  'superseded',
  'payerLeft',
] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

/**
 * Every allowed move; an event missing from a state's row is refused there. A row maps an event to
 * the same state when it changes nothing (a late or repeated answer). Only `paid` never moves:
 * every other state can still become paid, because money the gateway took must be recorded.
 */
const TRANSITIONS: Record<PaymentState, Partial<Record<PaymentEvent, PaymentState>>> = {
  creating: {
    orderCreated: 'open',
    orderRefused: 'refused',
    createUnclear: 'unclear',
    confirmedPaid: 'paid',
    confirmedFailed: 'failed',
    paidWithoutOurAmount: 'creating',
    superseded: 'closed',
  },
  open: {
    confirmedPaid: 'paid',
    confirmedFailed: 'failed',
    paidWithoutOurAmount: 'open',
    superseded: 'closed',
    payerLeft: 'open',
  },
  unclear: {
    confirmedPaid: 'paid',
    confirmedFailed: 'failed',
    paidWithoutOurAmount: 'unclear',
    superseded: 'closed',
  },
  refused: {
    confirmedPaid: 'paid',
    confirmedFailed: 'refused',
    paidWithoutOurAmount: 'refused',
    superseded: 'closed',
  },
  failed: {
    confirmedPaid: 'paid',
    confirmedFailed: 'failed',
    paidWithoutOurAmount: 'failed',
    superseded: 'closed',
  },
  closed: {
    confirmedPaid: 'paid',
    confirmedFailed: 'closed',
    paidWithoutOurAmount: 'closed',
    superseded: 'closed',
  },
  paid: {
    confirmedPaid: 'paid',
  },
};

/**
 * The answer of `transition`: the next state (`changed` false when it is the current one, so there
 * is nothing to write), or a refusal: `final` for anything but a repeated "paid" on a paid attempt,
 * `notAllowed` for an event that cannot happen in that state (a second answer to the create call).
 */
export type PaymentTransition =
  { ok: true; next: PaymentState; changed: boolean } | { ok: false; refusal: 'final' | 'notAllowed' };

/** The one place that decides how a payment's state may move. Every writer goes through it. */
export function transition(current: PaymentState, event: PaymentEvent): PaymentTransition {
  const next = TRANSITIONS[current][event];
  if (next === undefined) return { ok: false, refusal: current === 'paid' ? 'final' : 'notAllowed' };
  return { ok: true, next, changed: next !== current };
}

export const paymentRecordStatusOptions = optionList('paymentRecordStatus', ['pending', 'paid', 'failed']);
/** The public answer, stored as `status` beside `state`: what the rules, staff screens and payer see. */
export type PaymentRecordStatus = (typeof paymentRecordStatusOptions.values)[number];

const STATE_FACTS = {
  creating: { status: 'pending', mayBeOpen: true },
  open: { status: 'pending', mayBeOpen: true },
  unclear: { status: 'failed', mayBeOpen: true },
  refused: { status: 'failed', mayBeOpen: false },
  failed: { status: 'failed', mayBeOpen: false },
  closed: { status: 'failed', mayBeOpen: false },
  paid: { status: 'paid', mayBeOpen: false },
} as const satisfies Record<PaymentState, { status: PaymentRecordStatus; mayBeOpen: boolean }>;

/** The `status` stored with a state. */
export function paymentStatusOf(state: PaymentState): PaymentRecordStatus {
  return STATE_FACTS[state].status;
}

/**
 * Whether the gateway may hold the order open, so that it could still be paid: what a newer attempt
 * must settle and cancel first, so a payer can never pay twice.
 */
export function mayBeOpenAtGateway(state: PaymentState): boolean {
  return STATE_FACTS[state].mayBeOpen;
}

export function isPaymentState(value: unknown): value is PaymentState {
  return PAYMENT_STATES.includes(value as PaymentState);
}

/** The fields `paymentStateOf` reads: `state`, or on a record written before it, the older flags. */
export type StoredPaymentState = {
  state?: unknown;
  status?: unknown;
  paymentUrl?: unknown;
  ambiguous?: unknown;
  cancelledAt?: unknown;
};

/**
 * The state of a stored payment. Records written before `state` existed carry only `status` and
 * flags, read as they were meant: a cancel time is closed, `ambiguous` is unclear, a payment page
 * tells an order made from one never made.
 */
export function paymentStateOf(record: StoredPaymentState): PaymentState {
  if (isPaymentState(record.state)) return record.state;
  if (record.status === 'paid') return 'paid';
  if (record.status === 'pending') return record.paymentUrl ? 'open' : 'creating';
  if (record.cancelledAt) return 'closed';
  if (record.ambiguous === true) return 'unclear';
  return record.paymentUrl ? 'failed' : 'refused';
}

/** A new attempt is recorded before the gateway is asked for its order. */
export const INITIAL_PAYMENT_STATE = 'creating' satisfies PaymentState;

/**
 * What the application's own `paymentStatus` becomes after `event` moved one of its payments from
 * `before` to `next`, unless the application is paid already (nothing changes a paid application);
 * undefined: it stays as it is. A made order makes it pending, a closed one failed (the newer
 * attempt will set it again), one its payer left unpaid again (Pay now), and the gateway's
 * confirmation sets it when it changed the payment's public status. A create that failed leaves it
 * alone.
 */
export function applicationPaymentStatusAfter(
  event: PaymentEvent,
  before: PaymentState,
  next: PaymentState,
): PaymentStatus | undefined {
  switch (event) {
    case 'orderCreated':
      return 'pending';
    case 'superseded':
      return 'failed';
    case 'payerLeft':
      return 'unpaid';
    case 'confirmedPaid':
    case 'confirmedFailed':
      return paymentStatusOf(before) === paymentStatusOf(next) ? undefined : paymentStatusOf(next);
    default:
      return undefined;
  }
}

/** Why an attempt was closed for a newer one: the gateway's answer to our cancel, or its own word. */
export const CANCEL_REASONS = ['cancelled', 'notFound', 'closedAtGateway'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
