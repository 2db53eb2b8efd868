import { exportDatesSchema, withinDates } from './exportDates';

const at = (iso: string) => new Date(iso);

describe("an export's days", () => {
  it('counts the days in Dar es Salaam, both the first and the last included', () => {
    const days = { on: 'paid', from: '2026-03-01', to: '2026-03-31' } as const;
    // 1 March 00:00 in Dar es Salaam is 28 February 21:00 UTC.
    expect(withinDates({ paidAt: at('2026-02-28T20:59:59Z') }, days)).toBe(false);
    expect(withinDates({ paidAt: at('2026-02-28T21:00:00Z') }, days)).toBe(true);
    expect(withinDates({ paidAt: at('2026-03-31T20:59:59Z') }, days)).toBe(true);
    expect(withinDates({ paidAt: at('2026-03-31T21:00:00Z') }, days)).toBe(false);
    expect(withinDates({}, days)).toBe(false);
  });

  it('takes an open end as no bound', () => {
    expect(
      withinDates({ createdAt: at('2020-01-01T00:00:00Z') }, { on: 'submitted', to: '2026-01-01' }),
    ).toBe(true);
    expect(
      withinDates({ createdAt: at('2030-01-01T00:00:00Z') }, { on: 'submitted', from: '2026-01-01' }),
    ).toBe(true);
  });

  it('finds by completion only applications completed, not rejected ones', () => {
    const finishedAt = at('2026-03-10T09:00:00Z');
    const days = { on: 'completed', from: '2026-03-10', to: '2026-03-10' } as const;
    expect(withinDates({ status: 'completed', finishedAt }, days)).toBe(true);
    expect(withinDates({ status: 'rejected', finishedAt }, days)).toBe(false);
  });

  it('refuses a first day after the last, and a day that is not one', () => {
    expect(exportDatesSchema.safeParse({ on: 'paid', from: '2026-03-02', to: '2026-03-01' }).success).toBe(
      false,
    );
    expect(exportDatesSchema.safeParse({ on: 'paid', from: '1 March' }).success).toBe(false);
    expect(exportDatesSchema.safeParse({ on: 'shipped' }).success).toBe(false);
    expect(exportDatesSchema.safeParse({ on: 'paid', from: '2026-03-01', to: '2026-03-01' }).success).toBe(
      true,
    );
  });
});
