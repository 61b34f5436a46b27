import { describe, expect, it } from 'vitest';
import { FORMULA_CELLS } from '../test/csv-injection';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each(FORMULA_CELLS)('neutralises a cell starting with %s: a leading quote mark, and the cell quoted', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves plain text as it is and quotes only a comma, a quote or a line break (RFC 4180)', () => {
    expect(csvCell('Ravi Kumar')).toBe('Ravi Kumar');
    expect(csvCell('')).toBe('');
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell('Kumar, Jr.')).toBe('"Kumar, Jr."');
    expect(csvCell('Godavari "Aqua"')).toBe('"Godavari ""Aqua"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
  });
});

describe('toCsv', () => {
  it('writes CRLF line ends and a final CRLF, every cell through csvCell', () => {
    expect(toCsv([['Name', 'Company'], ['=1+1', 'Krishna, Rice']])).toBe('Name,Company\r\n"\'=1+1","Krishna, Rice"\r\n');
  });
});
