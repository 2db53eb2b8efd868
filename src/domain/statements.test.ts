import { noCommissions, type Commissions } from './agents.js';
import { NOTHING_THIS_MONTH } from '#fixtures/statements';
import { addToMonth, formatMonth, monthBounds, monthInDarEsSalaam, recentMonths } from './officeMonth.js';
import {
  askedMonth,
  commissionAtPayment,
  newPayoutSchema,
  statementOf,
  totalsOf,
  type AgentPayment,
  type Payout,
} from './statements.js';

// Every other service earns nothing.
const TABLE: Commissions = {
  ...noCommissions(),
  visa: { type: 'percent', basisPoints: 333 }, // 3.33 %
  tin: { type: 'amount', amount: 2_000 },
  brela: { type: 'percent', basisPoints: 1_000 }, // 10 %
};

let orders = 0;
/** A payment of `kind` confirmed at `paidAt`, earning what TABLE says. */
function paid(kind: AgentPayment['kind'], paidAt: string, price: number, extra: Partial<AgentPayment> = {}) {
  orders += 1;
  return {
    orderId: `ATZ${orders}`,
    reference: `REF-${orders}`,
    kind,
    price,
    paidAt,
    commission: commissionAtPayment(price, kind, TABLE),
    ...extra,
  } satisfies AgentPayment;
}

function payout(month: string, amount: number, paidOn: string, id = `P${amount}`): Payout {
  return {
    id,
    month,
    amount,
    paidOn,
    method: 'mPesa',
    reference: 'QK12AB34',
    recordedAt: `${paidOn}T09:00:00.000Z`,
    recordedBy: 'admin@example.com',
  };
}

const AFTER_ALL = new Date('2027-01-01T00:00:00Z');

describe('the commission on a payment', () => {
  it('rounds a percentage down to the shilling, never up', () => {
    // 300,000 × 3.33 % = 9,990 exactly; 55,000 × 3.33 % = 1,831.5; 13,000 × 3.33 % = 432.9.
    expect(commissionAtPayment(300_000, 'visa', TABLE)).toBe(9_990);
    expect(commissionAtPayment(55_000, 'visa', TABLE)).toBe(1_831);
    expect(commissionAtPayment(13_000, 'visa', TABLE)).toBe(432);
    expect(commissionAtPayment(55_000, 'brela', TABLE)).toBe(5_500);
    expect(commissionAtPayment(9, 'brela', TABLE)).toBe(0);
  });

  it('is a fixed amount as set, but never more than the price', () => {
    expect(commissionAtPayment(13_000, 'tin', TABLE)).toBe(2_000);
    const moreThanThePrice = { ...TABLE, business: { type: 'amount', amount: 100_000 } } as const;
    expect(commissionAtPayment(80_000, 'business', moreThanThePrice)).toBe(80_000);
  });

  it('is nothing for a service the table leaves out, or with no table at all', () => {
    expect(commissionAtPayment(13_000, 'tin', { visa: TABLE.visa })).toBe(0);
    expect(commissionAtPayment(13_000, 'tin', undefined)).toBe(0);
  });

  it('is added up in whole shillings, the rounding done on each line', () => {
    const payments = [1, 2, 3].map((day) => paid('visa', `2026-03-0${day}T08:00:00Z`, 55_000));
    const statement = statementOf({ month: '2026-03', payments, payouts: [], now: AFTER_ALL });
    // Three times 1,831, not 3 × 1,831.5 = 5,494.5 rounded.
    expect(statement.earned).toBe(5_493);
    expect(Number.isInteger(statement.total)).toBe(true);
  });
});

describe("an agent's monthly statement", () => {
  it('lists the payments of the month, oldest first, with service, price and commission, and adds them up', () => {
    const visa = paid('visa', '2026-03-20T10:00:00Z', 300_000);
    const tin = paid('tin', '2026-03-02T10:00:00Z', 13_000);
    const elsewhere = paid('brela', '2026-04-02T10:00:00Z', 55_000);
    const statement = statementOf({
      month: '2026-03',
      payments: [visa, tin, elsewhere],
      payouts: [],
      now: AFTER_ALL,
    });
    expect(statement.lines).toEqual([
      {
        orderId: tin.orderId,
        reference: tin.reference,
        kind: 'tin',
        at: tin.paidAt,
        price: 13_000,
        commission: 2_000,
      },
      {
        orderId: visa.orderId,
        reference: visa.reference,
        kind: 'visa',
        at: visa.paidAt,
        price: 300_000,
        commission: 9_990,
      },
    ]);
    expect(statement).toMatchObject({
      earned: 11_990,
      corrected: 0,
      total: 11_990,
      paidOut: 0,
      owed: 11_990,
    });
    expect(totalsOf({ aan: 'AGT-2345', name: 'Asha' }, statement)).toEqual({
      aan: 'AGT-2345',
      name: 'Asha',
      applications: 2,
      total: 11_990,
      paidOut: 0,
      owed: 11_990,
    });
  });

  it('is empty, owing nothing, for a month with no payments', () => {
    const statement = statementOf({
      month: '2026-02',
      payments: [paid('visa', '2026-03-20T10:00:00Z', 300_000)],
      payouts: [payout('2026-03', 1_000, '2026-04-02')],
      now: AFTER_ALL,
    });
    expect(statement).toEqual({
      month: '2026-02',
      closed: true,
      ...NOTHING_THIS_MONTH,
    });
  });

  it("puts a payment in the month it was paid in Dar es Salaam: 22:30 UTC on the 31st is the next month's", () => {
    const lateJanuaryUtc = paid('tin', '2026-01-31T22:30:00Z', 13_000);
    const lastSecondOfJanuary = paid('tin', '2026-01-31T20:59:59.999Z', 13_000);
    const firstOfMarch = paid('tin', '2026-02-28T21:00:00Z', 13_000);
    const payments = [lateJanuaryUtc, lastSecondOfJanuary, firstOfMarch];
    const month = (name: string) =>
      statementOf({ month: name, payments, payouts: [], now: AFTER_ALL }).lines.map((line) => line.orderId);
    expect(month('2026-01')).toEqual([lastSecondOfJanuary.orderId]);
    expect(month('2026-02')).toEqual([lateJanuaryUtc.orderId]);
    expect(month('2026-03')).toEqual([firstOfMarch.orderId]);
  });

  it('shows a payment given back in a later month as a correction there, leaving the month it was paid in as it was', () => {
    const kept = paid('brela', '2026-03-05T10:00:00Z', 55_000);
    const refunded = paid('visa', '2026-03-28T10:00:00Z', 300_000);
    const april = paid('tin', '2026-04-10T10:00:00Z', 13_000);
    const march = () =>
      statementOf({ month: '2026-03', payments: [kept, refunded], payouts: [], now: AFTER_ALL });
    const marchBefore = march();

    refunded.reversal = { at: '2026-04-03T07:00:00Z', reason: 'Paid twice by the client' };
    expect(march()).toEqual(marchBefore);
    expect(marchBefore).toMatchObject({ total: 15_490, owed: 15_490 });

    // April's queries find the payment paid in April and the one given back in April.
    const aprilStatement = statementOf({
      month: '2026-04',
      payments: [april, refunded],
      payouts: [],
      now: AFTER_ALL,
    });
    expect(aprilStatement.lines.map((line) => line.orderId)).toEqual([april.orderId]);
    expect(aprilStatement.corrections).toEqual([
      {
        orderId: refunded.orderId,
        reference: refunded.reference,
        kind: 'visa',
        at: '2026-04-03T07:00:00Z',
        price: -300_000,
        commission: -9_990,
        paidMonth: '2026-03',
        reason: 'Paid twice by the client',
      },
    ]);
    expect(aprilStatement).toMatchObject({ earned: 2_000, corrected: -9_990, total: -7_990, owed: -7_990 });
  });

  it('shows a payment given back in its own month as its line and a correction naming that month', () => {
    const refunded = paid('brela', '2026-03-05T10:00:00Z', 55_000, {
      reversal: { at: '2026-03-06T10:00:00Z', reason: 'Wrong service' },
    });
    const statement = statementOf({ month: '2026-03', payments: [refunded], payouts: [], now: AFTER_ALL });
    expect(statement.lines).toHaveLength(1);
    expect(statement.corrections).toMatchObject([{ paidMonth: '2026-03', commission: -5_500 }]);
    expect(statement).toMatchObject({ earned: 5_500, corrected: -5_500, total: 0 });
  });

  it('counts a payment found by both queries (paid and given back in the month) once', () => {
    const payment = paid('tin', '2026-03-05T10:00:00Z', 13_000);
    const statement = statementOf({
      month: '2026-03',
      payments: [payment, payment],
      payouts: [],
      now: AFTER_ALL,
    });
    expect(statement.lines).toHaveLength(1);
    expect(statement.total).toBe(2_000);
  });

  it('takes off the payouts recorded against the month, and only those, from what is owed', () => {
    const payments = [
      paid('visa', '2026-03-05T10:00:00Z', 300_000),
      paid('tin', '2026-03-06T10:00:00Z', 13_000),
    ];
    const second = payout('2026-03', 1_990, '2026-04-09', 'second');
    const first = payout('2026-03', 8_000, '2026-04-02', 'first');
    const otherMonth = payout('2026-02', 5_000, '2026-03-01', 'february');
    const statement = statementOf({
      month: '2026-03',
      payments,
      payouts: [second, otherMonth, first],
      now: AFTER_ALL,
    });
    expect(statement.payouts.map((made) => made.id)).toEqual(['first', 'second']);
    expect(statement).toMatchObject({ total: 11_990, paidOut: 9_990, owed: 2_000 });
    // A payout changes no line.
    expect(statement.lines).toEqual(
      statementOf({ month: '2026-03', payments, payouts: [], now: AFTER_ALL }).lines,
    );
  });

  it('is closed once the month is over in Dar es Salaam', () => {
    const at = (now: string) =>
      statementOf({ month: '2026-03', payments: [], payouts: [], now: new Date(now) }).closed;
    expect(at('2026-03-31T20:59:59Z')).toBe(false);
    expect(at('2026-03-31T21:00:00Z')).toBe(true);
  });

  it('refuses a month that is not YYYY-MM', () => {
    expect(() => statementOf({ month: '2026-13', payments: [], payouts: [] })).toThrow(RangeError);
  });
});

describe("the agency's month", () => {
  it('starts and ends at midnight in Dar es Salaam (21:00 UTC the day before)', () => {
    expect(monthBounds('2026-03')).toEqual({
      start: new Date('2026-02-28T21:00:00Z'),
      end: new Date('2026-03-31T21:00:00Z'),
    });
    expect(monthBounds('2026-12').end).toEqual(new Date('2026-12-31T21:00:00Z'));
    expect(monthInDarEsSalaam(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01');
  });

  it('counts months across years, and names them in either language', () => {
    expect(addToMonth('2026-01', -1)).toBe('2025-12');
    expect(addToMonth('2026-12', 1)).toBe('2027-01');
    expect(recentMonths('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(formatMonth('2026-03', 'en')).toBe('March 2026');
    expect(formatMonth('2026-03', 'sw')).toBe('Machi 2026');
  });

  it('is the current one when an address names none, and none when it names a wrong one', () => {
    const now = new Date('2026-01-31T22:30:00Z');
    expect(askedMonth(undefined, now)).toBe('2026-02');
    expect(askedMonth('2025-11', now)).toBe('2025-11');
    expect(askedMonth('2025-1', now)).toBeUndefined();
    expect(askedMonth(['2025-11'], now)).toBeUndefined();
  });
});

describe('a payout as an admin records it', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 1 April 2026, 00:30 in Dar es Salaam.
    vi.setSystemTime(new Date('2026-03-31T21:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const valid = {
    month: '2026-03',
    amount: 8_000,
    paidOn: '2026-04-01',
    method: 'mPesa',
    reference: 'QK12AB34',
  };
  const problems = (body: object) => {
    const result = newPayoutSchema.safeParse(body);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('takes a whole amount, a day, a method and its reference', () => {
    expect(newPayoutSchema.parse(valid)).toEqual(valid);
    expect(problems({ ...valid, method: 'cash', reference: '' })).toEqual({});
  });

  it('names what is wrong', () => {
    expect(problems({ ...valid, amount: 0 })).toEqual({ amount: 'validation.numberRange' });
    expect(problems({ ...valid, amount: 10.5 })).toEqual({ amount: 'validation.number' });
    expect(problems({ ...valid, method: 'bitcoin' })).toEqual({ method: 'validation.option' });
    expect(problems({ ...valid, reference: '' })).toEqual({ reference: 'validation.required' });
    expect(problems({ ...valid, month: 'March' })).toEqual({ month: 'validation.invalid' });
  });

  it('refuses a month that has not begun, money sent before its month, and a day after today in Dar es Salaam', () => {
    expect(problems({ ...valid, month: '2026-05', paidOn: '2026-04-01' })).toEqual({
      month: 'statements.errors.futureMonth',
      paidOn: 'statements.errors.paidBeforeMonth',
    });
    expect(problems({ ...valid, paidOn: '2026-02-28' })).toEqual({
      paidOn: 'statements.errors.paidBeforeMonth',
    });
    // Still 31 March in UTC, already 1 April in Dar es Salaam; 2 April is tomorrow.
    expect(problems({ ...valid, paidOn: '2026-04-02' })).toEqual({ paidOn: 'validation.pastDate' });
    expect(problems({ ...valid, month: '2026-04', paidOn: '2026-04-01' })).toEqual({});
  });
});
