import type { ApplicationKind } from '../../../domain/kinds';
import type { PaymentStatus } from '../../../domain/meta';

/** Payment states that still wait for the client's money. */
export const AWAITING_PAYMENT = ['unpaid', 'pending'] as const satisfies readonly PaymentStatus[];

export type KindCounts = { total: number; awaitingPayment: number; today: number };

/** The dashboard's order (spec §2: Brela, Visa, Tin and Business). */
export const DASHBOARD_KINDS = [
  'brela',
  'visa',
  'tin',
  'business',
] as const satisfies readonly ApplicationKind[];

/** Local midnight: "today" is the staff member's day, not UTC's. */
export function startOfToday(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export function sumCounts(all: KindCounts[]): Omit<KindCounts, 'total'> {
  return {
    awaitingPayment: all.reduce((sum, counts) => sum + counts.awaitingPayment, 0),
    today: all.reduce((sum, counts) => sum + counts.today, 0),
  };
}
