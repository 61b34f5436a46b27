/**
 * The one CSV writer: every export (Export Contacts, the attendee export, a
 * member's data export, any later one) builds its file with `csvRows`, so
 * each cell is neutralised and quoted the same way.
 */

/**
 * Text a spreadsheet may read as a formula: one starting with `=`, `+`, `-`
 * or `@` (OWASP's CSV injection list), or their full-width forms ＝＋－＠ (which
 * some spreadsheets fold to ASCII), also after leading whitespace of any kind
 * (space, no-break space, ideographic space...) since spreadsheets trim it;
 * and text starting with a tab, carriage return or line feed.
 */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/** A value a cell may hold: numbers and booleans are written as they are, null and undefined as an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV cell. Text that starts like a formula gets a leading `'` (spreadsheets
 * then show it as text) and is quoted; any other cell is quoted only when it holds
 * a comma, a quote or a line break (RFC 4180). Inner quotes are doubled. A number
 * is data, never a formula: -5 stays -5.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const neutral = FORMULA_START.test(value);
  const text = neutral ? `'${value}` : value;
  return neutral || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file (RFC 4180: CRLF line ends, a final CRLF): the header, then the rows; every cell through `csvCell`. */
export const csvRows = (header: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
