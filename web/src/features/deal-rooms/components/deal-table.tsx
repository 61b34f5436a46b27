import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/**
 * A table of the room's rows; under 40rem each row becomes a stacked card whose
 * cells carry their column's label (deal-rooms.css), so a phone never scrolls sideways.
 */
export function DealTable<T>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string }) {
  return (
    <table className="deal-table">
      <caption className="deal-table__caption">{caption}</caption>
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
          <tr key={rowKey(row)}>
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
