/**
 * Downloads built in the browser. CSV files are written by `csvRows` from
 * `@club/shared` (the one CSV writer, which neutralises formulas).
 */

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
