// Agents who earn commission, and their clients' payments, written with the Admin SDK the way the
// API leaves them: for the statements' API and browser tests.
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { noCommissions, proposedAan, type Commissions } from '#domain/agents';
import { COLLECTIONS, PRICES, type ApplicationKind } from '#domain/kinds';
import { commissionAtPayment } from '#domain/statements';
import { newPaymentIds } from '#domain/payment';
import { adminServices } from './admin.ts';
import { signedInUser } from './users.ts';

export type StatementAgent = Awaited<ReturnType<typeof signedInAgent>>;

/**
 * An active agent with an account that can sign in (email and password), users/{uid} with role
 * 'agent' and their AAN, and agents/{AAN} with `commission` (nothing on any service unless told).
 */
export async function signedInAgent(name: string, commission: Partial<Commissions> = {}) {
  const { db } = adminServices();
  const user = await signedInUser(undefined);
  const aan = proposedAan();
  const agent = {
    aan,
    uid: user.uid,
    name,
    phone: '0754000111',
    email: user.email,
    status: 'active',
    commission: { ...noCommissions(), ...commission },
    createdAt: FieldValue.serverTimestamp(),
    changedAt: FieldValue.serverTimestamp(),
  };
  await db.collection(COLLECTIONS.agents).doc(aan).create(agent);
  await db
    .collection(COLLECTIONS.users)
    .doc(user.uid)
    .set({ uid: user.uid, name, email: user.email, role: 'agent', aan });
  return { ...user, aan, name, commission: agent.commission };
}

/**
 * payments/{orderId} of a client of `agent`, confirmed paid at `paidAt`, as the API records it: the
 * agent's AAN and the commission their table gave on that day. Given back at `reversedAt`, if told.
 */
export async function storedAgentPayment(
  agent: { aan: string; commission: Commissions },
  kind: ApplicationKind,
  paidAt: Date,
  { reversedAt, reason = 'Refunded to the client' }: { reversedAt?: Date; reason?: string } = {},
) {
  const { db } = adminServices();
  const { orderId, transid } = newPaymentIds();
  const price = PRICES[kind];
  const reference = `REF-${randomUUID().slice(0, 6).toUpperCase()}`;
  await db
    .collection(COLLECTIONS.payments)
    .doc(orderId)
    .create({
      orderId,
      transid,
      phone: '255754123456',
      buyer_name: 'Grace Otieno',
      buyer_email: 'grace@example.com',
      amount: price,
      currency: 'Tsh',
      applicationKind: kind,
      applicationId: `app-${orderId}`,
      reference,
      provider: 'sandbox',
      method: 'mobileMoney',
      state: 'paid',
      status: 'paid',
      paidAt: Timestamp.fromDate(paidAt),
      AAN: agent.aan,
      commission: commissionAtPayment(price, kind, agent.commission),
      ...(reversedAt
        ? {
            reversedAt: Timestamp.fromDate(reversedAt),
            reversal: { reason, actorUid: 'someone', actorEmail: 'admin@example.com' },
          }
        : {}),
      createdAt: Timestamp.fromDate(paidAt),
      updatedAt: Timestamp.fromDate(paidAt),
    });
  return { orderId, reference, price };
}
