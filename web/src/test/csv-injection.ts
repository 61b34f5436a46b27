/** Member text starting with each character OWASP lists as a formula start, and the cell the writer must make of it. */
export const FORMULA_CELLS: [string, string, string][] = [
  ['=', '=HYPERLINK("https://evil.example","Open")', '"\'=HYPERLINK(""https://evil.example"",""Open"")"'],
  ['+', "+2+3+cmd|' /C calc'!A0", "\"'+2+3+cmd|' /C calc'!A0\""],
  ['-', "-2+3+cmd|' /C calc'!A0", "\"'-2+3+cmd|' /C calc'!A0\""],
  ['@', "@SUM(1+1)*cmd|' /C calc'!A0", "\"'@SUM(1+1)*cmd|' /C calc'!A0\""],
  ['tab', '\t=1+1', '"\'\t=1+1"'],
  ['carriage return', '\r=1+1', '"\'\r=1+1"'],
  ['full-width =', '\uFF1D1+1', '"\'\uFF1D1+1"'],
  ['no-break space then =', '\u00A0=1+1', '"\'\u00A0=1+1"'],
  ['line feed', '\nRavi', '"\'\nRavi"'],
];
