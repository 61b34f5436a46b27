/**
 * The one CSV writer of the web app: every export (Export Contacts, the
 * attendee export, any later one) builds its file with `toCsv`.
 */

/**
 * A cell starting with one of these is read as a formula by spreadsheets
 * (`=`, `+`, `-`, `@`), or may be after the app trims it (tab, carriage return):
 * OWASP's CSV injection list.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell. Text that starts like a formula gets a leading `'` (spreadsheets
 * then show it as text) and is quoted; any other cell is quoted only when it holds
 * a comma, a quote or a line break (RFC 4180). Inner quotes are doubled.
 */
export function csvCell(value: string): string {
  const neutral = FORMULA_START.test(value);
  const text = neutral ? `'${value}` : value;
  return neutral || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text (RFC 4180: CRLF line ends, a final CRLF), the header first; every cell through `csvCell`. */
export const toCsv = (rows: readonly (readonly string[])[]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Starts a browser download of `text` as `filename`. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
