import { describe, expect, it } from 'vitest';
import { PUSH_STREAM_FILTER } from '../../../handlers.js';
import { NOTICE_EVENTS, noticeRule } from '../policy.js';
import { PUSHED_BELL_KINDS, PUSHED_WITHOUT_BELL, pushDraftOf } from './drafts.js';

/** No message is pushed here: these cases are bell items and reminders (push.test.ts sends messages). */
const noMessages = async () => undefined;

describe('what is pushed', () => {
  it('the stream filter passes exactly the writes of the policy’s pushed events', () => {
    const pushed = NOTICE_EVENTS.filter((event) => noticeRule(event).push);
    expect(pushed.sort()).toEqual(['connection.accepted', 'event.reminder', 'intro.accepted', 'message.sent', 'rsvp.promoted']);
    expect([...PUSH_STREAM_FILTER.bellKinds].sort()).toEqual([...PUSHED_BELL_KINDS].sort());
    // Each pushed event without a bell names the write it is pushed from; nothing else is.
    expect(pushed.filter((event) => !noticeRule(event).bell).sort()).toEqual(Object.keys(PUSHED_WITHOUT_BELL).sort());
    const sources = Object.values(PUSHED_WITHOUT_BELL);
    expect([...PUSH_STREAM_FILTER.entities].sort()).toEqual(['notification', ...sources.map((source) => source.entity)].sort());
    expect([...PUSH_STREAM_FILTER.mailTemplates]).toEqual(sources.flatMap((source) => ('template' in source ? [source.template] : [])));
    expect(PUSH_STREAM_FILTER.removedKeyPrefixes).toEqual(['SESSION#']);
  });

  it('an event reminder’s outbox mail becomes a push in the event’s own time zone', async () => {
    const event = {
      id: 'ev-1',
      title: 'Telugu Business Summit',
      startTime: '2030-03-14T13:30:00.000Z',
      endTime: '2030-03-14T17:00:00.000Z',
      timeZone: 'Asia/Kolkata',
      place: 'HICC',
    };
    const image = { entity: 'outboxMail', template: 'event-reminder', memberId: 'm-1', data: JSON.stringify({ memberName: 'Asha', event }) };
    expect(await pushDraftOf(image, noMessages)).toEqual({
      memberId: 'm-1',
      title: 'Reminder: Telugu Business Summit',
      body: expect.stringMatching(/14 Mar.*7:00\spm · HICC/),
      link: '/events/ev-1',
      tag: 'event-reminder.ev-1',
      urgency: 'normal',
    });
    // Another template, a mail outside the club, or data that is not the snapshot: nothing.
    expect(await pushDraftOf({ ...image, template: 'rsvp-confirmed' }, noMessages)).toBeUndefined();
    expect(await pushDraftOf({ ...image, memberId: undefined }, noMessages)).toBeUndefined();
    expect(await pushDraftOf({ ...image, data: '{"event":1}' }, noMessages)).toBeUndefined();
    expect(await pushDraftOf({ ...image, data: 'not json' }, noMessages)).toBeUndefined();
  });

  it('a bell item is pushed only when its kind is', async () => {
    const bell = { entity: 'notification', id: 'n-1', userId: 'm-1', kind: 'waitlist_promoted', title: 'You have a seat', link: '/events/ev-1' };
    expect(await pushDraftOf(bell, noMessages)).toEqual({
      memberId: 'm-1',
      title: 'You have a seat',
      link: '/events/ev-1',
      tag: 'notification.n-1',
      urgency: 'normal',
    });
    expect(await pushDraftOf({ ...bell, kind: 'post_reply' }, noMessages)).toBeUndefined();
  });
});
