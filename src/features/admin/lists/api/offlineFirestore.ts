import { deleteApp, initializeApp } from 'firebase/app';
import { and, getFirestore, where, type Firestore } from 'firebase/firestore';

/**
 * For tests: a Firestore that never connects, so queries are built and compared (queryEqual), not
 * run. Called at the top of a test file; the app is deleted after its tests.
 */
export function offlineFirestore(name: string): Firestore {
  const app = initializeApp({ projectId: 'demo-unit', apiKey: 'unit' }, name);
  afterAll(() => deleteApp(app));
  return getFirestore(app);
}

/** The work queue's filters, written out as a test expects them: paid, and not finished. */
export const attentionFilters = () =>
  and(
    where('paymentStatus', '==', 'paid'),
    where('status', 'in', ['submitted', 'in_review', 'action_needed']),
  );
