import { describe, expect, it } from 'vitest';
import { icalendar } from './icalendar.js';

const file = (event: Partial<Parameters<typeof icalendar>[0]['event']> = {}) =>
  icalendar(
    {
      name: 'Telugu Executive Club',
      company: 'Telugu Executive Club',
      product: 'Events',
      event: { uid: 'e1@telugu-executive-club', start: '2030-01-14T00:30:00.000Z', end: '2030-01-14T03:00:00.000Z', timeZone: 'America/Chicago', summary: 'Dallas; Networking, Evening', ...event },
    },
    new Date('2026-11-24T20:45:17.123Z'),
  );

describe('icalendar', () => {
  // The lines ical-generator 10 wrote for the same event (DTSTAMP now in UTC, as RFC 5545 asks).
  it('writes the event in its zone with the VTIMEZONE, escaped text and folded lines', () => {
    const ics = file({
      description: 'line one\nline two with a very long text that should be folded because it is longer than seventy five octets ok',
      location: 'The Joule, 1530 Main St',
      url: 'https://meet.example.com/x',
      attendees: [{ name: 'Ravi Kumar', email: 'ravi@example.com' }],
    });

    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Telugu Executive Club//Events//EN',
      'NAME:Telugu Executive Club',
      'X-WR-CALNAME:Telugu Executive Club',
      'BEGIN:VTIMEZONE',
      'TZID:America/Chicago',
      'TZURL:http://tzurl.org/zoneinfo-outlook/America/Chicago',
      'X-LIC-LOCATION:America/Chicago',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:-0500',
      'TZNAME:CDT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0600',
      'TZNAME:CST',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
      'TIMEZONE-ID:America/Chicago',
      'X-WR-TIMEZONE:America/Chicago',
      'BEGIN:VEVENT',
      'UID:e1@telugu-executive-club',
      'SEQUENCE:0',
      'DTSTAMP:20261124T204517Z',
      'DTSTART;TZID=America/Chicago:20300113T183000',
      'DTEND;TZID=America/Chicago:20300113T210000',
      'SUMMARY:Dallas\\; Networking\\, Evening',
      'LOCATION:The Joule\\, 1530 Main St',
      'DESCRIPTION:line one\\nline two with a very long text that should be folded',
      '  because it is longer than seventy five octets ok',
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN="Ravi Kumar":MAILTO:rav',
      ' i@example.com',
      'URL;VALUE=URI:https://meet.example.com/x',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('folds at 75 octets without splitting a character', () => {
    const ics = file({ summary: 'తెలుగు '.repeat(20) });
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const summary = lines.slice(lines.findIndex((l) => l.startsWith('SUMMARY:'))).join('\r\n').split('\r\nEND:VEVENT')[0]!;
    expect(summary.replace(/\r\n /g, '')).toBe(`SUMMARY:${'తెలుగు '.repeat(20)}`);
  });

  it('follows daylight saving: the same UTC hour is a different local hour in summer', () => {
    expect(file({ start: '2030-07-14T00:30:00.000Z', end: '2030-07-14T03:00:00.000Z' })).toContain('DTSTART;TZID=America/Chicago:20300713T193000');
    expect(file({ timeZone: 'Asia/Kolkata' })).toContain('DTSTART;TZID=Asia/Kolkata:20300114T060000');
  });

  it('writes a UTC event as UTC instants, with no VTIMEZONE', () => {
    const ics = file({ timeZone: 'UTC' });
    expect(ics).toContain('DTSTART:20300114T003000Z');
    expect(ics).toContain('DTEND:20300114T030000Z');
    expect(ics).not.toContain('VTIMEZONE');
    expect(ics).not.toContain('TZID');
  });
});
