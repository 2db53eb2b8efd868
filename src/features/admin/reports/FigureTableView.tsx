import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { formatCell, type FigureRow, type FigureTable } from './figureTables';

/**
 * The figures of a chart as a table: a caption, a heading per column (under its group's, if the
 * columns are grouped) and per row, totals below.
 */
export function FigureTableView({ table }: { table: FigureTable }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const id = useId();
  const row = (figures: FigureRow) => (
    <tr key={figures.csvKey}>
      <th scope="row">{figures.label}</th>
      {figures.cells.map((cell, index) => (
        <td key={index} className="report-figure">
          {formatCell(cell, table.columns[index]!.format, t, lang)}
        </td>
      ))}
    </tr>
  );
  return (
    // A wide table scrolls sideways on its own on a phone; the keyboard can scroll it too.
    <div className="table-scroll report-table-scroll" tabIndex={0} role="group" aria-labelledby={id}>
      <table className="report-table">
        <caption id={id}>{table.caption}</caption>
        {table.groups && (
          <>
            <colgroup />
            {table.groups.map((group) => (
              <colgroup span={group.span} key={group.label} />
            ))}
          </>
        )}
        <thead>
          {table.groups && (
            <tr>
              <td />
              {table.groups.map((group) => (
                <th scope="colgroup" colSpan={group.span} key={group.label} className="report-column-group">
                  {group.label}
                </th>
              ))}
            </tr>
          )}
          <tr>
            <th scope="col">{table.rowHeading}</th>
            {table.columns.map((column) => (
              <th scope="col" key={column.label} className="report-figure">
                {table.groups ? (column.short ?? column.label) : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{table.rows.map(row)}</tbody>
        {table.totals && <tfoot>{row(table.totals)}</tfoot>}
      </table>
    </div>
  );
}
