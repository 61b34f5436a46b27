import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyRange, labelOf, preview, timeAgo } from './format';

describe('preview', () => {
  it('cuts at the limit and adds an ellipsis', () => {
    expect(preview('a'.repeat(151), 150)).toBe(`${'a'.repeat(150)}...`);
  });
  it('leaves text at or under the limit whole', () => {
    expect(preview('a'.repeat(150), 150)).toBe('a'.repeat(150));
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:59:40Z', 'just now'],
    ['2026-11-22T11:59:00Z', '1 minute ago'],
    ['2026-11-22T09:00:00Z', '3 hours ago'],
    ['2026-11-20T12:00:00Z', '2 days ago'],
    ['2026-10-01T12:00:00Z', '1 month ago'],
  ])('%s → %s', (iso, expected) => {
    expect(timeAgo(iso, now)).toBe(expected);
  });
});

describe('labelOf', () => {
  it('capitalises each word of a snake_case value', () => {
    expect(labelOf('govt_liaison')).toBe('Govt Liaison');
    expect(labelOf('trade')).toBe('Trade');
  });
});

describe('formatMoney', () => {
  it.each([
    [75_000, '₹75,000'],
    [100_000, '₹1L'],
    [5_000_000, '₹50L'],
    [2_550_000, '₹25.5L'],
    [10_000_000, '₹1Cr'],
    [25_000_000, '₹2.5Cr'],
    [500_000_000, '₹50Cr'],
    [12_000_000_000, '₹1,200Cr'],
  ])('INR %d → %s', (amount, expected) => {
    expect(formatMoney(amount, 'INR')).toBe(expected);
  });
  it.each([
    [950, '$950'],
    [500_000, '$500K'],
    [2_400_000, '$2.4M'],
    [1_250_000_000, '$1.25B'],
  ])('USD %d → %s', (amount, expected) => {
    expect(formatMoney(amount, 'USD')).toBe(expected);
  });
  it('gives the exact figure with the country’s grouping', () => {
    expect(formatMoney(5_000_000, 'INR', { exact: true })).toBe('₹50,00,000');
    expect(formatMoney(2_400_000, 'USD', { exact: true })).toBe('$2,400,000');
  });
  it('formats ranges with open ends', () => {
    expect(formatMoneyRange(2_500_000, 10_000_000, 'INR')).toBe('₹25L–₹1Cr');
    expect(formatMoneyRange(undefined, 500_000, 'USD')).toBe('up to $500K');
    expect(formatMoneyRange(1_000_000, undefined, 'USD')).toBe('from $1M');
  });
});
