import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { SmsProvider } from './provider.ts';

/** Where the sandbox keeps what it "sent" (Admin SDK only; the local outbox page lists it). */
export const SMS_OUTBOX = 'smsOutbox';

const ALREADY_EXISTS = 6;

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
        if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
      }
      return { ok: true, providerId: id, delivered: true };
    },
  };
}
