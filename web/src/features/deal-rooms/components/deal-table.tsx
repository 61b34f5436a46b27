import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/**
 * A table of the room's rows; under 40rem each row becomes a stacked card whose
 * cells carry their column's label (deal-rooms.css), so a phone never scrolls sideways.
 */
export function DealTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  /** The caption only for screen readers, when a heading above already says it. */
  captionHidden?: boolean;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  return (
    <table className="deal-table">
      <caption className={captionHidden ? 'visually-hidden' : 'deal-table__caption'}>{caption}</caption>
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
