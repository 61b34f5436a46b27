import { describe, expect, it } from 'vitest';
import { byCodeUnits, byName } from './text-order.js';

describe('text orders', () => {
  it('sorts ISO dates and times, ids and keys as localeCompare does', () => {
    const values = ['2026-12-07T10:00:00.000Z', '2026-12-07', '2026-01-31', '2026-12-07T09:59:59.999Z', 'ugadi', 'bathukamma', 'diwali-2026'];
    expect([...values].sort(byCodeUnits)).toEqual([...values].sort((a, b) => a.localeCompare(b)));
    expect(byCodeUnits('a', 'a')).toBe(0);
  });

  it('sorts names with case and accents set aside, ties one way', () => {
    expect(['Zed Rao', 'émile Das', 'anil Kumar', 'Anil Kumar', 'Bhavana'].sort(byName)).toEqual([
      'Anil Kumar',
      'anil Kumar',
      'Bhavana',
      'émile Das',
      'Zed Rao',
    ]);
  });
});
