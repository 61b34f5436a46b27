import { describe, expect, it } from 'vitest';
import { DROPPED_CONTROLS, hex } from '../../test/control-characters.js';
import { fold, icalText, icalendar } from './icalendar.js';

const file = (event: Partial<Parameters<typeof icalendar>[0]['event']> = {}) =>
  icalendar(
    {
      name: 'Telugu Executive Club',
      company: 'Telugu Executive Club',
      product: 'Events',
      event: {
        uid: 'e1@telugu-executive-club',
        start: '2030-01-14T00:30:00.000Z',
        end: '2030-01-14T03:00:00.000Z',
        timeZone: 'America/Chicago',
        summary: 'Dallas; Networking, Evening',
        ...event,
      },
    },
    new Date('2026-11-24T20:45:17.123Z'),
  );

describe('icalendar', () => {
  // The lines ical-generator 10 wrote for the same event (DTSTAMP now in UTC, as RFC 5545 asks; folded at the full 75 octets).
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
      'DESCRIPTION:line one\\nline two with a very long text that should be folded ',
      ' because it is longer than seventy five octets ok',
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN="Ravi Kumar":MAILTO:ravi',
      ' @example.com',
      'URL;VALUE=URI:https://meet.example.com/x',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('folds at 75 octets without splitting a character', () => {
    const ics = file({ summary: 'తెలుగు '.repeat(20) });
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const summary = lines
      .slice(lines.findIndex((l) => l.startsWith('SUMMARY:')))
      .join('\r\n')
      .split('\r\nEND:VEVENT')[0]!;
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

describe('icalText (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon and comma, and writes each line break as \\n', () => {
    expect(icalText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(icalText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it.each(DROPPED_CONTROLS.map((char) => [hex(char), char]))('drops %s', (_, char) => {
    expect(icalText(`Agenda${char}ATTENDEE:mailto:x@evil.example`)).toBe('AgendaATTENDEE:mailto:x@evil.example');
  });
});

describe('icalendar: hostile member text', () => {
  const every = DROPPED_CONTROLS.join('');
  const injected = `Dinner${every}END:VEVENT\r\nBEGIN:VEVENT${every}\u0085X-INJECTED:1`;

  it('writes no control character but the CRLF line ends, and every line is a property or a fold', () => {
    const ics = file({
      summary: injected,
      description: injected,
      location: injected,
      url: `https://meet.example.com/${every}x`,
      attendees: [{ name: injected, email: `ravi${every}@example.com` }],
    });
    const lines = ics.split('\r\n');
    for (const line of lines) {
      for (const char of DROPPED_CONTROLS) expect(line.includes(char), `${hex(char)} in ${JSON.stringify(line)}`).toBe(false);
      expect(line).not.toMatch(/[\r\n]/);
      expect(line).toMatch(/^([A-Z-]+[;:]| )/);
    }
    const unfolded = ics.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(unfolded.filter((l) => l.startsWith('X-INJECTED'))).toEqual([]);
    expect(unfolded).toContain('SUMMARY:DinnerEND:VEVENT\\nBEGIN:VEVENTX-INJECTED:1');
    expect(unfolded).toContain('URL;VALUE=URI:https://meet.example.com/x');
    expect(unfolded).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN="DinnerEND:VEVENT^nBEGIN:VEVENTX-INJECTED:1":MAILTO:ravi@example.com');
  });

  it("writes a quote in an attendee name as ^' (RFC 6868), so it cannot end the parameter", () => {
    const ics = file({ attendees: [{ name: 'Ravi "x":MAILTO:evil@example.com;X="', email: 'ravi@example.com' }] });
    expect(ics.replace(/\r\n /g, '')).toContain("CN=\"Ravi ^'x^':MAILTO:evil@example.com;X=^'\":MAILTO:ravi@example.com");
  });
});

describe('fold (RFC 5545 §3.1)', () => {
  const octets = (line: string) => Buffer.byteLength(line);

  it('keeps a line of 75 octets whole and breaks the 76th onto a continuation line', () => {
    expect(fold('x'.repeat(75))).toBe('x'.repeat(75));
    expect(fold('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(
      fold('x'.repeat(75 + 74 + 1))
        .split('\r\n')
        .map(octets),
    ).toEqual([75, 75, 2]);
  });

  it.each([
    ['Telugu (3 octets)', 'తెలుగు'],
    ['emoji (4 octets)', '😀👨‍👩‍👧'],
    ['accents (2 octets)', 'é'],
  ])('never splits a UTF-8 sequence of %s and unfolds to the same text', (_, sample) => {
    for (let pad = 0; pad < 4; pad++) {
      const line = `DESCRIPTION:${'x'.repeat(pad)}${sample.repeat(40)}`;
      const folded = fold(line).split('\r\n');
      for (const part of folded) {
        expect(octets(part)).toBeLessThanOrEqual(75);
        expect(part).not.toContain('\uFFFD');
        expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      }
      // Every line but the last is full to within one character.
      for (const part of folded.slice(0, -1)) expect(octets(part)).toBeGreaterThan(75 - 4);
      expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
    }
  });
});
