import { describe, expect, it } from 'vitest';
import { labelOf, preview, timeAgo } from './format';

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
