import {
  and,
  collection,
  limit,
  orderBy,
  query,
  queryEqual,
  where,
  type CollectionReference,
  type QueryCompositeFilterConstraint,
} from 'firebase/firestore';
import type { ApplicationKind } from '#domain/kinds';
import type { ApplicationStatus, PaymentStatus } from '#domain/meta';
import { exportConditions } from '#domain/listFilters';
import { planSearch } from '#domain/searchPlan';
import { exportFilterOf } from '../export/runExport';
import type { Filters } from '../listView';
import { answeredFirstQuery, matchingQuery, pageQuery } from './applicationsQuery';
import { attentionFilters, offlineFirestore } from './offlineFirestore';

const db = offlineFirestore('applications-query-test');

/** All applications of a service, with these filters and this search. */
const allOf = (
  kind: ApplicationKind,
  filters: { status?: ApplicationStatus; payment?: PaymentStatus; agent?: string },
  q = '',
) => ({
  kind,
  plan: planSearch(kind, q),
  view: 'all' as const,
  ...filters,
});

/** The request counts what `filters` match, and pages through them newest first, 24 at a time. */
function expectNewestFirst(
  request: Parameters<typeof pageQuery>[1],
  applications: CollectionReference,
  filters: QueryCompositeFilterConstraint,
) {
  expect(queryEqual(matchingQuery(db, request), query(applications, filters))).toBe(true);
  expect(
    queryEqual(pageQuery(db, request), query(applications, filters, orderBy('createdAt', 'desc'), limit(24))),
  ).toBe(true);
}

describe('list queries', () => {
  it('reads a page as the newest 24 of the collection', () => {
    expect(
      queryEqual(
        pageQuery(db, { kind: 'visa', plan: { type: 'all' }, view: 'all' }),
        query(collection(db, 'visaApplicationsRows'), orderBy('createdAt', 'desc'), limit(24)),
      ),
    ).toBe(true);
  });

  it('keeps the 24 limit with filters and search', () => {
    const request = {
      kind: 'business' as const,
      plan: planSearch('business', 'BIZ-9CX3NV'),
      view: 'all' as const,
      payment: 'paid' as const,
    };
    expect(
      queryEqual(
        pageQuery(db, request),
        query(
          collection(db, 'businessApplicationRows'),
          and(where('paymentStatus', '==', 'paid'), where('reference', '==', 'BIZ-9CX3NV')),
          orderBy('createdAt', 'desc'),
          limit(24),
        ),
      ),
    ).toBe(true);
  });

  it('reads an export chunk with the same filters and order, only larger', () => {
    const request = allOf('visa', { status: 'approved' });
    expect(
      queryEqual(
        pageQuery(db, request, null, 500),
        query(
          collection(db, 'visaApplicationsRows'),
          and(where('status', '==', 'approved')),
          orderBy('createdAt', 'desc'),
          limit(500),
        ),
      ),
    ).toBe(true);
  });

  it('looks a search up in the search index, folded, as one array-contains', () => {
    const request = { kind: 'visa' as const, plan: planSearch('visa', 'Renée Mu'), view: 'all' as const };
    expect(
      queryEqual(
        matchingQuery(db, request),
        query(
          collection(db, 'visaApplicationsRows'),
          and(where('searchPrefixes', 'array-contains', 'renee mu')),
        ),
      ),
    ).toBe(true);
  });

  it('reads a page of search results as one page of the index, newest first, with the filters', () => {
    const request = allOf('tin', { status: 'in_review', payment: 'paid' }, '0754 12');
    expect(
      queryEqual(
        pageQuery(db, request),
        query(
          collection(db, 'tinApplicationsRows'),
          and(
            where('paymentStatus', '==', 'paid'),
            where('status', '==', 'in_review'),
            where('searchPrefixes', 'array-contains', '075412'),
          ),
          orderBy('createdAt', 'desc'),
          limit(24),
        ),
      ),
    ).toBe(true);
  });

  it('reads the work queue as the oldest 24 paid applications not yet finished, and counts them', () => {
    const request = { kind: 'tin' as const, plan: { type: 'all' as const }, view: 'attention' as const };
    const applications = collection(db, 'tinApplicationsRows');
    expect(
      queryEqual(
        pageQuery(db, request),
        query(applications, attentionFilters(), orderBy('createdAt', 'asc'), limit(24)),
      ),
    ).toBe(true);
    expect(queryEqual(matchingQuery(db, request), query(applications, attentionFilters()))).toBe(true);
  });

  it('reads the head of the work queue: its answered applications, oldest answer first', () => {
    expect(
      queryEqual(
        answeredFirstQuery(db, 'visa'),
        query(
          collection(db, 'visaApplicationsRows'),
          and(
            where('paymentStatus', '==', 'paid'),
            where('status', 'in', ['submitted', 'in_review', 'action_needed']),
            where('requestState', '==', 'answered'),
          ),
          orderBy('requestAnsweredAt', 'asc'),
          limit(24),
        ),
      ),
    ).toBe(true);
  });

  it('filters all applications by status, newest first', () => {
    expect(
      queryEqual(
        pageQuery(db, allOf('visa', { status: 'approved' })),
        query(
          collection(db, 'visaApplicationsRows'),
          and(where('status', '==', 'approved')),
          orderBy('createdAt', 'desc'),
          limit(24),
        ),
      ),
    ).toBe(true);
  });

  it('combines payment, status and search, and counts what it lists', () => {
    const request = allOf('tin', { status: 'in_review', payment: 'paid' }, 'TIN-4MZ8PA');
    const filters = and(
      where('paymentStatus', '==', 'paid'),
      where('status', '==', 'in_review'),
      where('reference', '==', 'TIN-4MZ8PA'),
    );
    const applications = collection(db, 'tinApplicationsRows');
    expectNewestFirst(request, applications, filters);
  });

  it("narrows all applications to one agent's, with the other filters and a search", () => {
    const applications = collection(db, 'brelaApplicationsRows');
    expect(
      queryEqual(
        pageQuery(db, allOf('brela', { agent: 'AGT-7K3QM' })),
        query(applications, and(where('AAN', '==', 'AGT-7K3QM')), orderBy('createdAt', 'desc'), limit(24)),
      ),
    ).toBe(true);
    const filters = and(
      where('paymentStatus', '==', 'paid'),
      where('status', '==', 'approved'),
      where('AAN', '==', 'AGT-7K3QM'),
      where('searchPrefixes', 'array-contains', 'asha'),
    );
    const request = allOf('brela', { status: 'approved', payment: 'paid', agent: 'AGT-7K3QM' }, 'Asha');
    expectNewestFirst(request, applications, filters);
  });

  it("reads one agent's work queue, and its answered head, oldest first", () => {
    const applications = collection(db, 'visaApplicationsRows');
    const request = {
      kind: 'visa' as const,
      plan: { type: 'all' as const },
      view: 'attention' as const,
      agent: 'AGT-7K3QM',
    };
    const queue = [
      where('paymentStatus', '==', 'paid'),
      where('status', 'in', ['submitted', 'in_review', 'action_needed']),
      where('AAN', '==', 'AGT-7K3QM'),
    ];
    expect(
      queryEqual(
        pageQuery(db, request),
        query(applications, and(...queue), orderBy('createdAt', 'asc'), limit(24)),
      ),
    ).toBe(true);
    expect(
      queryEqual(
        answeredFirstQuery(db, 'visa', 'AGT-7K3QM'),
        query(
          applications,
          and(...queue, where('requestState', '==', 'answered')),
          orderBy('requestAnsweredAt', 'asc'),
          limit(24),
        ),
      ),
    ).toBe(true);
  });

  it.each<Filters>([
    { view: 'attention', q: '' },
    { view: 'attention', agent: 'AGT-7K3QM', q: '' },
    { view: 'all', q: '' },
    { view: 'all', status: 'approved', payment: 'paid', q: '' },
    { view: 'all', payment: 'unpaid', q: 'Renée Mu' },
    { view: 'all', q: 'vis 7k3q9x' },
    { view: 'all', status: 'submitted', agent: 'AGT-7K3QM', q: 'asha' },
  ])('selects what the API counts when the list is exported: %j', (filters) => {
    const { q, ...view } = filters;
    const request = { kind: 'visa' as const, plan: planSearch('visa', q), ...view };
    // How the API counts the export's rows (server/applications/exportedCount.ts), in this SDK.
    const counted = exportConditions('visa', exportFilterOf(filters)).map(({ field, op, value }) =>
      where(field, op, value),
    );
    const applications = collection(db, 'visaApplicationsRows');
    const expected = counted.length ? query(applications, and(...counted)) : applications;
    expect(queryEqual(matchingQuery(db, request), expected)).toBe(true);
  });
});
