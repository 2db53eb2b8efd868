import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationRow } from './api/applicationsQuery';
import { useShownSummary } from './shownSummary';
import { RowActions, TakeButton, type ListActions } from './RowActions';
import { summarizeApplication } from './summary';

type Props = ListActions & {
  rows: readonly ApplicationRow[];
  /** The table's name: the list's title. */
  label: string;
  flagOf: (row: ApplicationRow) => ReactNode;
};

const HEADERS = [
  'admin.lists.table.name',
  'admin.lists.contact',
  'admin.lists.reference',
  'admin.lists.agent',
  'admin.lists.assignedTo',
  'admin.lists.status',
  'admin.lists.payment',
  'admin.lists.submitted',
  'admin.lists.table.actions',
];

/**
 * The list on a desk's screen: a row per application with what a card shows, so a page of 24 is
 * read at a glance. The duplicate flag has a line kept for it under the reference.
 */
export function ApplicationTable({ rows, label, flagOf, ...actions }: Props) {
  const { t } = useTranslation();
  return (
    <div className="application-table-frame">
      <table className="application-table" aria-label={label}>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {t(header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ApplicationTableRow key={row.id} {...actions} row={row} flag={flagOf(row)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = ListActions & { row: ApplicationRow; flag: ReactNode };

function ApplicationTableRow({ row, flag, onTake, ...besideTake }: RowProps) {
  const { t } = useTranslation();
  const summary = summarizeApplication(besideTake.kind, row.data);
  const shown = useShownSummary(summary);
  const nameId = `application-${row.id}`;
  return (
    <tr>
      <th scope="row" id={nameId}>
        {shown.name}
      </th>
      <td className="number">{shown.contact}</td>
      <td>
        <span className="reference">{shown.reference}</span>
        {/* Its unseen copy (lists.css) keeps the flag's exact size in every font: a flag moves nothing. */}
        <span className="flag-line" data-flag={t('admin.lists.duplicates.flag')}>
          {flag}
        </span>
      </td>
      <td className="keep-line">{shown.agent}</td>
      {/* Who has it, and "Take it" under the name: the actions' column keeps to two buttons. */}
      <td className="assignee">
        {shown.assignee}
        <TakeButton id={row.id} describedBy={nameId} onTake={onTake} assignee={summary.assignee} />
      </td>
      <td>{shown.status}</td>
      <td>{shown.payment}</td>
      <td className="keep-line">{shown.submitted}</td>
      <td className="row-actions">
        <div className="row-actions-line">
          <RowActions
            {...besideTake}
            id={row.id}
            describedBy={nameId}
            answered={summary.request === 'answered'}
          />
        </div>
      </td>
    </tr>
  );
}
