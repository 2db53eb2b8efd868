// How long each stage of a finished application is kept by default: the retention table's periods
// (server/retention/rules.ts adds each one's setting and reason), which the forms' notice and the
// privacy page tell applicants. Apart from retention.ts, whose schema would bring zod to the
// privacy page.

/**
 * What goes, each on its own clock from the day the application was finished: the documents
 * uploaded with it and with answers to staff's requests, the files of the results handed back,
 * and its personal fields (then reduced to what the money and the reports need).
 */
export const RETENTION_STAGES = ['documents', 'results', 'personal'] as const;
export type RetentionStage = (typeof RETENTION_STAGES)[number];

/**
 * Days each stage is kept after the application is finished, unless a setting says otherwise
 * (server/retention/rules.ts): the retention table's periods, which applicants are told.
 */
export const RETENTION_DAYS: Readonly<Record<RetentionStage, number>> = {
  documents: 90,
  results: 365,
  personal: 5 * 365 + 1,
};

/** A period as a person says it: whole years when it is some (a leap day either way), else days. */
export type RetentionSpan = { unit: 'days' | 'years'; count: number };

const YEAR_DAYS = 365.25;

export function retentionSpan(days: number): RetentionSpan {
  const years = Math.round(days / YEAR_DAYS);
  return years >= 1 && Math.abs(days - years * YEAR_DAYS) <= 1
    ? { unit: 'years', count: years }
    : { unit: 'days', count: days };
}

/** A translate function, as i18next's `t` is called with a plural's count. */
type Translate = (key: string, options: { count: number }) => string;

/**
 * How long each stage is kept, as the reader says it ("90 days", "5 years"), from the table
 * itself: what applicants are told follows it. A function of `t` rather than a hook, so that the
 * forms and the privacy page share this module and no other.
 */
export function retentionPeriodsSaid(t: Translate): Record<RetentionStage, string> {
  return Object.fromEntries(
    RETENTION_STAGES.map((stage) => {
      const { unit, count } = retentionSpan(RETENTION_DAYS[stage]);
      return [stage, t(`privacy.period.${unit}`, { count })];
    }),
  ) as Record<RetentionStage, string>;
}
