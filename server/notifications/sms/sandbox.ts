import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { SmsProvider } from './provider.ts';
import { isAlreadyExists } from '../../firestoreErrors.ts';

/** Where the sandbox keeps what it "sent" (Admin SDK only; the local outbox page lists it). */
export const SMS_OUTBOX = 'smsOutbox';

/**
 * The local SMS gateway: every message lands in the outbox instead of on a phone. Keyed by our
 * message id, so a try repeated after a crash finds the first and keeps one copy, as a gateway
 * with idempotent sends would.
 */
export function sandboxSms(db: Firestore): SmsProvider {
  return {
    name: 'sandbox',
    async send({ id, to, text }) {
      try {
        await db.collection(SMS_OUTBOX).doc(id).create({ to, text, at: FieldValue.serverTimestamp() });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
      return { ok: true, providerId: id, delivered: true };
    },
  };
}
