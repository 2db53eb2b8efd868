import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions, type ListActions } from './RowActions';
import { useShownSummary } from './shownSummary';
import type { ApplicationSummary } from './summary';

type Props = ListActions & {
  id: string;
  summary: ApplicationSummary;
  /** The duplicate flag, shown on the card's top edge where it moves nothing. */
  flag?: ReactNode;
};

/** One application in a list: who, how to reach them, agent, and what staff can do. */
export function ApplicationCard({ id, summary, flag, ...actions }: Props) {
  const { t } = useTranslation();
  const shown = useShownSummary(summary);
  const headingId = `application-${id}`;
  const rows: [string, ReactNode, string?][] = [
    ['admin.lists.contact', shown.contact],
    ['admin.lists.agent', shown.agent],
    ['admin.lists.assignedTo', shown.assignee],
    ['admin.lists.reference', shown.reference, 'reference'],
    ['admin.lists.status', shown.status],
    ['admin.lists.payment', shown.payment],
    ['admin.lists.submitted', shown.submitted],
  ];
  return (
    <article className="card application-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{shown.name}</h2>
      {flag}
      <dl>
        {rows.map(([label, value, className]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="card-actions">
        <RowActions
          {...actions}
          id={id}
          describedBy={headingId}
          assignee={summary.assignee}
          answered={summary.request === 'answered'}
        />
      </div>
    </article>
  );
}
