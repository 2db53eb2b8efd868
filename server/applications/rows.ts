import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import { kindOfCollection, ROW_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { ROW_FIELDS, rowOf } from '#domain/listRows';

// Every write of an application goes through here, so that its list row (src/domain/listRows.ts)
// changes in the same commit: staff lists can never show what the application no longer says.

type Stored = Record<string, unknown>;

function kindOf(application: DocumentReference): ApplicationKind {
  const kind = kindOfCollection(application.parent.id);
  if (!kind) throw new Error(`${application.path} is not an application`);
  return kind;
}

/** The list row of the application at `application`: the same id in its kind's row collection. */
export function rowRefOf(application: DocumentReference): DocumentReference {
  return application.firestore.collection(ROW_COLLECTIONS[kindOf(application)]).doc(application.id);
}

const DELETE = FieldValue.delete();

/** `stored` after `update` (whose keys may be dotted paths; a delete removes the field). */
function updated(stored: Stored, update: UpdateData<DocumentData>): Stored {
  const result = copyOfMaps(stored);
  for (const [path, value] of Object.entries(update)) {
    const parts = path.split('.');
    const last = parts.pop()!;
    let at = result;
    for (const part of parts) {
      const next = at[part];
      at[part] = isMap(next) ? { ...next } : {};
      at = at[part] as Stored;
    }
    if (value instanceof FieldValue && value.isEqual(DELETE)) delete at[last];
    else at[last] = value;
  }
  return result;
}

const isMap = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A copy whose plain maps are copies too (Timestamps and other values are shared, never changed). */
function copyOfMaps(stored: Stored): Stored {
  return Object.fromEntries(
    Object.entries(stored).map(([key, value]) => [key, isMap(value) ? copyOfMaps(value) : value]),
  );
}

// What each application read in a transaction holds after the writes made so far: keyed by the
// snapshot, as bumpVersion keys its versions, so a transaction tried again starts afresh.
const written = new WeakMap<DocumentSnapshot, Stored>();

/**
 * Updates the application read as `application` in `transaction`, and sets its row to what the
 * application then holds. Several updates in one transaction each leave the whole row current.
 */
export function updateApplication(
  transaction: Transaction,
  application: DocumentSnapshot,
  update: UpdateData<DocumentData>,
): void {
  transaction.update(application.ref, update);
  const now = updated(written.get(application) ?? application.data() ?? {}, update);
  written.set(application, now);
  transaction.set(rowRefOf(application.ref), rowOfStored(application.ref, now));
}

/** The row of the application at `ref` holding `record`. */
export const rowOfStored = (ref: DocumentReference, record: Stored) => rowOf(kindOf(ref), record);

/** Creates an application and its row. */
export function createApplicationRecord(
  transaction: Transaction,
  ref: DocumentReference,
  record: Stored,
): void {
  transaction.create(ref, record);
  transaction.set(rowRefOf(ref), rowOfStored(ref, record));
}

/** Deletes an application and its row. */
export function deleteApplicationRecord(transaction: Transaction, ref: DocumentReference): void {
  transaction.delete(ref);
  transaction.delete(rowRefOf(ref));
}

/**
 * The part of an update, written past a transaction (a bulk rewrite that read only some fields),
 * that its row needs: the row fields it sets or deletes; undefined when it touches none.
 */
export function rowUpdateOf(
  application: DocumentReference,
  update: UpdateData<DocumentData>,
): UpdateData<DocumentData> | undefined {
  const fields: readonly string[] = ROW_FIELDS[kindOf(application)];
  const part = Object.entries(update).filter(([path]) => fields.includes(path.split('.')[0]!));
  return part.length > 0 ? Object.fromEntries(part) : undefined;
}

/** Whether `ref` is an application (of any kind), whose writes keep a row. */
export const isApplication = (ref: DocumentReference) => kindOfCollection(ref.parent.id) !== undefined;
