import { deleteApp, initializeApp } from 'firebase/app';
import {
  and,
  collection,
  getFirestore,
  limit,
  or,
  orderBy,
  query,
  queryEqual,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { planSearch } from '../search';
import { matchingQuery, pageQuery } from './applicationsQuery';

// A Firestore instance that never connects: queries are built and compared, not run.
const app = initializeApp({ projectId: 'demo-unit', apiKey: 'unit' }, 'applications-query-test');
const db: Firestore = getFirestore(app);
afterAll(() => deleteApp(app));

describe('list queries', () => {
  it('reads a page as the newest 24 of the collection', () => {
    expect(
      queryEqual(
        pageQuery(db, { kind: 'visa', plan: { type: 'all' } }),
        query(collection(db, 'visaApplications'), orderBy('createdAt', 'desc'), limit(24)),
      ),
    ).toBe(true);
  });

  it('keeps the 24 limit with filters and search', () => {
    const request = {
      kind: 'business' as const,
      plan: planSearch('business', 'BIZ-9CX3NV'),
      payment: 'paid' as const,
    };
    expect(
      queryEqual(
        pageQuery(db, request),
        query(
          collection(db, 'businessApplication'),
          and(where('paymentStatus', '==', 'paid'), where('reference', '==', 'BIZ-9CX3NV')),
          orderBy('createdAt', 'desc'),
          limit(24),
        ),
      ),
    ).toBe(true);
  });

  it('turns a name search into an or() of indexed equality filters', () => {
    const request = { kind: 'visa' as const, plan: planSearch('visa', 'grace') };
    const variants = ['grace', 'Grace', 'GRACE'];
    expect(
      queryEqual(
        matchingQuery(db, request),
        query(
          collection(db, 'visaApplications'),
          and(or(where('firstName', 'in', variants), where('lastName', 'in', variants))),
        ),
      ),
    ).toBe(true);
  });
});
