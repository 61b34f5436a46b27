import { describe, expect, it } from 'vitest';
import { responseTimeText } from './response-time';

describe('responseTimeText', () => {
  it('says minutes under an hour and a half, half hours under ten hours, then hours and days', () => {
    expect(responseTimeText(0)).toBe('1 minute');
    expect(responseTimeText(45)).toBe('45 minutes');
    expect(responseTimeText(89)).toBe('89 minutes');
    expect(responseTimeText(90)).toBe('1.5 hours');
    expect(responseTimeText(120)).toBe('2 hours');
    expect(responseTimeText(155)).toBe('2.5 hours');
    expect(responseTimeText(11 * 60 + 20)).toBe('11 hours');
    expect(responseTimeText(72 * 60)).toBe('3 days');
  });
});
