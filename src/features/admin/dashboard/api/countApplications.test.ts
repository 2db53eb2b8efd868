import { and, collection, query, queryEqual, Timestamp, where } from 'firebase/firestore';
import { applicationStatusOptions } from '#domain/meta';
import { attentionFilters, offlineFirestore } from '../../lists/api/offlineFirestore';
import { countQueries } from './countApplications';

const db = offlineFirestore('dashboard-counts-test');

describe('dashboard counts', () => {
  const since = new Date('2026-03-09T21:00:00Z');
  const queries = countQueries(db, 'tin', since);
  const applications = collection(db, 'tinApplicationsRows');

  it('counts the work queue as the list shows it: paid and not finished', () => {
    expect(queryEqual(queries.attention, query(applications, attentionFilters()))).toBe(true);
  });

  it('counts each status of the service', () => {
    expect(Object.keys(queries.byStatus)).toEqual(applicationStatusOptions.values);
    expect(
      queryEqual(queries.byStatus.in_review, query(applications, and(where('status', '==', 'in_review')))),
    ).toBe(true);
    expect(queryEqual(queries.byStatus.approved, queries.byStatus.in_review)).toBe(false);
  });

  it("counts the work queue's requests open past their reply-by date, the day since midnight", () => {
    const overdue = query(
      applications,
      and(
        where('paymentStatus', '==', 'paid'),
        where('status', 'in', ['submitted', 'in_review', 'action_needed']),
        where('requestState', '==', 'open'),
        // Midnight in Dar es Salaam is 21:00 UTC the evening before.
        where('requestReplyBy', '<', '2026-03-10'),
      ),
    );
    expect(queryEqual(queries.overdue, overdue)).toBe(true);
  });

  it('counts everything, what awaits payment and what came in since midnight', () => {
    expect(queryEqual(queries.total, applications)).toBe(true);
    expect(
      queryEqual(
        queries.awaitingPayment,
        query(applications, where('paymentStatus', 'in', ['unpaid', 'pending'])),
      ),
    ).toBe(true);
    expect(
      queryEqual(queries.today, query(applications, where('createdAt', '>=', Timestamp.fromDate(since)))),
    ).toBe(true);
  });
});
