import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededDemoTable } from '../test/demo-table.js';
import { notificationSchema, type NotificationKind } from '@club/shared';
import { notificationsOf } from '@club/functions/features/notifications/entities/notification';
import { queryAll } from '@club/functions/platform/db/pages';
import { notificationData } from '@club/functions/features/notifications/data';
import { markAllNotificationsRead } from '@club/functions/features/notifications/notifications';
import { unreadNotificationCount } from '@club/functions/features/notifications/notifications-reads';
import type { Member } from '@club/shared';
import { demoMembers } from './demo-data.js';
import { seedNotifications } from './notifications-data.js';

beforeAll(() => useSeededDemoTable('seed-notifications'));

const bellOf = async (memberId: string) => queryAll(notificationData().notifications, notificationsOf(memberId));
const everyBell = async () =>
  (await Promise.all(demoMembers.map(async (member) => [member.id, await bellOf(member.id)] as const))).filter(([, bell]) => bell.length);
const asMember = (id: string) => ({ id }) as Member;

describe('seedNotifications', () => {
  it('tells demo members of replies, interests, requests, introductions, RSVP answers and matches, each counter matching its items', async () => {
    const bells = await everyBell();
    const kinds = new Set(bells.flatMap(([, bell]) => bell.map((n) => n.kind)));
    const expected: NotificationKind[] = [
      'post_reply',
      'post_interest',
      'connection_request',
      'intro_requested',
      'intro_approved',
      'intro_accepted',
      'rsvp_approved',
      'rsvp_declined',
      'match_accepted',
    ];
    for (const kind of expected) expect(kinds, kind).toContain(kind);
    for (const [memberId, bell] of bells) {
      for (const item of bell) expect(() => notificationSchema.parse(item)).not.toThrow();
      expect(
        bell.every((n) => n.link.startsWith('/')),
        memberId,
      ).toBe(true);
      expect((await unreadNotificationCount(asMember(memberId))).count, memberId).toBe(bell.filter((n) => !n.read).length);
    }
    const ramesh = await bellOf('demo-ramesh-reddy');
    expect(ramesh.length).toBeGreaterThan(0);
  });

  it('adds nothing on a second run, and what a member read stays read', async () => {
    const before = await everyBell();
    await markAllNotificationsRead(asMember('demo-ramesh-reddy'));

    expect(await seedNotifications()).toEqual({ notifications: 0 });

    const after = await everyBell();
    expect(after.map(([id, bell]) => [id, bell.length])).toEqual(before.map(([id, bell]) => [id, bell.length]));
    expect((await bellOf('demo-ramesh-reddy')).every((n) => n.read)).toBe(true);
    expect((await unreadNotificationCount(asMember('demo-ramesh-reddy'))).count).toBe(0);
  });
});
