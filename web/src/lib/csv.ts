/** One CSV cell: quoted (inner quotes doubled) only when it holds a comma, a quote or a line break. */
const cell = (value: string): string => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Rows as CSV text (RFC 4180: CRLF line ends, a final CRLF), the header first. */
export const toCsv = (rows: string[][]): string => rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

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
