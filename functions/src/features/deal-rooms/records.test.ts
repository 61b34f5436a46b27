import { describe, expect, it } from 'vitest';
import { BadRequestError, type FieldIssue } from '../../platform/lib/errors.js';
import { checkExpiresOn } from './records.js';

/** The issue `checkExpiresOn` raises for `expiresOn` at `now`, or undefined when it takes it. */
const issueOf = (expiresOn: string, now: Date): string | undefined => {
  try {
    checkExpiresOn(expiresOn, now);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError);
    const issues = ((error as BadRequestError).details?.issues ?? []) as FieldIssue[];
    expect(issues.map((issue) => issue.path)).toEqual([['body', 'expiresOn']]);
    return issues[0]?.message;
  }
};

describe('checkExpiresOn', () => {
  // 10 March 2030, 20:00 UTC = 11 March 01:30 in India: "today" is the 11th.
  const now = new Date('2030-03-10T20:00:00Z');

  it('takes today in India up to the same day two years later', () => {
    expect(issueOf('2030-03-11', now)).toBeUndefined();
    expect(issueOf('2032-03-11', now)).toBeUndefined();
  });

  it('refuses yesterday in India and any day after two years, naming the field', () => {
    expect(issueOf('2030-03-10', now)).toBe('Expiry date must not be in the past');
    expect(issueOf('2032-03-12', now)).toBe('Expiry date must be at most 2 years ahead (2032-03-11 or earlier)');
    expect(issueOf('9999-12-31', now)).toMatch(/^Expiry date must be at most 2 years ahead/);
  });

  it('counts two years from 29 February to 28 February', () => {
    const leapDay = new Date('2028-02-29T06:00:00Z');
    expect(issueOf('2030-02-28', leapDay)).toBeUndefined();
    expect(issueOf('2030-03-01', leapDay)).toBe('Expiry date must be at most 2 years ahead (2030-02-28 or earlier)');
  });
});
