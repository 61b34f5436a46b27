import { describe, expect, it } from 'vitest';
import { contactExpiresAt } from './contact-writes.js';
import { isEventDay } from './contacts.js';

describe('isEventDay: the event’s own dates in its time zone', () => {
  // 18:30–21:30 UTC on 14 Jan is 15 Jan 00:00–03:00 in Kolkata.
  const event = { startTime: '2030-01-14T18:30:00Z', endTime: '2030-01-14T21:30:00Z', timeZone: 'Asia/Kolkata' };

  it('is the local date of the event, not the UTC one', () => {
    expect(isEventDay(event, Date.parse('2030-01-14T12:00:00Z'))).toBe(false); // 14 Jan 17:30 IST
    expect(isEventDay(event, Date.parse('2030-01-14T18:29:00Z'))).toBe(false); // 14 Jan 23:59 IST
    expect(isEventDay(event, Date.parse('2030-01-14T18:30:00Z'))).toBe(true); // 15 Jan 00:00 IST
    expect(isEventDay(event, Date.parse('2030-01-15T18:29:00Z'))).toBe(true); // 15 Jan 23:59 IST
    expect(isEventDay(event, Date.parse('2030-01-15T18:30:00Z'))).toBe(false); // 16 Jan 00:00 IST
  });

  it('covers every day of an event spanning several', () => {
    const summit = { startTime: '2030-03-01T15:00:00Z', endTime: '2030-03-02T23:00:00Z', timeZone: 'America/Chicago' };
    expect(isEventDay(summit, Date.parse('2030-03-01T05:59:00Z'))).toBe(false); // 28 Feb 23:59 CST
    expect(isEventDay(summit, Date.parse('2030-03-02T23:00:00Z'))).toBe(true); // 2 Mar 17:00 CST
    expect(isEventDay(summit, Date.parse('2030-03-03T06:00:00Z'))).toBe(false); // 3 Mar 00:00 CST
  });

  it('expires the contact 7 days after the event ends', () => {
    expect(contactExpiresAt(event)).toBe(Date.parse('2030-01-21T21:30:00Z') / 1000);
  });
});
