import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { fileRemoved } from '../retention/removedFiles.ts';

/**
 * Refuses (410 `file.removed`) a result whose file the retention run removed: its record, title
 * and verification code stay, its file does not.
 */
export function refuseRemovedResult(result: DocumentSnapshot) {
  const removedAt = result.get('fileRemovedAt') as Timestamp | undefined;
  if (removedAt) throw fileRemoved(removedAt);
}
