import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#domain/format';
import type { ApplicationSummary } from './summary';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/** What a card or a table row shows of an application, in the reader's language; N/A for what is missing. */
export type ShownSummary = Record<
  'name' | 'contact' | 'agent' | 'reference' | 'submitted' | 'assignee',
  string
> & {
  payment: ReactNode;
  /** The status, with the request's flag under it when there is one. */
  status: ReactNode;
};

export function useShownSummary(summary: ApplicationSummary): ShownSummary {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const notGiven = t('admin.lists.notGiven');
  return {
    name: summary.name ?? notGiven,
    contact: summary.contact ?? notGiven,
    agent: summary.agent ?? t('admin.lists.noAgent'),
    assignee: summary.assignee?.name ?? t('admin.lists.nobody'),
    reference: summary.reference ?? notGiven,
    status: (
      <>
        {summary.status ? t(`options.applicationStatus.${summary.status}`) : notGiven}
        {summary.request && ' '}
        {summary.request && (
          <span className={`request-flag request-${summary.request}`}>
            {t(`admin.lists.request.${summary.request}`)}
          </span>
        )}
      </>
    ),
    payment: summary.paymentStatus ? (
      <span className={`payment-badge payment-${summary.paymentStatus}`}>
        {t(`options.paymentStatus.${summary.paymentStatus}`)}
      </span>
    ) : (
      notGiven
    ),
    submitted: summary.submittedAt === undefined ? notGiven : formatDateTime(summary.submittedAt, lang),
  };
}
