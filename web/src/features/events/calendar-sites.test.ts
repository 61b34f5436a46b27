import { describe, expect, it } from 'vitest';
import { calendarSiteLinks } from './calendar-sites';

const entry = {
  title: 'Dallas Networking & Dinner',
  start: '2026-12-11T18:30:00-06:00',
  end: '2026-12-12T03:00:00.000Z',
  details: 'Telugu executives across DFW.\nDress: business casual',
  location: 'The Westin Galleria, Dallas',
};

describe('calendarSiteLinks', () => {
  it('fills Google Calendar’s template: title, UTC start/end in the basic form, details and place', () => {
    const url = new URL(calendarSiteLinks(entry).google);
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Dallas Networking & Dinner');
    expect(url.searchParams.get('dates')).toBe('20261212T003000Z/20261212T030000Z');
    expect(url.searchParams.get('details')).toBe(entry.details);
    expect(url.searchParams.get('location')).toBe('The Westin Galleria, Dallas');
  });

  it('fills Outlook’s compose page: subject, ISO start/end in UTC, body and place', () => {
    const url = new URL(calendarSiteLinks(entry).outlook);
    expect(`${url.origin}${url.pathname}`).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('subject')).toBe('Dallas Networking & Dinner');
    expect(url.searchParams.get('startdt')).toBe('2026-12-12T00:30:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-12-12T03:00:00.000Z');
    expect(url.searchParams.get('body')).toBe(entry.details);
    expect(url.searchParams.get('location')).toBe('The Westin Galleria, Dallas');
  });

  it('encodes spaces as %20 (not +, which not every site reads as a space) and leaves out what the event does not have', () => {
    const { google, outlook } = calendarSiteLinks({ title: 'Online meetup', start: entry.start, end: entry.end });
    expect(google).toContain('text=Online%20meetup');
    expect(outlook).toContain('subject=Online%20meetup');
    expect(google).toContain('&dates=20261212T003000Z/20261212T030000Z');
    expect(google).not.toMatch(/details=|location=/);
    expect(outlook).not.toMatch(/body=|location=/);
  });

  it('shortens a long description so the address stays within what the sites accept', () => {
    const { google } = calendarSiteLinks({ ...entry, details: 'x'.repeat(5_000) });
    expect(new URL(google).searchParams.get('details')!.length).toBeLessThan(1_100);
  });
});
