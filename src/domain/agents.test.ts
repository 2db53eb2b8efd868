import { aanSchema, commissionOn, commissionsSchema, NO_COMMISSION } from './agents.js';
import * as z from 'zod/mini';
import { APPLICATION_KINDS } from './kinds.js';

describe('commission on a price', () => {
  it('is a fixed amount as set, never more than the price', () => {
    expect(commissionOn(300_000, { type: 'amount', amount: 15_000 })).toBe(15_000);
    expect(commissionOn(13_000, { type: 'amount', amount: 20_000 })).toBe(13_000);
    expect(commissionOn(55_000, NO_COMMISSION)).toBe(0);
  });

  it('is a share in basis points, rounded down to the shilling', () => {
    expect(commissionOn(300_000, { type: 'percent', basisPoints: 1_000 })).toBe(30_000);
    // 7.5% of 13,000 is 975 exactly; 3.33% of 55,000 is 1,831.5, written down as 1,831.
    expect(commissionOn(13_000, { type: 'percent', basisPoints: 750 })).toBe(975);
    expect(commissionOn(55_000, { type: 'percent', basisPoints: 333 })).toBe(1_831);
    expect(commissionOn(80_000, { type: 'percent', basisPoints: 10_000 })).toBe(80_000);
  });

  it('is set per service, every service defaulting to none, in whole shillings and at most 100%', () => {
    const parsed = z.parse(commissionsSchema, { visa: { type: 'percent', basisPoints: 1_000 } });
    expect(parsed.visa).toEqual({ type: 'percent', basisPoints: 1_000 });
    for (const kind of APPLICATION_KINDS.filter((each) => each !== 'visa'))
      expect(parsed[kind], kind).toEqual(NO_COMMISSION);
    expect(Object.keys(parsed).sort()).toEqual([...APPLICATION_KINDS].sort());
    for (const bad of [
      { type: 'amount', amount: 10.5 },
      { type: 'amount', amount: -1 },
      { type: 'percent', basisPoints: 10_001 },
      { type: 'percent', basisPoints: 7.5 },
    ])
      expect(z.safeParse(commissionsSchema, { tin: bad }).success).toBe(false);
  });
});

describe('the AAN an admin types', () => {
  it('is made canonical, may be left empty for the app to propose one, and must have the shape', () => {
    expect(z.parse(aanSchema, ' agt-7k3q ')).toBe('AGT-7K3Q');
    expect(z.parse(aanSchema, '')).toBe('');
    expect(z.safeParse(aanSchema, 'AGT/7').success).toBe(false);
    // /ad/agents/statements is the month's statements, so no agent may be numbered that.
    expect(z.safeParse(aanSchema, 'statements').success).toBe(false);
  });
});
