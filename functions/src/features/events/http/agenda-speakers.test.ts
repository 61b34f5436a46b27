import { beforeAll, describe, expect, it } from 'vitest';
import { eventSchema, routes } from '@club/shared';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as createEvent } from './create-event.js';
import { handler as getEvent } from './get-event.js';
import { handler as listMyEvents } from './list-my-events.js';
import { handler as updateEvent } from './update-event.js';

const DAY = 24 * 3600_000;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3600_000).toISOString();
const form = (extra: Record<string, unknown> = {}) => ({
  title: 'Vizag Founders Breakfast',
  type: 'networking',
  startTime: inDays(25),
  endTime: inDays(25, 2),
  timeZone: 'Asia/Kolkata',
  venue: 'Novotel Varun Beach',
  city: 'Visakhapatnam',
  country: 'India',
  ...extra,
});
const issuesOf = (answer: { json: { issues?: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((answer.json.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

let organizer: SignedIn;

beforeAll(async () => {
  organizer = await signIn('Agenda Organizer');
});

const myEventCount = async () => ((await organizer.call(listMyEvents, routes.listMyEvents)).json as unknown[]).length;

describe('an event’s agenda and speakers are arrays of rows', () => {
  it('stores the rows in order and answers them as sent; an edit replaces them whole (a removed row is gone)', async () => {
    const agenda = [{ time: '8:00 AM', title: 'Breakfast', description: 'Idli and pesarattu' }, { title: 'Keynote' }];
    const speakers = [{ name: 'Ravi Kumar', title: 'CFO', company: 'Krishna Rice', bio: 'Exports basmati to 14 countries.' }];
    const created = await organizer.call(createEvent, routes.createEvent, { body: form({ agenda, speakers }) });
    expect(created.statusCode, JSON.stringify(created.json)).toBe(201);
    const { id } = eventSchema.parse(created.json);
    const read = eventSchema.parse((await organizer.call(getEvent, routes.getEvent, { params: { eventId: id } })).json);
    expect(read.agenda).toEqual(agenda);
    expect(read.speakers).toEqual(speakers);
    const reordered = await organizer.call(updateEvent, routes.updateEvent, {
      params: { eventId: id },
      body: form({ agenda: [agenda[1], agenda[0]], speakers }),
    });
    expect(reordered.statusCode, JSON.stringify(reordered.json)).toBe(200);
    expect(eventSchema.parse(reordered.json).agenda).toEqual([
      { title: 'Keynote' },
      { time: '8:00 AM', title: 'Breakfast', description: 'Idli and pesarattu' },
    ]);
    const shorter = await organizer.call(updateEvent, routes.updateEvent, {
      params: { eventId: id },
      body: form({ agenda: [{ title: 'Keynote' }], speakers: [] }),
    });
    expect(shorter.statusCode, JSON.stringify(shorter.json)).toBe(200);
    const after = eventSchema.parse((await organizer.call(getEvent, routes.getEvent, { params: { eventId: id } })).json);
    expect(after.agenda).toEqual([{ title: 'Keynote' }]);
    expect(after.speakers).toEqual([]);
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    [
      'an agenda row without a title',
      { agenda: [{ title: 'Breakfast' }, { time: '9:00 AM', title: '  ' }] },
      'body.agenda.1.title',
      'Agenda item title is required',
    ],
    ['an agenda row that is not an object', { agenda: ['8:00 AM | Breakfast'] }, 'body.agenda.0', ''],
    ['the old line format', { agenda: '8:00 AM | Breakfast | Idli' }, 'body.agenda', ''],
    ['a speaker without a name', { speakers: [{ title: 'CFO', company: 'Krishna Rice' }] }, 'body.speakers.0.name', ''],
    ['a blank speaker name', { speakers: [{ name: ' ', company: 'Krishna Rice' }] }, 'body.speakers.0.name', 'Speaker name is required'],
    ['a too-long agenda time', { agenda: [{ time: 'x'.repeat(51), title: 'Breakfast' }] }, 'body.agenda.0.time', ''],
    ['more than 50 agenda rows', { agenda: Array.from({ length: 51 }, (_, i) => ({ title: `Item ${i + 1}` })) }, 'body.agenda', 'At most 50 agenda items'],
  ];
  it.each(bad)('refuses %s with 400 naming the row, and writes nothing', async (_name, extra, path, message) => {
    const before = await myEventCount();
    const answer = await organizer.call(createEvent, routes.createEvent, { body: form(extra) });
    expect(answer.statusCode).toBe(400);
    const issues = issuesOf(answer);
    expect(Object.keys(issues), JSON.stringify(answer.json)).toContain(path);
    if (message) expect(issues[path]).toBe(message);
    else expect(issues[path]).toMatch(/\S/);
    expect(await myEventCount()).toBe(before);
  });
});
