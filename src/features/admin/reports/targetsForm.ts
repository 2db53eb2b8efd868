import * as z from 'zod/mini';
import { LIMITS, MSG } from '#domain/common';
import { APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import type { TargetsBody } from '#domain/reports/query';

/** Shillings as typed: digits, perhaps grouped with commas or spaces ("1,500,000"). */
const digitsOf = (text: string) => text.replace(/[\s,]/g, '');
const isBlankText = (text: string) => text.trim() === '';

const targetText = z.pipe(
  z.string().check(
    z.refine((text) => isBlankText(text) || /^\d+$/.test(digitsOf(text)), MSG.number),
    z.refine((text) => isBlankText(text) || Number(digitsOf(text)) <= LIMITS.amount, MSG.numberRange),
  ),
  z.transform((text) => (isBlankText(text) ? null : Number(digitsOf(text)))),
);

/**
 * The targets form: a text box per service, in shillings; one left empty takes the service's
 * target away. What it gives is the body of PUT /api/reports/targets, every service named.
 */
export const targetsFormSchema = z.object({
  targets: z.object(
    Object.fromEntries(APPLICATION_KINDS.map((kind) => [kind, targetText])) as Record<
      ApplicationKind,
      typeof targetText
    >,
  ),
});

export type TargetsFormInput = z.input<typeof targetsFormSchema>;
export type TargetsFormOutput = z.output<typeof targetsFormSchema> & TargetsBody;

/** The form's boxes as the targets stand: a target's digits, or empty. */
export function targetsFormValues(
  rows: readonly { kind: ApplicationKind; target: number | null }[],
): TargetsFormInput {
  const targets = Object.fromEntries(APPLICATION_KINDS.map((kind) => [kind, ''])) as Record<ApplicationKind, string>;
  for (const row of rows) targets[row.kind] = row.target === null ? '' : String(row.target);
  return { targets };
}
