import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentStatusOptions, type PaymentStatus } from '#domain/meta';

/** One line of what an applicant may know about their application: a label key and what it says. */
export type Fact = { label: string; value: ReactNode };

/** The facts as a description list; a fact without a value (undefined, null, '' or false) is left out. */
export function ApplicationFacts({ facts }: { facts: readonly Fact[] }) {
  const { t } = useTranslation();
  return (
    <dl className="applicant-facts">
      {facts
        .filter(({ value }) => value !== undefined && value !== null && value !== '' && value !== false)
        .map(({ label, value }) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The payment status as a badge coloured by state (never by colour alone: it is worded). */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`applicant-badge payment-${status}`}>{t(paymentStatusOptions.labels[status])}</span>
  );
}
