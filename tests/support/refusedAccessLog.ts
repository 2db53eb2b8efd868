// Firestore as the API sees it when the access log cannot be written (the database unreachable for
// that write, a quota spent): every other collection answers as the emulator does.
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';

/** The gRPC status the Admin SDK reports for a database it cannot reach. */
const UNAVAILABLE = 14;

const refusal = () =>
  Promise.reject(
    Object.assign(new Error('14 UNAVAILABLE: the access log cannot be written'), { code: UNAVAILABLE }),
  );

/** A write of any kind to any of the collection's documents fails; reads still go through. */
function refusingWrites(collection: CollectionReference): CollectionReference {
  return new Proxy(collection, {
    get(target, property) {
      if (property === 'doc') {
        return (path?: string) =>
          new Proxy(path === undefined ? target.doc() : target.doc(path), {
            get(doc, name) {
              if (['create', 'set', 'update'].includes(String(name))) return refusal;
              const value: unknown = Reflect.get(doc, name, doc);
              return typeof value === 'function' ? value.bind(doc) : value;
            },
          });
      }
      if (property === 'add') return refusal;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** `db` with its access log refusing every write. */
export function accessLogRefused(db: Firestore): Firestore {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'collection') {
        return (name: string) =>
          name === COLLECTIONS.accessLog ? refusingWrites(target.collection(name)) : target.collection(name);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
