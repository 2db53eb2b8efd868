// A month of a national campaign: 100,000 waits ended in one month, counted as the API counts them
// (countChanges, in transactions), in a project of its own. Kept one field per wait, the month's
// document passed Firestore's 1 MiB (about 35,000 waits) and every later completion of the month
// failed with it; counted per band of length, the month takes writes after 100,000 as after the
// first, stays a few kilobytes once its shards are folded, and its median and 90th percentile are
// within the stated error of the exact ones.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { countsDocumentId, requestAnswered, statusChanged, WAITS, type Wait } from '#domain/reports/counts';
import { WAIT_ERROR } from '#domain/reports/waitBuckets';
import { countChanges, type Counted } from '#server/reports/counter.ts';
import { foldReportShards } from '#server/reports/fold.ts';
import { readReport } from '#server/reports/read.ts';
import { documentSize } from '../support/documentSize.ts';

const WAITS_IN_MONTH = 100_000;
const PER_TRANSACTION = 500;
const MONTH = '2024-05';
const MONTH_STARTS = Date.parse('2024-05-01T00:00:00+03:00');
const MONTH_MS = 31 * 86_400_000;
const MONTH_ENDS = MONTH_STARTS + MONTH_MS;
const KINDS: ApplicationKind[] = ['visa', 'tin'];

/** The same waits on every run: from ten minutes to a month, most of them a day or two. */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

type Ended = { kind: ApplicationKind; wait: Wait; at: number; ms: number };

function monthOfWaits(count: number): Ended[] {
  const random = seeded(11);
  return Array.from({ length: count }, (_, index) => ({
    kind: KINDS[index % KINDS.length]!,
    wait: WAITS[Math.floor(index / KINDS.length) % WAITS.length]!,
    at: MONTH_STARTS + Math.floor((index * MONTH_MS) / count),
    ms: Math.round(600_000 * Math.exp(random() * random() * 8.3)),
  }));
}

/** What the API counts when each wait ends: a completion after payment, or an answer to a request. */
function counted({ kind, wait, at, ms }: Ended): Counted {
  const change =
    wait === 'paidToCompleted'
      ? statusChanged(kind, { status: 'in_review', paymentStatus: 'paid', paidAt: at - ms }, 'completed', at)
      : requestAnswered(kind, at - ms, at);
  return { at: new Date(at), change };
}

/** The nearest-rank percentile of the exact waits, as the page gave it when it kept every one. */
function exactPercentile(waits: number[], share: number) {
  const sorted = [...waits].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

describe('a month of 100,000 waits', { timeout: 300_000 }, () => {
  const projectId = `report-waits-${randomUUID().slice(0, 8)}`;
  let app: App;
  let own: Firestore;
  const waits = monthOfWaits(WAITS_IN_MONTH);

  beforeAll(() => {
    app = initializeApp({ projectId }, projectId);
    own = getFirestore(app);
  });
  afterAll(async () => {
    for (const collection of await own.listCollections()) await own.recursiveDelete(collection);
    await deleteApp(app);
  });

  /** Counts some waits, PER_TRANSACTION to a transaction, four transactions at a time. */
  async function count(ended: Ended[]) {
    const chunks = Array.from({ length: Math.ceil(ended.length / PER_TRANSACTION) }, (_, index) =>
      ended.slice(index * PER_TRANSACTION, (index + 1) * PER_TRANSACTION),
    );
    for (let next = 0; next < chunks.length; next += 4) {
      await Promise.all(
        chunks
          .slice(next, next + 4)
          .map((chunk) =>
            own.runTransaction(async (transaction) =>
              countChanges(own, transaction, undefined, chunk.map(counted)),
            ),
          ),
      );
    }
  }

  /** The month's report as the Reports page reads it at `now`. */
  const readMonth = (now: string) =>
    readReport(own, { from: '2024-05-01', to: '2024-05-31', length: 'month' }, new Date(now));

  const monthDocuments = () =>
    own.collection(COLLECTIONS.reportMonths).where('scope', '==', 'all').where('period', '==', MONTH).get();

  function expectWithinError(report: Awaited<ReturnType<typeof readMonth>>, ended: Ended[]) {
    for (const kind of KINDS) {
      const row = report.speed.rows.find((each) => each.kind === kind)!;
      for (const wait of WAITS) {
        const exact = ended.filter((each) => each.kind === kind && each.wait === wait).map((each) => each.ms);
        expect(row[wait].count).toBe(exact.length);
        for (const [figure, share] of [
          ['median', 0.5],
          ['p90', 0.9],
        ] as const) {
          const truth = exactPercentile(exact, share);
          const shown = row[wait][figure]!;
          expect(
            Math.abs(shown - truth),
            `${kind} ${wait} ${figure}: ${shown} for ${truth}`,
          ).toBeLessThanOrEqual(WAIT_ERROR * truth);
        }
      }
    }
  }

  it('takes every wait, and one more after them, and reads them back within the stated error', async () => {
    await count(waits);
    const late: Ended = { kind: 'visa', wait: 'paidToCompleted', at: MONTH_ENDS - 60_000, ms: 7_200_000 };
    await count([late]);

    const shards = await monthDocuments();
    const largest = Math.max(...shards.docs.map((doc) => documentSize(doc.ref, doc.data())));
    const during = await readMonth('2024-05-31T12:00:00Z');
    expectWithinError(during, [...waits, late]);

    // The night the month is over, its shards are folded into one document.
    const folded = await foldReportShards(own, new Date('2024-06-01T00:30:00+03:00'));
    const month = await own.collection(COLLECTIONS.reportMonths).doc(countsDocumentId('all', MONTH)).get();
    const size = documentSize(month.ref, month.data()!);
    const after = await readMonth('2024-06-15T12:00:00Z');
    expectWithinError(after, [...waits, late]);
    console.log(
      `${WAITS_IN_MONTH + 1} waits in ${MONTH}: ${shards.size} shards of the month, the largest ` +
        `${largest} bytes, read in ${during.documentsRead} documents; folded (${folded.shardsRemoved} shards ` +
        `removed) into one document of ${size} bytes, read in ${after.documentsRead} documents.`,
    );
    expect((await monthDocuments()).size).toBe(1);
    // Under a tenth of Firestore's 1 MiB, and the same whether the month had a thousand waits or a million.
    expect(size).toBeLessThan(100 * 1024);

    // A change to the month after it was folded (an attempt's outcome comes late) still counts.
    const later: Ended = { kind: 'tin', wait: 'askedToAnswered', at: MONTH_ENDS - 1_000, ms: 3_600_000 };
    await count([later]);
    const reread = await readMonth('2024-06-15T12:00:00Z');
    expectWithinError(reread, [...waits, late, later]);
  });
});
