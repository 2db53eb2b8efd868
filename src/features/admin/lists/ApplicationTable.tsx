import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationKind } from '#domain/kinds';
import type { ListOrigin } from '../common/routes';
import type { ApplicationRow } from './api/applicationsQuery';
import { useShownSummary } from './shownSummary';
import { RowActions, TakeButton } from './RowActions';
import { summarizeApplication } from './summary';

type Props = {
  kind: ApplicationKind;
  rows: readonly ApplicationRow[];
  /** The table's name: the list's title. */
  label: string;
  onDelete?: (id: string) => void;
  /** "Take it" on each row another staff member or nobody has. */
  onTake?: (id: string) => void;
  flagOf: (row: ApplicationRow) => ReactNode;
  origin: ListOrigin;
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
export function ApplicationTable({ kind, rows, label, onDelete, onTake, flagOf, origin }: Props) {
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
            <ApplicationTableRow
              key={row.id}
              kind={kind}
              row={row}
              onDelete={onDelete}
              onTake={onTake}
              flag={flagOf(row)}
              origin={origin}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = Pick<Props, 'kind' | 'onDelete' | 'onTake' | 'origin'> & {
  row: ApplicationRow;
  flag: ReactNode;
};

function ApplicationTableRow({ kind, row, onDelete, onTake, flag, origin }: RowProps) {
  const { t } = useTranslation();
  const summary = summarizeApplication(kind, row.data);
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
            kind={kind}
            id={row.id}
            describedBy={nameId}
            onDelete={onDelete}
            origin={origin}
            answered={summary.request === 'answered'}
          />
        </div>
      </td>
    </tr>
  );
}
