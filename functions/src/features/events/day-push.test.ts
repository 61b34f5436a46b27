import { describe, expect, it } from 'vitest';
import { DAY_PUSH_AHEAD_MS, dayPushOf } from './day-push.js';

const summit = {
  id: 'ev 1',
  title: 'Telugu Business Summit',
  // 7:00 pm in Hyderabad.
  startTime: '2030-03-14T13:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  isVirtual: false,
  venue: 'HICC',
  city: 'Hyderabad',
};
const before = (event: { startTime: string }, ms = DAY_PUSH_AHEAD_MS) => new Date(Date.parse(event.startTime) - ms);

describe('the event-day push', () => {
  it('says today, the local start time and the venue, and opens the event; once per event and start, kept a day past it', () => {
    expect(dayPushOf(summit, 'm-1', before(summit))).toEqual({
      memberId: 'm-1',
      onceKey: 'ev 1.2030-03-14T13:30:00.000Z',
      title: 'Today: Telugu Business Summit',
      body: expect.stringMatching(/^Starts at 7:00\spm · HICC, Hyderabad — your ticket is in My RSVPs$/),
      link: '/events?event=ev%201',
      tag: 'event-today.ev 1',
      keepUntil: new Date('2030-03-15T13:30:00.000Z'),
    });
  });

  it('says tomorrow when the event starts in the small hours (its push comes the evening before), in the event’s own zone', () => {
    // 1:30 am in Hyderabad on the 15th; pushed at 10:30 pm on the 14th.
    const lateNight = { ...summit, startTime: '2030-03-14T20:00:00.000Z' };
    expect(dayPushOf(lateNight, 'm-1', before(lateNight)).title).toBe('Tomorrow: Telugu Business Summit');
    // The same instant is still the 14th in London, 8:00 pm.
    const london = { ...lateNight, timeZone: 'Europe/London', venue: 'The Ned', city: 'London' };
    expect(dayPushOf(london, 'm-1', before(london))).toMatchObject({
      title: 'Today: Telugu Business Summit',
      body: expect.stringMatching(/^Starts at 8:00\spm · The Ned, London/),
    });
  });

  it('an online event says so and is joined from the app; an event without a place says only when', () => {
    expect(dayPushOf({ ...summit, isVirtual: true }, 'm-1', before(summit)).body).toMatch(/^Starts at 7:00\spm · Online — join from the app$/);
    const { venue: _venue, city: _city, ...nowhere } = summit;
    expect(dayPushOf(nowhere, 'm-1', before(summit)).body).toMatch(/^Starts at 7:00\spm — your ticket is in My RSVPs$/);
  });
});
