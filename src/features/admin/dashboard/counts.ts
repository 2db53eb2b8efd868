import { startOfDayInTanzania } from '../../../domain/format';
import type { PaymentStatus } from '../../../domain/meta';

/** Payment states that still wait for the client's money. */
export const AWAITING_PAYMENT = ['unpaid', 'pending'] as const satisfies readonly PaymentStatus[];

export type KindCounts = { total: number; awaitingPayment: number; today: number };

export { DASHBOARD_ORDER as DASHBOARD_KINDS } from '../../../domain/kinds';

/** "Today" is the office's day in Dar es Salaam, whatever zone a laptop's clock is set to. */
export const startOfToday = startOfDayInTanzania;

export function sumCounts(all: KindCounts[]): Omit<KindCounts, 'total'> {
  return {
    awaitingPayment: all.reduce((sum, counts) => sum + counts.awaitingPayment, 0),
    today: all.reduce((sum, counts) => sum + counts.today, 0),
  };
}
