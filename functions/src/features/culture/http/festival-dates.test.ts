import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { auditData } from '../../audit/data.js';
import { AUDIT_LOG } from '../../audit/entities/audit-log.js';
import { queryAll } from '../../../platform/db/pages.js';
import { festivalsForYear as computedFestivals } from '../festivals.js';
import { addDays } from '../today.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as change } from './change-festival-date.js';
import { handler as download } from './download-festival-calendar.js';
import { handler as feed } from './get-festival-calendar-feed.js';
import { handler as getFestival } from './get-festival.js';
import { handler as list } from './list-festival-dates.js';
import { handler as upcoming } from './list-upcoming-festivals.js';
import { handler as record } from './record-festival-date.js';
import { handler as remove } from './remove-festival-date.js';

// A festival of this test alone (other files confirm other festivals in the same year partitions).
const FESTIVAL = 'mukkoti-ekadashi-2026';
const YEAR = 2026;
const params = (scope = 'all') => ({ year: String(YEAR), festivalId: FESTIVAL, scope });
const auditOf = (targetId: string) => queryAll(auditData().auditLogs, AUDIT_LOG, { ascending: true, filter: { attr: 'targetId', eq: targetId } });

let member: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  member = await signIn('Lakshmi');
  staff = await signIn('Staff', { role: 'staff' });
});

describe('staff confirm or correct a festival date', () => {
  it('members get 403 on every staff route, and nothing is written', async () => {
    const body = { year: YEAR, festivalId: FESTIVAL, date: '2026-12-21', source: 'Telangana G.O.' };
    expect((await member.call(list, routes.listFestivalDates, { query: { year: String(YEAR) } })).statusCode).toBe(403);
    expect((await member.call(record, routes.recordFestivalDate, { body })).statusCode).toBe(403);
    expect((await member.call(change, routes.changeFestivalDate, { params: params(), body })).statusCode).toBe(403);
    expect((await member.call(remove, routes.removeFestivalDate, { params: params() })).statusCode).toBe(403);
    expect(await auditOf(`${YEAR}/${FESTIVAL}/all`)).toEqual([]);
  });

  it.each([
    [{ festivalId: 'no-such-festival' }, 'festivalId', `No festival no-such-festival in ${YEAR}`],
    [{ date: '2027-01-02' }, 'date', `Date must be in ${YEAR}`],
    [{ date: '2026-02-30' }, 'date', 'Date must be a real calendar date'],
    // Month 13 and day 45 once made `new Date(...).toISOString()` throw: a 500.
    [{ date: '2026-13-45' }, 'date', 'Date must be a real calendar date'],
    [{ year: '0x7ea' }, 'year', 'Year must be a number'],
    [{ year: '2.026e3' }, 'year', 'Year must be a number'],
    [{ source: '  ' }, 'source', 'Source is required: name the holiday order or list the date comes from'],
    [{ state: 'Karnataka' }, 'state', 'State must be one of Andhra Pradesh, Telangana'],
    [{ sourceUrl: 'javascript:alert(1)' }, 'sourceUrl', 'Source link must be a web address starting with https:// or http://'],
  ])('400 for %j naming %s, nothing written', async (bad, field, message) => {
    const body = { year: YEAR, festivalId: FESTIVAL, date: '2026-12-21', source: 'Telangana G.O.', ...bad };
    const answer = await staff.call(record, routes.recordFestivalDate, { body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['body', field], message })]));
    const year = await staff.call(list, routes.listFestivalDates, { query: { year: String(YEAR) } });
    expect(year.json.confirmations.filter((c: { festivalId: string }) => c.festivalId === FESTIVAL)).toEqual([]);
  });

  it('a recorded date is audited, served by the festival API as confirmed, changed, and removed', async () => {
    const computed = computedFestivals(YEAR).find((f) => f.id === FESTIVAL)!;
    const recorded = await staff.call(record, routes.recordFestivalDate, {
      body: { year: YEAR, festivalId: FESTIVAL, date: '2026-12-21', source: 'Telangana Vidvat Sabha 2026', sourceUrl: 'https://example.org/sabha-2026.pdf' },
    });
    expect(recorded.statusCode, JSON.stringify(recorded.json)).toBe(201);
    expect(recorded.json).toMatchObject({ year: YEAR, festivalId: FESTIVAL, date: '2026-12-21', confirmedByName: 'Staff Reddy' });
    expect((await auditOf(`${YEAR}/${FESTIVAL}/all`)).map((e) => [e.action, e.actorId, e.after])).toEqual([
      ['festival_date.record', staff.id, { date: '2026-12-21', source: 'Telangana Vidvat Sabha 2026', sourceUrl: 'https://example.org/sabha-2026.pdf' }],
    ]);

    // Recording again is a conflict: a correction goes through change.
    const again = await staff.call(record, routes.recordFestivalDate, { body: { year: YEAR, festivalId: FESTIVAL, date: '2026-12-22', source: 'x' } });
    expect(again.statusCode).toBe(409);

    const one = await member.call(getFestival, routes.getFestival, { params: { festivalId: FESTIVAL } });
    expect(one.json).toMatchObject({ date: '2026-12-21', dateStatus: 'confirmed', dateSource: 'Telangana Vidvat Sabha 2026' });
    expect(computed.date).not.toBe('2026-12-21');
    const soon = await member.call(upcoming, routes.listUpcomingFestivals, { query: { limit: '50' } });
    expect(soon.json.find((f: { id: string }) => f.id === FESTIVAL)).toMatchObject({ date: '2026-12-21', dateStatus: 'confirmed' });

    // Telangana's own date differs: both states' dates are served.
    const telangana = await staff.call(record, routes.recordFestivalDate, {
      body: { year: YEAR, festivalId: FESTIVAL, state: 'Telangana', date: '2026-12-20', source: 'TS G.O.' },
    });
    expect(telangana.statusCode).toBe(201);
    const both = await member.call(getFestival, routes.getFestival, { params: { festivalId: FESTIVAL } });
    expect(both.json).toMatchObject({
      date: '2026-12-20',
      stateDates: [
        { state: 'Andhra Pradesh', date: '2026-12-21' },
        { state: 'Telangana', date: '2026-12-20' },
      ],
    });

    // The staff list is one Query for the year.
    const counter = countDynamoCommands();
    const year = await staff.call(list, routes.listFestivalDates, { query: { year: String(YEAR) } });
    const counts = readCounts(counter.counts());
    counter.stop();
    expect(year.json.confirmations.filter((c: { festivalId: string }) => c.festivalId === FESTIVAL)).toHaveLength(2);
    expect(year.json.festivals.find((f: { id: string }) => f.id === FESTIVAL)).toMatchObject({ dateStatus: 'confirmed' });
    expect(counts).toMatchObject({ query: 1, scan: 0 });

    const changed = await staff.call(change, routes.changeFestivalDate, {
      params: params(),
      body: { date: '2026-12-20', source: 'Telangana Vidvat Sabha 2026 (corrected)' },
    });
    expect(changed.statusCode, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.sourceUrl).toBeUndefined();
    const [, changeEntry] = await auditOf(`${YEAR}/${FESTIVAL}/all`);
    expect(changeEntry).toMatchObject({
      action: 'festival_date.change',
      before: { date: '2026-12-21', source: 'Telangana Vidvat Sabha 2026', sourceUrl: 'https://example.org/sabha-2026.pdf' },
      after: { date: '2026-12-20', source: 'Telangana Vidvat Sabha 2026 (corrected)', sourceUrl: null },
    });
    const outside = await staff.call(change, routes.changeFestivalDate, { params: params(), body: { date: '2025-12-20', source: 'x' } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json.issues).toEqual([{ path: ['body', 'date'], message: `Date must be in ${YEAR}` }]);
    const impossible = await staff.call(change, routes.changeFestivalDate, { params: params(), body: { date: '2026-13-45', source: 'x' } });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json.issues).toEqual([{ path: ['body', 'date'], message: 'Date must be a real calendar date' }]);

    for (const scope of ['all', 'telangana']) {
      expect((await staff.call(remove, routes.removeFestivalDate, { params: params(scope) })).statusCode).toBe(200);
    }
    expect((await staff.call(remove, routes.removeFestivalDate, { params: params() })).statusCode).toBe(404);
    expect((await auditOf(`${YEAR}/${FESTIVAL}/all`)).map((e) => e.action)).toEqual(['festival_date.record', 'festival_date.change', 'festival_date.remove']);
    const back = await member.call(getFestival, routes.getFestival, { params: { festivalId: FESTIVAL } });
    expect(back.json).toMatchObject({ date: computed.date, dateStatus: 'computed' });
    expect(back.json.dateSource).toBeUndefined();
  });
});

describe('calendar files', () => {
  it('the feed is public and holds one all-day VEVENT per festival of this year and the next two', async () => {
    const answer = await invoke(feed, apiEvent(routes.getFestivalCalendarFeed));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = answer.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const year = new Date().getUTCFullYear();
    const expected = [year, year + 1, year + 2].flatMap(computedFestivals);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(expected.length);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(expected.length);
    for (const festival of expected) expect(lines).toContain(`DTSTART;VALUE=DATE:${festival.date.replace(/-/g, '')}`);
    expect(new Set(lines.filter((l) => l.startsWith('UID:'))).size).toBe(expected.length);
  });

  it('one festival downloads as an .ics attachment with its all-day date (members only)', async () => {
    const ugadi = computedFestivals(2027).find((f) => f.id === 'ugadi-2027')!;
    const answer = await member.call(download, routes.downloadFestivalCalendar, { params: { festivalId: 'ugadi-2027' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="ugadi-2027.ics"');
    const lines = answer.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        `DTSTART;VALUE=DATE:${ugadi.date.replace(/-/g, '')}`,
        `DTEND;VALUE=DATE:${addDays(ugadi.endDate, 1).replace(/-/g, '')}`,
        `SUMMARY:${ugadi.name} (ఉగాది)`,
      ]),
    );
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(
      (
        await invoke(
          download,
          apiEvent(routes.downloadFestivalCalendar, { path: '/api/festivals/ugadi-2027/calendar', pathParameters: { festivalId: 'ugadi-2027' } }),
        )
      ).statusCode,
    ).toBe(401);
    expect((await member.call(download, routes.downloadFestivalCalendar, { params: { festivalId: 'nope' } })).statusCode).toBe(404);
  });
});
