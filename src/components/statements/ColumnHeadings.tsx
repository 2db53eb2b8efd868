import { useTranslation } from 'react-i18next';

/** A column of a statement's table: its heading's translation key, and whether it holds amounts. */
export type Column = { label: string; amount?: boolean };

/** A statement table's column headings, amounts set right as their cells are. */
export function ColumnHeadings({ columns }: { columns: readonly Column[] }) {
  const { t } = useTranslation();
  return columns.map(({ label, amount }) => (
    <th key={label} scope="col" className={amount ? 'statement-amount' : undefined}>
      {t(label)}
    </th>
  ));
}
