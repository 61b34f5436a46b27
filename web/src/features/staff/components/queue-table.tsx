import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/**
 * A queue as a table on wide screens; under 40rem each row becomes a stacked
 * card whose cells carry their column's label (staff.css), so a phone never
 * scrolls sideways.
 */
export function QueueTable<T extends { id: string }>({ caption, columns, rows }: { caption: string; columns: Column<T>[]; rows: T[] }) {
  return (
    <table className="staff-table">
      <caption className="visually-hidden">{caption}</caption>
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
          <tr key={row.id} data-testid="queue-row">
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

/** The first cell of a row: its title, a button that opens the item. */
export function OpenButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <button type="button" className="link-button staff-table__open" onClick={onOpen}>
      {label}
    </button>
  );
}
