import { formatWholeNumber } from './format.js';
import type { AppLanguage } from './kinds.js';

/** How prices are shown; the payment provider wants the ISO code instead. */
export const CURRENCY = 'Tsh';
export const ISO_CURRENCY = 'TZS';

/** Shares of the fee breakdown shown at checkout, in percent of the total. */
export const FEE_PERCENTAGES = { processing: 30, form: 50, government: 20 } as const;
export type FeePart = keyof typeof FEE_PERCENTAGES;
export type FeeSplit = Record<FeePart, number>;

export const feePartLabels = {
  processing: 'options.feePart.processing',
  form: 'options.feePart.form',
  government: 'options.feePart.government',
} as const satisfies Record<FeePart, string>;

// total × 100 must stay exact in floating point.
const MAX_SPLIT_TOTAL = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/**
 * The breakdown in whole shillings. Each part is its exact share rounded down, and the shillings
 * left over go to the parts with the largest remainders, so the parts always add up to the total
 * and none is more than a shilling off its share.
 */
export function feeSplit(total: number): FeeSplit {
  if (!Number.isInteger(total) || total < 0 || total > MAX_SPLIT_TOTAL) {
    throw new RangeError(`feeSplit needs a whole, non-negative number of shillings, got ${total}`);
  }
  const parts = (Object.entries(FEE_PERCENTAGES) as [FeePart, number][]).map(([part, percent]) => ({
    part,
    amount: Math.floor((total * percent) / 100),
    remainder: (total * percent) % 100,
  }));
  let leftover = total - parts.reduce((sum, { amount }) => sum + amount, 0);
  // Stable sort: on equal remainders the earlier part gets the shilling.
  for (const entry of [...parts].sort((a, b) => b.remainder - a.remainder)) {
    if (leftover === 0) break;
    entry.amount += 1;
    leftover -= 1;
  }
  return Object.fromEntries(parts.map(({ part, amount }) => [part, amount])) as FeeSplit;
}

/**
 * "Tsh 300,000": the spec's currency label, then whole shillings grouped as in the language's
 * locale. It lives here beside CURRENCY (which payment records store too) and takes its digits
 * from format.ts, so that money and the other numbers are written alike.
 */
export function formatTsh(amount: number, lang: AppLanguage): string {
  return `${CURRENCY} ${formatWholeNumber(amount, lang)}`;
}
