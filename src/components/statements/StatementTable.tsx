import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A column of a statement's table: its heading's translation key, and whether it holds amounts. */
export type Column = { label: string; amount?: boolean };

type Props = {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** More classes on the table, for a table laid out its own way. */
  className?: string;
  columns: readonly Column[];
  /** A last heading after the columns', for a column only some tables have. */
  lastHeading?: ReactNode;
  /** The table's body (and foot). */
  children: ReactNode;
};

/**
 * A statement's table, which scrolls sideways on its own on a phone (in view and focusable, so a
 * keyboard scrolls it too), with its column headings, amounts set right as their cells are.
 */
export function StatementTable({ labelledBy, className = '', columns, lastHeading, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll statement-scroll" tabIndex={0} role="group" aria-labelledby={labelledBy}>
      <table className={`${className} statement-table`.trim()}>
        <thead>
          <tr>
            {columns.map(({ label, amount }) => (
              <th key={label} scope="col" className={amount ? 'statement-amount' : undefined}>
                {t(label)}
              </th>
            ))}
            {lastHeading}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
