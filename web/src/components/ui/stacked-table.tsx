import type { ReactNode } from 'react';
import './stacked-table.css';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/**
 * Rows as a table on wide screens; under 40rem each row becomes a stacked
 * card whose cells carry their column's label, so a phone never scrolls
 * sideways (the staff queues, a room's analytics and access logs).
 */
export function StackedTable<T>({
  caption,
  captionShown = false,
  columns,
  rows,
  rowKey,
  rowTestId,
}: {
  caption: string;
  /** Show the caption above the table; by default it is for screen readers only (a heading above already says it). */
  captionShown?: boolean;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  rowTestId?: string;
}) {
  return (
    <table className="stacked-table">
      <caption className={captionShown ? 'stacked-table__caption' : 'visually-hidden'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid={rowTestId}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
