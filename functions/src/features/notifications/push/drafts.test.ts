import { describe, expect, it } from 'vitest';
import { PUSH_STREAM_FILTER } from '../../../handlers.js';
import { NOTICE_EVENTS, noticeRule } from '../policy.js';
import { PUSHED_BELL_KINDS, PUSHED_WITHOUT_BELL, pushDraftOf } from './drafts.js';

/** No message is pushed here: these cases are bell items and reminders (push.test.ts sends messages). */
const noMessages = async () => undefined;

describe('what is pushed', () => {
  it('the stream filter passes exactly the writes of the policy’s pushed events', () => {
    const pushed = NOTICE_EVENTS.filter((event) => noticeRule(event).push);
    expect(pushed.sort()).toEqual(['connection.accepted', 'event.today', 'intro.accepted', 'message.sent', 'rsvp.promoted']);
    expect([...PUSH_STREAM_FILTER.bellKinds].sort()).toEqual([...PUSHED_BELL_KINDS].sort());
    // Each pushed event without a bell names the write it is pushed from; nothing else is.
    expect(pushed.filter((event) => !noticeRule(event).bell).sort()).toEqual(Object.keys(PUSHED_WITHOUT_BELL).sort());
    const sources = [...new Set(Object.values(PUSHED_WITHOUT_BELL).map((source) => source.entity))];
    expect([...PUSH_STREAM_FILTER.pushedWrites].sort()).toEqual(sources.sort());
    expect([...PUSH_STREAM_FILTER.entities].sort()).toEqual(['notification', ...sources].sort());
    expect(PUSH_STREAM_FILTER.removedKeyPrefixes).toEqual(['SESSION#']);
    // One push per coming event: the day's own; the 24-hour reminder is mailed only.
    expect(noticeRule('event.reminder').push).toBeUndefined();
  });

  it('a push-only notice becomes a push while the policy pushes its event', async () => {
    const image = {
      entity: 'pushNotice',
      id: 'event.today.ev-1.2030-03-14T13:30:00.000Z.m-1',
      event: 'event.today',
      memberId: 'm-1',
      title: 'Today: Telugu Business Summit',
      body: 'Starts at 7:00 pm · HICC, Hyderabad — your ticket is in My RSVPs',
      link: '/events?event=ev-1',
      tag: 'event-today.ev-1',
    };
    expect(await pushDraftOf(image, noMessages)).toEqual({
      memberId: 'm-1',
      title: 'Today: Telugu Business Summit',
      body: 'Starts at 7:00 pm · HICC, Hyderabad — your ticket is in My RSVPs',
      link: '/events?event=ev-1',
      tag: 'event-today.ev-1',
      urgency: 'normal',
    });
    // An event the policy does not push (or pushes from another write), or a notice missing what a device shows: nothing.
    for (const event of ['event.reminder', 'message.sent', 'connection.accepted', 'no.such', undefined]) {
      expect(await pushDraftOf({ ...image, event }, noMessages), String(event)).toBeUndefined();
    }
    for (const field of ['memberId', 'title', 'link', 'tag']) expect(await pushDraftOf({ ...image, [field]: undefined }, noMessages), field).toBeUndefined();
    const { body: _body, ...bodiless } = image;
    expect(await pushDraftOf(bodiless, noMessages)).not.toHaveProperty('body');
  });

  it('an event reminder’s outbox mail is no longer pushed', async () => {
    const image = { entity: 'outboxMail', template: 'event-reminder', memberId: 'm-1', data: JSON.stringify({ memberName: 'Asha', event: { id: 'ev-1' } }) };
    expect(await pushDraftOf(image, noMessages)).toBeUndefined();
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
