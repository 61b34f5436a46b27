import { afterEach, describe, expect, it, vi } from 'vitest';
import { zonePicker } from './time-zone-picker';

const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

/** The browser reports `zone` as its own (as Chromium reports 'Asia/Calcutta' in India). */
function browserIn(zone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone: zone };
  });
}

afterEach(() => vi.restoreAllMocks());

const JANUARY = new Date('2027-01-15T12:00:00Z');

describe('the time-zone picker', () => {
  it('offers Kolkata by its current name, city and offset, and never Calcutta', () => {
    const { options } = zonePicker('UTC', JANUARY);
    expect(options).toContainEqual({ value: 'Asia/Kolkata', label: 'Kolkata (UTC+05:30)' });
    expect(options).toContainEqual({ value: 'Asia/Ho_Chi_Minh', label: 'Ho Chi Minh (UTC+07:00)' });
    expect(options).toContainEqual({ value: 'Europe/Kyiv', label: 'Kyiv (UTC+02:00)' });
    expect(options.map((o) => o.value)).not.toContain('Asia/Calcutta');
    expect(options.map((o) => o.value)).not.toContain('Asia/Saigon');
    expect(options.filter((o) => o.value === 'Asia/Kolkata')).toHaveLength(1);
  });

  it('orders zones west to east', () => {
    const values = zonePicker('UTC', JANUARY).options.map((o) => o.value);
    expect(values.indexOf('Pacific/Honolulu')).toBeLessThan(values.indexOf('America/Chicago'));
    expect(values.indexOf('America/Chicago')).toBeLessThan(values.indexOf('Europe/London'));
    expect(values.indexOf('Europe/London')).toBeLessThan(values.indexOf('Asia/Kolkata'));
    expect(values.indexOf('Asia/Kolkata')).toBeLessThan(values.indexOf('Asia/Singapore'));
  });

  it('starts at the browser’s zone when the member chose none, under its current name', () => {
    browserIn('Asia/Calcutta');
    expect(zonePicker(undefined).selected).toBe('Asia/Kolkata');
    browserIn('America/Chicago');
    expect(zonePicker(undefined).selected).toBe('America/Chicago');
  });

  it('starts at the member’s stored zone, even one stored under its old name', () => {
    browserIn('America/Chicago');
    expect(zonePicker('Asia/Dubai').selected).toBe('Asia/Dubai');
    const old = zonePicker('Asia/Calcutta');
    expect(old.selected).toBe('Asia/Kolkata');
    expect(old.options.some((o) => o.value === old.selected)).toBe(true);
  });
});
