import { createStore, del, set, values } from 'idb-keyval';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import type { UploadArea } from '#domain/uploads';
import type { CheckoutState } from './checkout';

/** A document chosen on the form, kept with the application until it is uploaded. */
export type KeptDocument = {
  field: string;
  area: UploadArea;
  chosen: File | File[];
  /** The blob store's path once uploaded: a resend after a break does not upload it again. */
  path?: string | string[];
};

/**
 * An application submitted with no network, kept on this device until it is sent. `id` is the
 * draft's, so sending it twice (two tabs, an answer lost) still makes one application.
 */
export type KeptApplication = {
  id: string;
  kind: ApplicationKind;
  lang: AppLanguage;
  /** The answers as checked by the form's schema, without the documents. */
  answers: Record<string, unknown>;
  /** The answers as typed, to put back as the form's draft should the API refuse them. */
  draft: Record<string, unknown>;
  documents: KeptDocument[];
  /** What the payment screen needs, but the reference the API gives. */
  checkout: Omit<CheckoutState, 'applicationId' | 'reference'>;
  keptAt: number;
};

/** What became of a kept application, for the screens that say so. */
export type OutboxEvent =
  | { type: 'kept' | 'sending'; kind: ApplicationKind; id: string }
  | { type: 'sent'; kind: ApplicationKind; id: string; checkout: CheckoutState }
  | { type: 'refused'; kind: ApplicationKind; id: string };

// IndexedDB, not localStorage: it holds the documents themselves (Files) and far more than 5 MB.
let store: ReturnType<typeof createStore> | undefined;
const outbox = () => (store ??= createStore('apply-tz-outbox', 'applications'));

const listeners = new Set<(event: OutboxEvent) => void>();

export function onOutbox(listener: (event: OutboxEvent) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announce(event: OutboxEvent) {
  listeners.forEach((listener) => listener(event));
}

/** Keeps (or keeps again, with its uploads so far) an application to send later. */
export async function keepApplication(application: Omit<KeptApplication, 'keptAt'> & { keptAt?: number }) {
  await set(application.id, { ...application, keptAt: application.keptAt ?? Date.now() }, outbox());
}

export async function keptApplications(): Promise<KeptApplication[]> {
  try {
    const kept = await values<KeptApplication>(outbox());
    return kept.sort((a, b) => a.keptAt - b.keptAt);
  } catch {
    // No IndexedDB (a private window on some phones): nothing can have been kept.
    return [];
  }
}

export async function forgetApplication(id: string) {
  await del(id, outbox());
}
