import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './tax-ids.js';
import { createTradeRequestBody } from './trade-assistance.js';

/** GSTINs published on invoices and in CBIC's own examples, check characters as issued. */
const PUBLISHED = ['27AAPFU0939F1ZV', '27AAACR5055K1Z7', '29AABCT3518Q1ZS'];

const details = (requestDetails: Record<string, unknown>) =>
  createTradeRequestBody.safeParse({
    type: 'duty_calculation',
    hsCode: '091030',
    value: 1000,
    originCountry: 'Vietnam',
    destinationCountry: 'India',
    requestDetails,
  });
const issues = (result: ReturnType<typeof details>) => result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('GSTIN', () => {
  it('computes the check character of published GSTINs', () => {
    for (const gstin of PUBLISHED) {
      expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14]);
      expect(gstinProblem(gstin), gstin).toBeUndefined();
    }
  });

  it('catches a mistyped character and two swapped neighbours through the check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/);
    expect(gstinProblem('27AAPFU0993F1ZV')).toMatch(/check character/); // 39 typed as 93
    expect(gstinProblem('27AAPFV0939F1ZV')).toMatch(/check character/); // U typed as V
  });

  it('names the part of the structure that is wrong', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('GSTIN is 15 letters or digits');
    expect(gstinProblem('27AAPFU0939F1Z-')).toBe('GSTIN is 15 letters or digits');
    expect(gstinProblem('45AAPFU0939F1ZV')).toMatch(/state code/);
    expect(gstinProblem('00AAPFU0939F1ZV')).toMatch(/state code/);
    expect(gstinProblem('27AAPF10939F1ZV')).toMatch(/PAN/);
    expect(gstinProblem('27AAPFU0939F0ZV')).toMatch(/registration number/);
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('GSTIN character 14 must be Z');
  });
});

describe('a request’s importer details', () => {
  it('keeps a GSTIN upper case without spaces, and a blank one as not given', () => {
    expect(details({ gstin: ' 27aapfu0939f1zv ' }).data?.requestDetails.gstin).toBe('27AAPFU0939F1ZV');
    expect(details({ gstin: '27 AAPFU 0939F 1ZV' }).data?.requestDetails.gstin).toBe('27AAPFU0939F1ZV');
    expect(details({ gstin: '  ', iec: '', companyName: '' }).data?.requestDetails).toEqual({});
  });

  it('answers a bad GSTIN or IEC under its field', () => {
    expect(issues(details({ gstin: '27AAPFU0939F1ZW' }))).toEqual([
      { path: 'requestDetails.gstin', message: 'GSTIN check character (the last) does not match: check the number for a typo' },
    ]);
    expect(issues(details({ iec: 'AAPFU0939' }))).toEqual([{ path: 'requestDetails.iec', message: 'IEC is 10 letters or digits' }]);
    expect(details({ companyName: 'Guntur Spice Traders LLP', iec: 'AAPFU0939F', gstin: '27AAPFU0939F1ZV' }).success).toBe(true);
  });
});
