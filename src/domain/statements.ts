// An agent's monthly statement: what they earned on the applications paid in a month, the
// corrections for payments given back since, and what the agency has paid out against it. Pure:
// the API reads the month's records (server/statements/) and this module does the arithmetic, in
// whole shillings only.
//
// A statement is made of what happened in its month, by the server's clock, and of nothing else:
// a payment confirmed in March is a line of March; its reversal recorded in April is a correction
// on April's statement, naming March. So a month once over reads the same for ever, and a payout is
// a record of its own that never changes a line.
import * as z from 'zod/mini';
import { commissionOn, NO_COMMISSION, type Commissions } from './agents.js';
import { code, isIsoDate, isoDate, LIMITS, longText, MSG, wholeNumber } from './common.js';
import type { ApplicationKind } from './kinds.js';
import { todayInDarEsSalaam } from './officeDay.js';
import { isMonth, monthInDarEsSalaam, monthIsOver, monthOfDay } from './officeMonth.js';

/**
 * What an agent earns on a payment, worked out once, when the payment is confirmed, and stored with
 * it (`commission` on payments/{orderId}). A snapshot rather than the table in force whenever a
 * statement is read: an accountant wants a month that is over to read the same next year, after an
 * admin has raised or lowered the agent's rate, and the agent earned the rate of the day their
 * client paid. A service the table does not name earns nothing.
 */
export function commissionAtPayment(
  price: number,
  kind: ApplicationKind,
  commissions: Partial<Commissions> | undefined,
): number {
  return commissionOn(price, commissions?.[kind] ?? NO_COMMISSION);
}

/** A confirmed payment for an application that carries the agent's AAN, as a statement reads it. */
export type AgentPayment = {
  orderId: string;
  /** The application's reference (null on a record from before references were kept on payments). */
  reference: string | null;
  kind: ApplicationKind;
  /** What the client paid, in whole shillings. */
  price: number;
  /** When the payment was confirmed, ISO 8601. */
  paidAt: string;
  /** What the agent earned on it, fixed when it was confirmed (`commissionAtPayment`). */
  commission: number;
  /** Whom it was paid for, the client's name as the payment named them (none on older records). */
  client?: string;
  /** Recorded when the money went back to the payer (refunded, reversed): when, ISO 8601, and why. */
  reversal?: { at: string; reason: string };
};

/** How the agency paid an agent their commission. */
export const PAYOUT_METHODS = ['mPesa', 'tigoPesa', 'airtelMoney', 'bankTransfer', 'cash'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const payoutMethodLabels = Object.fromEntries(
  PAYOUT_METHODS.map((method) => [method, `statements.methods.${method}`]),
) as Record<PayoutMethod, string>;

/** A payout as recorded in agentPayouts/{id}: against one month of one agent, by an admin. */
export type Payout = {
  id: string;
  month: string;
  /** Whole shillings. */
  amount: number;
  /** The day the money was sent, 'YYYY-MM-DD'. */
  paidOn: string;
  method: PayoutMethod;
  /** The M-Pesa or bank transaction's id; may be empty for cash. */
  reference: string;
  /** When it was recorded (ISO 8601) and by whom (their email). */
  recordedAt: string;
  recordedBy: string | null;
};

/** One application paid in the month. */
export type StatementLine = {
  orderId: string;
  reference: string | null;
  kind: ApplicationKind;
  /** When it was paid (a line) or given back (a correction), ISO 8601. */
  at: string;
  price: number;
  commission: number;
  /** The client's name, when the payment named one. */
  client?: string;
};

/** A payment of an earlier month (or of this one) given back in the month: its line, negated. */
export type StatementCorrection = StatementLine & { paidMonth: string; reason: string };

export type Statement = {
  month: string;
  /** Whether the month is over in Dar es Salaam: nothing can join it any more. */
  closed: boolean;
  lines: StatementLine[];
  corrections: StatementCorrection[];
  /** The lines' commission. */
  earned: number;
  /** The corrections' commission: zero or less. */
  corrected: number;
  /** What the month earned the agent: earned plus corrected (below zero when more went back). */
  total: number;
  payouts: Payout[];
  paidOut: number;
  /** What the agency still owes for the month: total less paid out. */
  owed: number;
};

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const byTime = <T extends { at: string }>(a: T, b: T) => a.at.localeCompare(b.at);

/**
 * The statement of `month` from the agent's payments and payouts. `payments` may hold any of the
 * agent's payments: those paid in the month become its lines, those given back in the month its
 * corrections (negative, naming the month they were paid in), and the rest are left out, so the
 * caller may pass both queries' answers together. Only the payouts recorded against the month count.
 */
export function statementOf({
  month,
  payments,
  payouts,
  now = new Date(),
}: {
  month: string;
  payments: readonly AgentPayment[];
  payouts: readonly Payout[];
  now?: Date;
}): Statement {
  if (!isMonth(month)) throw new RangeError(`Not a YYYY-MM month: ${JSON.stringify(month)}`);
  const inMonth = (iso: string) => monthInDarEsSalaam(Date.parse(iso)) === month;
  const lineOf = (payment: AgentPayment, at: string, sign: 1 | -1): StatementLine => ({
    orderId: payment.orderId,
    reference: payment.reference,
    kind: payment.kind,
    at,
    price: sign * payment.price,
    commission: sign * payment.commission,
    ...(payment.client ? { client: payment.client } : {}),
  });

  const seen = new Set<string>();
  const unique = payments.filter((payment) => !seen.has(payment.orderId) && seen.add(payment.orderId));
  const lines = unique
    .filter((payment) => inMonth(payment.paidAt))
    .map((payment) => lineOf(payment, payment.paidAt, 1))
    .sort(byTime);
  const corrections = unique
    .flatMap(({ reversal, ...payment }) =>
      reversal && inMonth(reversal.at)
        ? [
            {
              ...lineOf(payment, reversal.at, -1),
              paidMonth: monthInDarEsSalaam(Date.parse(payment.paidAt)),
              reason: reversal.reason,
            },
          ]
        : [],
    )
    .sort(byTime);
  const ownPayouts = payouts
    .filter((payout) => payout.month === month)
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.recordedAt.localeCompare(b.recordedAt));

  const earned = sum(lines.map((line) => line.commission));
  const corrected = sum(corrections.map((line) => line.commission));
  const paidOut = sum(ownPayouts.map((payout) => payout.amount));
  return {
    month,
    closed: monthIsOver(month, now),
    lines,
    corrections,
    earned,
    corrected,
    total: earned + corrected,
    payouts: ownPayouts,
    paidOut,
    owed: earned + corrected - paidOut,
  };
}

/** One agent's month in the admins' table of every agent. */
export type AgentMonthTotals = {
  aan: string;
  name: string;
  applications: number;
  total: number;
  paidOut: number;
  owed: number;
};

export function totalsOf(agent: { aan: string; name: string }, statement: Statement): AgentMonthTotals {
  const { total, paidOut, owed } = statement;
  return { aan: agent.aan, name: agent.name, applications: statement.lines.length, total, paidOut, owed };
}

// ---------------------------------------------------------------------------- the API's answers

/** GET /api/agent/statements?month=, GET /api/agents/:aan/statements?month= → 200. */
export type AgentStatementAnswer = Statement & {
  aan: string;
  name: string;
  /** The agent's first month ('YYYY-MM'), the oldest a statement can be for. */
  firstMonth?: string;
};

/** GET /api/agents/statements?month= → 200: every agent's month, by name, and the sums of all. */
export type AgentsStatementsAnswer = {
  month: string;
  closed: boolean;
  agents: AgentMonthTotals[];
  sums: Omit<AgentMonthTotals, 'aan' | 'name'>;
};

/** POST /api/agents/:aan/payouts → 201: the payout as recorded, and the month's statement after it. */
export type PayoutAnswer = { payout: Payout; statement: AgentStatementAnswer };

// ---------------------------------------------------------------------------- what admins send

const monthField = z
  .string({ error: () => MSG.required })
  .check(z.refine((value) => isMonth(value), MSG.invalid));

/** A payout's month must have begun, and its money cannot have been sent before it or in the future. */
const payoutDates = z.superRefine<{ month: string; paidOn: string }>((payout, ctx) => {
  // Each field's own check has named a value that is no month or no day.
  if (!isMonth(payout.month) || !isIsoDate(payout.paidOn)) return;
  const today = todayInDarEsSalaam();
  if (payout.month > monthOfDay(today)) {
    ctx.addIssue({ code: 'custom', path: ['month'], message: 'statements.errors.futureMonth' });
  }
  if (payout.paidOn > today) {
    ctx.addIssue({ code: 'custom', path: ['paidOn'], message: MSG.pastDate });
  } else if (payout.paidOn < `${payout.month}-01`) {
    ctx.addIssue({ code: 'custom', path: ['paidOn'], message: 'statements.errors.paidBeforeMonth' });
  }
});

/** Cash may come without a receipt number; mobile money and a bank transfer always have one. */
const referenceUnlessCash = z.superRefine<{ method: PayoutMethod; reference?: string | undefined }>(
  (payout, ctx) => {
    if (payout.method !== 'cash' && !payout.reference) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: MSG.required });
    }
  },
);

/** POST /api/agents/:aan/payouts: what an admin records having paid an agent against a month. */
export const newPayoutSchema = z
  .object({
    month: monthField,
    amount: wholeNumber(1, LIMITS.amount),
    paidOn: isoDate(),
    method: z.enum(PAYOUT_METHODS, { error: () => MSG.option }),
    reference: code({ optional: true }),
  })
  .check(payoutDates, referenceUnlessCash);
export type NewPayoutInput = z.input<typeof newPayoutSchema>;
export type NewPayout = z.output<typeof newPayoutSchema>;

/**
 * POST /api/payments/:orderId/reversal: an admin records that a confirmed payment's money went
 * back to the payer (a refund, a mobile-money reversal, a chargeback), and why.
 */
export const paymentReversalSchema = z.object({ reason: longText() });
export type PaymentReversalInput = z.input<typeof paymentReversalSchema>;

/** The day of an instant in Dar es Salaam, for a statement's dates. */
export const dayOf = (iso: string) => todayInDarEsSalaam(new Date(iso));

/** The month a query string names, or the current one in Dar es Salaam when it names none. */
export function askedMonth(value: unknown, now = new Date()): string | undefined {
  if (value === undefined || value === '') return monthInDarEsSalaam(now);
  return isMonth(value) ? value : undefined;
}
