import { describe, expect, it } from 'vitest';
import { csvCell, csvRows } from './csv.js';

/** Text starting like a formula, and the cell the writer must make of it: a leading quote mark, quoted. */
const FORMULAS: [string, string][] = [
  ['=HYPERLINK("https://evil.example","Open")', '"\'=HYPERLINK(""https://evil.example"",""Open"")"'],
  ["+2+3+cmd|' /C calc'!A0", "\"'+2+3+cmd|' /C calc'!A0\""],
  ["-2+3+cmd|' /C calc'!A0", "\"'-2+3+cmd|' /C calc'!A0\""],
  ["@SUM(1+1)*cmd|' /C calc'!A0", "\"'@SUM(1+1)*cmd|' /C calc'!A0\""],
  // Full-width forms, which some spreadsheets fold to ASCII.
  ['\uFF1D1+1', '"\'\uFF1D1+1"'],
  ['\uFF0B1+1', '"\'\uFF0B1+1"'],
  ['\uFF0D1+1', '"\'\uFF0D1+1"'],
  ['\uFF20SUM(A1)', '"\'\uFF20SUM(A1)"'],
  // Whitespace a spreadsheet trims before reading the formula.
  [' =1+1', '"\' =1+1"'],
  ['   +1', '"\'   +1"'],
  ['\u00A0=1+1', '"\'\u00A0=1+1"'],
  ['\u3000\uFF1D1+1', '"\'\u3000\uFF1D1+1"'],
  ['\u2007@SUM(A1)', '"\'\u2007@SUM(A1)"'],
  // Tab, carriage return and line feed at the start, whatever follows.
  ['\t=1+1', '"\'\t=1+1"'],
  ['\r=1+1', '"\'\r=1+1"'],
  ['\nRavi', '"\'\nRavi"'],
  ['\r\nRavi', '"\'\r\nRavi"'],
];

describe('csvCell', () => {
  it.each(FORMULAS)('neutralises %j: a leading quote mark, and the cell quoted', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves plain text as it is and quotes only a comma, a quote or a line break (RFC 4180)', () => {
    expect(csvCell('Ravi Kumar')).toBe('Ravi Kumar');
    expect(csvCell(' Ravi Kumar')).toBe(' Ravi Kumar');
    expect(csvCell('')).toBe('');
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell('Kumar, Jr.')).toBe('"Kumar, Jr."');
    expect(csvCell('Godavari "Aqua"')).toBe('"Godavari ""Aqua"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  it('writes numbers and booleans as data, never neutralised, and nothing for null or undefined', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(2500.5)).toBe('2500.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvRows', () => {
  it('writes the header, then the rows, with CRLF line ends and a final CRLF, every cell through csvCell', () => {
    expect(
      csvRows(
        ['Name', 'Company', 'Seats'],
        [
          ['=1+1', 'Krishna, Rice', 2],
          ['\uFF1Dcmd', undefined, null],
        ],
      ),
    ).toBe('Name,Company,Seats\r\n"\'=1+1","Krishna, Rice",2\r\n"\'\uFF1Dcmd",,\r\n');
  });
});
