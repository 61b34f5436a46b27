import { csvRows, type CsvValue } from '@club/shared';

/** A value as one cell: nested lists and maps as their JSON, the rest as the shared writer takes them. */
const cellOf = (value: unknown): CsvValue =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : (value as CsvValue);

/**
 * Rows of objects as CSV, written beside a JSON file of the same rows, by the
 * club's one CSV writer: the header is every field any row has, in first-seen order.
 */
export function rowsToCsv(rows: readonly Record<string, unknown>[]): string {
  const header: string[] = [];
  for (const row of rows) for (const name of Object.keys(row)) if (!header.includes(name)) header.push(name);
  return csvRows(
    header,
    rows.map((row) => header.map((name) => cellOf(row[name]))),
  );
}
