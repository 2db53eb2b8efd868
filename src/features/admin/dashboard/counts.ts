import { startOfDayInTanzania } from '#domain/timeZone';
import type { ApplicationStatus, PaymentStatus } from '#domain/meta';

/** Payment states that still wait for the client's money. */
export const AWAITING_PAYMENT = ['unpaid', 'pending'] as const satisfies readonly PaymentStatus[];

export type KindCounts = {
  total: number;
  awaitingPayment: number;
  today: number;
  /** The work queue: paid and not finished (domain/workQueue.ts), the list's default view. */
  attention: number;
  /** The work queue's requests left unanswered past their reply-by date (listFilters.ts overdueConditions). */
  overdue: number;
  byStatus: Record<ApplicationStatus, number>;
};

export { DASHBOARD_ORDER as DASHBOARD_KINDS } from '#domain/kinds';

/** "Today" is the office's day in Dar es Salaam, whatever zone a laptop's clock is set to. */
export const startOfToday = startOfDayInTanzania;

/** What the summary adds up over the services. */
export type SummedCounts = Pick<KindCounts, 'awaitingPayment' | 'today' | 'attention' | 'overdue'>;

export function sumCounts(all: KindCounts[]): SummedCounts {
  const sum = (part: keyof SummedCounts) => all.reduce((total, counts) => total + counts[part], 0);
  return {
    awaitingPayment: sum('awaitingPayment'),
    today: sum('today'),
    attention: sum('attention'),
    overdue: sum('overdue'),
  };
}
