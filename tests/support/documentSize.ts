// How large Firestore takes a document to be, by its documented storage size calculation
// (firebase.google.com/docs/firestore/storage-size): what its 1 MiB limit on a document applies to.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';

const textSize = (text: string) => Buffer.byteLength(text, 'utf8') + 1;

function valueSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Timestamp || value instanceof Date) return 8;
  if (typeof value === 'string') return textSize(value);
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + valueSize(item), 0);
  if (typeof value === 'object') return fieldsSize(value as Record<string, unknown>);
  throw new Error(`No size for ${typeof value}.`);
}

const fieldsSize = (fields: Record<string, unknown>) =>
  Object.entries(fields).reduce((sum, [name, value]) => sum + textSize(name) + valueSize(value), 0);

/** Each collection and document id of its path, plus 16 bytes; the fields; plus 32 bytes. */
export function documentSize(ref: DocumentReference, data: Record<string, unknown>) {
  const name = ref.path.split('/').reduce((sum, id) => sum + textSize(id), 16);
  return name + fieldsSize(data) + 32;
}
