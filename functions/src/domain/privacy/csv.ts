/**
 * CSV for the export's files, written beside a JSON file of the same rows.
 * Kept here until the club has one shared CSV helper (the web's is
 * web/src/lib/csv.ts); same rules: RFC 4180 quoting, CRLF lines, and a cell
 * that a spreadsheet would run as a formula starts with `'`.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (OWASP's CSV injection list neutralised with a leading `'`). */
function csvCell(value: string): string {
  const neutral = FORMULA_START.test(value);
  const text = neutral ? `'${value}` : value;
  return neutral || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A value as one cell: nested lists and maps as their JSON. */
const cellText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Rows of objects as CSV: the header is every field any row has, in first-seen order. */
export function rowsToCsv(rows: readonly Record<string, unknown>[]): string {
  const header: string[] = [];
  for (const row of rows) for (const name of Object.keys(row)) if (!header.includes(name)) header.push(name);
  const lines = [header, ...rows.map((row) => header.map((name) => cellText(row[name])))];
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
