import { describe, expect, it } from 'vitest';
import { darshanPlanBody } from './darshan.js';
import { roomNightBody } from './room-nights.js';
import { pageQuery } from './pagination.js';
import { festivalYearQuery } from './culture.js';
import { exchangeRateRoutes } from './exchange-rates.js';
import { opportunityFilterQuery } from './investors.js';
import { hsSearchQuery } from './trade-assistance.js';
import * as z from '../zod.js';

const plan = (pax: unknown) => darshanPlanBody.safeParse({ dateRange: 'December 2026', pax });
const room = (priceCap: unknown) => roomNightBody.safeParse({ hotelName: 'Srinivasam', date: '2026-12-16', action: 'sell', priceCap });
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('number rules', () => {
  it('takes a group size from a number or a numeric string only', () => {
    expect(plan(4).data?.pax).toBe(4);
    expect(plan('2').data?.pax).toBe(2);
    for (const bad of [true, [5], '', 'two', null, Number.NaN, ' 2 ']) expect(plan(bad).success, String(bad)).toBe(false);
    expect(messages(plan(2.5))).toEqual(['Group size must be a whole number']);
    expect(messages(plan(0))).toEqual(['At least 1 person is required']);
    expect(messages(plan('21'))).toEqual(['Maximum 20 people allowed']);
  });

  it('takes money with at most two decimals, from 0.01 up to the cap', () => {
    expect(room(2500.5).success).toBe(true);
    expect(room(0.01).success).toBe(true);
    expect(messages(room(1e-320))).toEqual(['Price cap must be above 0']);
    expect(messages(room(-0))).toEqual(['Price cap must be above 0']);
    expect(messages(room(12.345))).toEqual(['Price cap has at most 2 decimals']);
    expect(room(Number.POSITIVE_INFINITY).success).toBe(false); // what JSON's 1e309 becomes
    expect(room('100').success).toBe(false);
    expect(messages(room(100_000_000))).toEqual(['Price cap must be at most 9,99,99,999.99']);
  });

  // Number() and z.coerce read all of these as numbers: 0x53 is 83, 0x7e4 and 2.02e3 are 2020.
  const notDecimal = [
    '0x53',
    '0X53',
    '0b101',
    '0o17',
    '0x7e4',
    '2.02e3',
    '2e1',
    '1E3',
    'Infinity',
    '-Infinity',
    ' 5',
    '5 ',
    '\t5',
    '5\n',
    '+5',
    '.5',
    '5.',
    '1_000',
    '1,000',
    '',
  ];

  it('reads a number given as text only when it is plain decimal, in every numeric query and form field', () => {
    const limit = z.object(pageQuery);
    expect(limit.parse({ limit: '20' }).limit).toBe(20);
    expect(festivalYearQuery.parse({ year: '2027' }).year).toBe(2027);
    expect(hsSearchQuery.parse({ search: 'rice', limit: '5' }).limit).toBe(5);
    expect(opportunityFilterQuery.parse({ minAmount: '2500000.50' }).minAmount).toBe(2_500_000.5);
    expect(plan('7').data?.pax).toBe(7);
    for (const text of notDecimal) {
      expect(limit.safeParse({ limit: text }).success, `limit ${JSON.stringify(text)}`).toBe(false);
      expect(festivalYearQuery.safeParse({ year: text }).success, `year ${JSON.stringify(text)}`).toBe(false);
      expect(hsSearchQuery.safeParse({ search: 'rice', limit: text }).success, `hs limit ${JSON.stringify(text)}`).toBe(false);
      // A blank filter is no filter.
      if (text !== '') expect(opportunityFilterQuery.safeParse({ minAmount: text }).success, `minAmount ${JSON.stringify(text)}`).toBe(false);
      expect(plan(text).success, `pax ${JSON.stringify(text)}`).toBe(false);
    }
  });

  it('refuses an exchange rate written in hex or with an exponent, naming the currency', () => {
    const table = (usd: unknown) =>
      exchangeRateRoutes.createExchangeRateTable.body.safeParse({
        notifiedOn: '2026-01-15',
        effectiveFrom: '2026-01-16',
        rates: { USD: usd, EUR: '90', GBP: '105', AED: '22.6', JPY: '55', SGD: '63', CNY: '11.7', AUD: '55' },
      });
    expect(table('83.25').success).toBe(true);
    for (const text of ['0x53', '8.3e1', ' 83']) {
      const result = table(text);
      expect(result.success, text).toBe(false);
      expect(
        result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
        text,
      ).toEqual([['rates.USD', 'USD rate must be a number']]);
    }
  });
});
