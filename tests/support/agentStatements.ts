// Agents who earn commission, and their clients' payments, written with the Admin SDK the way the
// API leaves them: for the statements' API and browser tests.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { noCommissions, proposedAan, type Commissions } from '#domain/agents';
import { COLLECTIONS, PRICES, type ApplicationKind } from '#domain/kinds';
import { commissionAtPayment } from '#domain/statements';
import { newPaymentIds } from '#domain/payment';
import { adminServices } from './admin.ts';
import { signedInAgent } from './agents.ts';

export type EarningAgent = Awaited<ReturnType<typeof earningAgent>>;

/**
 * An active agent who can sign in (tests/support/agents.ts), named `name`, earning `commission`
 * (nothing on any service it leaves out).
 */
export async function earningAgent(name: string, commission: Partial<Commissions> = {}) {
  const { db } = adminServices();
  const agent = await signedInAgent(proposedAan());
  const table = { ...noCommissions(), ...commission };
  await db.collection(COLLECTIONS.agents).doc(agent.aan).update({ name, commission: table });
  await db.collection(COLLECTIONS.users).doc(agent.uid).update({ name });
  return { ...agent, name, commission: table };
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
  const clientName = 'Grace Otieno';
  await db
    .collection(COLLECTIONS.payments)
    .doc(orderId)
    .create({
      orderId,
      transid,
      phone: '255754123456',
      buyer_name: clientName,
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
  return { orderId, reference, price, clientName };
}
