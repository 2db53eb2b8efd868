import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { APPLICATION_COLLECTIONS, type AppLanguage, type ApplicationKind } from '../../../domain/kinds';
import { newApplicationMeta } from '../../../domain/meta';
import { withTimeout } from '../../../lib/timeout';
import { getLiteDb } from '../../../lib/firebase/lite';

const SAVE_TIMEOUT_MS = 12_000;

/**
 * Saves a validated application with the fields of our own the rules insist on (reference,
 * status submitted, payment unpaid, server time). Resolves with its id and reference.
 */
export async function saveApplication(
  kind: ApplicationKind,
  data: Record<string, unknown>,
  lang: AppLanguage,
) {
  const db = await getLiteDb();
  const ref = doc(collection(db, APPLICATION_COLLECTIONS[kind]));
  const meta = newApplicationMeta(kind, { lang });
  await withTimeout(
    setDoc(ref, { ...data, ...meta, createdAt: serverTimestamp() }),
    SAVE_TIMEOUT_MS,
    'Saving the application',
  );
  return { id: ref.id, reference: meta.reference };
}
