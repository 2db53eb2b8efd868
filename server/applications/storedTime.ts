import type { Timestamp } from 'firebase-admin/firestore';

/** A stored Firestore time as a Date; undefined for a field that holds no timestamp. */
export function storedDate(value: unknown): Date | undefined {
  return value && typeof (value as Timestamp).toDate === 'function'
    ? (value as Timestamp).toDate()
    : undefined;
}
