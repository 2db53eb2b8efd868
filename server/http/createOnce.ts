import type { DocumentReference } from 'firebase-admin/firestore';
import { isAlreadyExists } from '../firestoreErrors.ts';
import { HttpError } from './errors.ts';

/**
 * Creates what a device sends under an id it chose, once: 201 when created; 200 when the same
 * sender sends it again (a retry after a lost answer); 409 when another sender holds the id.
 */
export async function createOnce(
  ref: DocumentReference,
  data: Record<string, unknown> & { submittedBy: string },
  taken: string,
): Promise<201 | 200> {
  try {
    await ref.create(data);
    return 201;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    if ((await ref.get()).get('submittedBy') !== data.submittedBy) {
      throw new HttpError(409, taken, 'application.taken');
    }
    return 200;
  }
}
