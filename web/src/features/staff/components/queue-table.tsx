import { StackedTable, type Column } from '../../../components/ui/stacked-table';

export type { Column };

/** A staff queue: one row per item (its id the row's key), stacked into cards on a phone. */
export function QueueTable<T extends { id: string }>({ caption, columns, rows }: { caption: string; columns: Column<T>[]; rows: T[] }) {
  return <StackedTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.id} rowTestId="queue-row" />;
}

/** The first cell of a row: its title, a button that opens the item. */
export function OpenButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <button type="button" className="link-button staff-table__open" onClick={onOpen}>
      {label}
    </button>
  );
}
