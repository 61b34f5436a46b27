import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  compactUtcTime,
  displayName,
  formatClockText,
  formatDate,
  formatDateTime,
  formatDuration,
  formatExchangeRate,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatPercent,
  formatTime,
  formatTimeRange,
  initials,
  isTimeZone,
  labelOf,
  preview,
  timeAgo,
  zoneName,
  zonedToInstant,
} from './index.js';

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

describe('dates and times', () => {
  const moment = '2026-11-26T20:47:00Z';

  it('names the zone of every time', () => {
    expect(formatTime(moment, 'Europe/London')).toBe('8:47 pm GMT');
    expect(formatTime(moment, 'Asia/Kolkata')).toBe('2:17 am IST');
    expect(formatTime(moment, 'America/Chicago')).toBe('2:47 pm CST');
    expect(formatTime('2026-07-01T12:00:00Z', 'Europe/London')).toBe('1:00 pm BST');
    expect(formatTime(moment, 'Asia/Singapore')).toBe('4:47 am GMT+8');
  });

  it('shows a member in London an India event in their zone with IST beside it', () => {
    expect(formatDateTime(moment, 'Europe/London', { venueZone: 'Asia/Kolkata' })).toBe('Thu 26 Nov 2026, 8:47 pm GMT · Fri 27 Nov, 2:17 am IST');
    expect(formatDateTime('2026-11-26T10:00:00Z', 'America/Chicago', { venueZone: 'Asia/Kolkata' })).toBe('Thu 26 Nov 2026, 4:00 am CST · 3:30 pm IST');
  });

  it('adds no second time when the viewer is in the venue’s zone', () => {
    expect(formatDateTime(moment, 'Asia/Kolkata', { venueZone: 'Asia/Kolkata' })).toBe('Fri 27 Nov 2026, 2:17 am IST');
    expect(formatDateTime(moment, 'Asia/Calcutta', { venueZone: 'Asia/Kolkata' })).toBe('Fri 27 Nov 2026, 2:17 am IST');
  });

  it('writes a span once with the zone at its end, the venue’s span beside it', () => {
    expect(formatTimeRange('2026-12-03T05:30:00Z', '2026-12-03T06:00:00Z', 'Asia/Kolkata')).toBe('Thu 3 Dec 2026, 11:00 am – 11:30 am IST');
    expect(formatTimeRange('2026-12-03T05:30:00Z', '2026-12-03T06:00:00Z', 'UTC', { venueZone: 'Asia/Kolkata' })).toBe(
      'Thu 3 Dec 2026, 5:30 am – 6:00 am UTC · 11:00 am – 11:30 am IST',
    );
    expect(formatTimeRange('2026-12-03T20:00:00Z', '2026-12-04T01:00:00Z', 'UTC')).toBe('Thu 3 Dec 2026, 8:00 pm – Fri 4 Dec 2026, 1:00 am UTC');
  });

  it('reads a date-only value as that calendar day wherever the viewer is', () => {
    expect(formatDate('2027-01-14')).toBe('Thu 14 Jan 2027');
    expect(formatDate('2027-01-14', 'America/Los_Angeles')).toBe('Thu 14 Jan 2027');
    expect(formatDate('2026-12-15', 'UTC', { weekday: false })).toBe('15 Dec 2026');
    expect(formatDate(moment, 'Asia/Kolkata')).toBe('Fri 27 Nov 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('knows the zones the runtime knows', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('turns wall-clock time into instants across a daylight-saving change', () => {
    expect(new Date(zonedToInstant({ year: 2026, month: 3, day: 29, hour: 9, minute: 0 }, 'Europe/London')).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(new Date(zonedToInstant({ year: 2026, month: 11, day: 27, hour: 2, minute: 17 }, 'Asia/Kolkata')).toISOString()).toBe('2026-11-26T20:47:00.000Z');
    expect(calendarDay(moment, 'Asia/Kolkata')).toBe('2026-11-27');
    expect(calendarDay(moment, 'UTC')).toBe('2026-11-26');
    expect(zoneName(moment, 'Asia/Dubai')).toBe('GST');
  });

  it.each([
    ['2026-11-22T11:59:40Z', 'just now'],
    ['2026-11-22T11:59:00Z', '1 minute ago'],
    ['2026-11-22T09:00:00Z', '3 hours ago'],
    ['2026-11-20T12:00:00Z', '2 days ago'],
    ['2026-10-01T12:00:00Z', '1 month ago'],
    ['2026-11-23T12:00:00Z', 'just now'],
  ])('relative time %s → %s', (iso, expected) => {
    expect(timeAgo(iso, Date.parse('2026-11-22T12:00:00Z'))).toBe(expected);
  });
});

describe('formatClockText', () => {
  it('writes the clock times in free text as the app does, 24-hour ones included', () => {
    expect(formatClockText('9:00 AM')).toBe('9:00 am');
    expect(formatClockText('12:15 PM')).toBe('12:15 pm');
    expect(formatClockText('12:05 am')).toBe('12:05 am');
    expect(formatClockText('09:00 – 18:00')).toBe('9:00 am – 6:00 pm');
    expect(formatClockText('Day 2 10:00')).toBe('Day 2 10:00 am');
    expect(formatClockText('0:30')).toBe('12:30 am');
  });

  it('keeps text that is not a clock time', () => {
    expect(formatClockText('After lunch')).toBe('After lunch');
    expect(formatClockText('25:00')).toBe('25:00');
    expect(formatClockText('13:00 PM')).toBe('13:00 PM');
    expect(formatClockText('Ratio 3:45:10')).toBe('Ratio 3:45:10');
  });
});

describe('compactUtcTime', () => {
  it('writes an instant as YYYYMMDDTHHMMSSZ in UTC, whatever zone the ISO text was written in', () => {
    expect(compactUtcTime('2026-12-12T00:30:00.000Z')).toBe('20261212T003000Z');
    expect(compactUtcTime('2026-12-11T18:30:05-06:00')).toBe('20261212T003005Z');
    expect(compactUtcTime(new Date(Date.UTC(2030, 0, 2, 3, 4, 5)))).toBe('20300102T030405Z');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [400, '0 s'],
    [45_000, '45 s'],
    [60_000, '1 min'],
    [185_000, '3 min 5 s'],
    [3_600_000, '1 h'],
    [7_465_000, '2 h 4 min'],
    [-5, '0 s'],
  ])('%i ms reads %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });
});

describe('money', () => {
  it.each([
    [0, '₹0'],
    [7_500, '₹7,500'],
    [99_999, '₹99,999'],
    [99_999.99, '₹99,999.99'],
    [LAKH, '₹1L'],
    [12.5 * LAKH, '₹12.5L'],
    [99_99_499, '₹99.99L'],
    [99_99_999, '₹1Cr'],
    [CRORE, '₹1Cr'],
    [2.25 * CRORE, '₹2.25Cr'],
    [1_200 * CRORE, '₹1,200Cr'],
    [-50 * LAKH, '-₹50L'],
  ])('INR %d → %s (lakh from 1,00,000, crore once the lakh figure rounds to 100)', (amount, expected) => {
    expect(formatMoney(amount, 'INR')).toBe(expected);
  });

  it.each([
    ['USD', 950, '$950'],
    ['USD', 500_000, '$500K'],
    ['USD', 999_999, '$1M'],
    ['USD', 2_400_000, '$2.4M'],
    ['USD', 1_250_000_000, '$1.25B'],
    ['EUR', 75_000, '€75K'],
    ['GBP', 1_500, '£1.5K'],
    ['AED', 1_500_000, 'AED 1.5M'],
  ])('%s %d → %s', (currency, amount, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('gives the exact figure with the currency’s own grouping', () => {
    expect(formatMoney(7_500, 'INR', { exact: true })).toBe('₹7,500');
    expect(formatMoney(50 * LAKH, 'INR', { exact: true })).toBe('₹50,00,000');
    expect(formatMoney(2_400_000, 'USD', { exact: true })).toBe('$2,400,000');
    expect(formatMoney(1_250, 'AED', { exact: true, decimals: 2 })).toBe('AED 1,250.00');
  });

  it('writes a range with the symbol once', () => {
    expect(formatMoneyRange(90 * LAKH, 1.1 * CRORE, 'INR')).toBe('₹90L–1.1Cr');
    expect(formatMoneyRange(25 * LAKH, CRORE, 'INR')).toBe('₹25L–1Cr');
    expect(formatMoneyRange(500_000, 2_000_000, 'USD')).toBe('$500K–2M');
    expect(formatMoneyRange(25 * LAKH, undefined, 'INR')).toBe('₹25L+');
    expect(formatMoneyRange(undefined, CRORE, 'INR')).toBe('up to ₹1Cr');
    expect(formatMoneyRange(CRORE, CRORE, 'INR')).toBe('₹1Cr');
    expect(formatMoneyRange(undefined, undefined, 'INR')).toBe('Any amount');
    expect(formatMoneyRange(undefined, undefined, 'INR', '')).toBe('');
  });

  it('writes an exchange rate as notified: to 2 to 4 decimals, per 100 where notified so', () => {
    expect(formatExchangeRate(84, 'INR', 'USD')).toBe('₹84.00 per USD');
    expect(formatExchangeRate(88.5, 'INR', 'USD')).toBe('₹88.50 per USD');
    expect(formatExchangeRate(58.2, 'INR', 'JPY', 100)).toBe('₹58.20 per 100 JPY');
    expect(formatExchangeRate(3.6725, 'AED', 'USD')).toBe('AED 3.6725 per USD');
  });
});

describe('numbers', () => {
  it('groups and rounds', () => {
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(1_234_567, { indian: true })).toBe('12,34,567');
    expect(formatNumber(2.5, { decimals: 2 })).toBe('2.50');
    expect(formatPercent(63)).toBe('63%');
    expect(formatPercent(12.345, 1)).toBe('12.3%');
  });
});

describe('names', () => {
  it.each([
    [{ firstName: 'Ravi', lastName: 'Kumar' }, 'Ravi Kumar', 'RK'],
    [{ firstName: ' Ravi ', lastName: '' }, 'Ravi', 'R'],
    [{ firstName: '', lastName: 'Kumar' }, 'Kumar', 'K'],
    [{ firstName: 'Sai  Teja', lastName: 'Reddy' }, 'Sai Teja Reddy', 'SR'],
    [{ name: 'Anita Rao' }, 'Anita Rao', 'AR'],
    [{ firstName: '', lastName: ' ', name: '' }, 'A member', '?'],
    [undefined, 'A member', '?'],
    [{ firstName: 'écrin', lastName: 'ōta' }, 'écrin ōta', 'ÉŌ'],
  ])('%o → %s, %s', (person, name, letters) => {
    expect(displayName(person)).toBe(name);
    expect(initials(person)).toBe(letters);
  });

  it('takes the caller’s fallback', () => {
    expect(displayName({ firstName: '', lastName: '' }, 'Guest')).toBe('Guest');
  });
});

describe('text', () => {
  it('cuts a preview at the limit', () => {
    expect(preview('a'.repeat(151), 150)).toBe(`${'a'.repeat(150)}...`);
    expect(preview('a'.repeat(150), 150)).toBe('a'.repeat(150));
  });
  it('labels an enum value', () => {
    expect(labelOf('govt_liaison')).toBe('Govt Liaison');
  });
});
