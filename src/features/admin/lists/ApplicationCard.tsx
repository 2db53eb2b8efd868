import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationKind } from '#domain/kinds';
import type { ListOrigin } from '../common/routes';
import { RowActions } from './RowActions';
import { useShownSummary } from './shownSummary';
import type { ApplicationSummary } from './summary';

type Props = {
  kind: ApplicationKind;
  id: string;
  summary: ApplicationSummary;
  /** Absent for staff who may not delete (only admins do). */
  onDelete?: (id: string) => void;
  /** "Take it", unless the signed-in staff member has it. */
  onTake?: (id: string) => void;
  /** The duplicate flag, shown on the card's top edge where it moves nothing. */
  flag?: ReactNode;
  /** The list the card is in, for the application's "Back to the list". */
  origin?: ListOrigin;
};

/** One application in a list: who, how to reach them, agent, and what staff can do. */
export function ApplicationCard({ kind, id, summary, onDelete, onTake, flag, origin }: Props) {
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
          kind={kind}
          id={id}
          describedBy={headingId}
          onDelete={onDelete}
          onTake={onTake}
          assignee={summary.assignee}
          origin={origin}
          answered={summary.request === 'answered'}
        />
      </div>
    </article>
  );
}
