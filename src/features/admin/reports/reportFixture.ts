// A report the tests of this folder share: three days of March 2026, every service, built from
// stored counts by the domain's own arithmetic (src/domain/reports/figures.ts).
import { APPLICATION_KINDS, applicationKindLabels, type ApplicationKind } from '#domain/kinds';
import type { CountsDocument } from '#domain/reports/counts';
import { reportFigures, type ReportView } from '#domain/reports/figures';
import { waitBucket } from '#domain/reports/waitBuckets';

const HOUR = 3_600_000;

export const FIXTURE_DOCUMENTS: CountsDocument[] = [
  {
    scope: 'all',
    period: '2026-03-02',
    kinds: {
      visa: {
        received: 2,
        paid: 1,
        money: { total: 300_000, processing: 90_000, form: 150_000, government: 60_000, commission: 30_000 },
        attempts: { paid: 1, failed: 1 },
        queue: { submitted: 1 },
      },
      tin: { received: 1, attempts: { abandoned: 1 } },
    },
  },
  {
    scope: 'all',
    period: '2026-03-03',
    kinds: {
      visa: {
        completed: 1,
        money: { reversed: 10_000 },
        queue: { submitted: -1 },
        // A wait of about 51½ hours: its band's middle (waitBuckets.ts).
        waitBuckets: { paidToCompleted: { [waitBucket(52 * HOUR)]: 1 } },
      },
      brela: {
        received: 1,
        paid: 1,
        money: { total: 55_000, processing: 16_500, form: 27_500, government: 11_000 },
        attempts: { paid: 1, open: 1 },
        queue: { in_review: 1 },
        waitBuckets: { askedToAnswered: { [waitBucket(3 * HOUR + 20 * 60_000)]: 1 } },
      },
    },
  },
];

export function fixtureView(overrides: { kinds?: ReportView['kinds'] } = {}): ReportView {
  const kinds = overrides.kinds ?? [...APPLICATION_KINDS];
  return reportFigures({
    range: { from: '2026-03-02', to: '2026-03-04' },
    length: 'day',
    kinds,
    documents: FIXTURE_DOCUMENTS,
    before: [{ scope: 'all', period: '2026-02', kinds: { tin: { queue: { approved: 2 } } } }],
    // The three days before: less money in, and nothing given back.
    previous: {
      range: { from: '2026-02-27', to: '2026-03-01' },
      documents: [
        {
          scope: 'all',
          period: '2026-02-27',
          kinds: {
            visa: {
              money: { total: 300_000, processing: 90_000, form: 150_000, government: 60_000, commission: 30_000 },
            },
          },
        },
      ],
    },
    targets: { visa: 500_000 },
    thisMonth: {
      month: '2026-03',
      today: '2026-03-04',
      documents: [
        { scope: 'all', period: '2026-03', kinds: { visa: { money: { total: 300_000 } } } },
        // Another shard of the month's counts.
        { scope: 'all', period: '2026-03', kinds: { brela: { money: { total: 55_000 } } } },
      ],
    },
    // February beat a smaller target of its time.
    pastMonths: [
      {
        month: '2026-02',
        documents: [{ scope: 'all', period: '2026-02', kinds: { visa: { money: { total: 420_000 } } } }],
        targets: { visa: 400_000 },
      },
    ],
  });
}

/** The report's services in its columns' order: the list's, as fixtureView asks for every one. */
export const SERVICES = [...APPLICATION_KINDS];

/** A value per service in the columns' order, `otherwise` for each service `values` leaves out. */
export const byService = <V>(values: Partial<Record<ApplicationKind, V>>, otherwise: V): V[] =>
  SERVICES.map((kind) => values[kind] ?? otherwise);

/** The services' names in the columns' order, as `t` words them. */
export const serviceNames = (t: (key: string) => string) => SERVICES.map((kind) => t(applicationKindLabels[kind]));
