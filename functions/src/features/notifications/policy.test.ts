import { randomUUID } from 'node:crypto';
import { NOTIFICATION_KINDS } from '@club/shared';
import { describe, expect, it } from 'vitest';
import { notificationsOf } from './entities/notification.js';
import { notificationData } from './data.js';
import { notice } from './notice.js';
import { UNREAD_NOTIFICATIONS } from './notify.js';
import { NOTICE_EVENTS, NOTICE_POLICY, noticeRule, type NoticeEvent } from './policy.js';
import { summaryWindow } from './windows.js';
import { queryAll } from '../../platform/db/pages.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { mailQueue } from '../../platform/mail/outbox.js';
import { mailTemplate } from '../../outbox/templates.js';
import { outboxFor } from '../../test/outbox.js';
import { memberScope, readCounter } from '../stats/index.js';

/** Templates whose producers are built beside this table: named here until they land. None today. */
const PRODUCED_ELSEWHERE = new Set<string>([]);

/** Any template name as an outbox write: the walk checks what notice() lets through, not a feature's data. */
const anyMail = mailQueue<Record<string, unknown>>(new Proxy({}, { get: () => 'club' }));

const bellsOf = (userId: string) => queryAll(notificationData().notifications, notificationsOf(userId));

/** An event happening once: two members told, the actor among the drafts (never told), with the channels its rule lists. */
function happen(event: NoticeEvent, people: { actor: string; told: string[] }, onceKey: string, mailIds: Map<string, string>) {
  const rule = noticeRule(event);
  const template = rule.templates?.[0] ?? 'none';
  const parts = {
    ...(rule.bell ? { bell: [...people.told, people.actor].map((userId) => ({ userId, title: `${event} happened`, link: '/' })) } : {}),
    ...(rule.mail === 'now'
      ? {
          mail: people.told.map((memberId) =>
            anyMail.write({ template, to: `${memberId}@example.com`, memberId, data: {}, ...(rule.once ? { id: mailIds.get(memberId)! } : {}) }),
          ),
        }
      : {}),
    actorId: people.actor,
    ...(rule.once ? { onceKey } : {}),
  };
  return writeTransaction(notice(event, parts as never), { notification: 'accept', mail: 'accept' });
}

describe('the notice policy, walked', () => {
  it.each(NOTICE_EVENTS)('%s tells exactly whom its rule says, by exactly its channels, once', async (event) => {
    const rule = noticeRule(event);
    const people = { actor: `actor-${randomUUID()}`, told: [`a-${randomUUID()}`, `b-${randomUUID()}`] };
    const mailIds = new Map(people.told.map((id) => [id, `${event}.${randomUUID()}`]));
    const onceKey = randomUUID();
    if (rule.quiet || rule.mail === 'batched' || rule.mail === 'weekly' || (!rule.bell && !rule.mail)) {
      // Nothing is told in the change's own transaction: no bell, no mail now (a push-only event is pushed from its own write).
      expect(rule.bell).toBeUndefined();
      expect(() => notice(event, { bell: [{ userId: people.told[0]!, title: 't', link: '/' }] } as never)).toThrow(/rings no bell/);
      expect(() => notice(event, { mail: [anyMail.write({ template: 'x', to: 'x@example.com', data: {} })] } as never)).toThrow(/not mailed now/);
      return;
    }
    await happen(event, people, onceKey, mailIds);
    if (rule.once) {
      // The same occurrence again (a retried job, a second click): refused whole, nobody told twice.
      expect(await happen(event, people, onceKey, mailIds)).toBe(false);
    }
    for (const userId of people.told) {
      const bells = await bellsOf(userId);
      expect(bells.map((item) => item.kind)).toEqual(rule.bell ? [rule.bell] : []);
      expect(await readCounter(memberScope(userId), UNREAD_NOTIFICATIONS)).toBe(rule.bell ? 1 : 0);
      const mails = await outboxFor(`${userId}@example.com`);
      expect(mails.map((mail) => mail.template)).toEqual(rule.mail === 'now' ? [rule.templates![0]] : []);
    }
    // The actor is never told of their own act.
    expect(await bellsOf(people.actor)).toEqual([]);
    if (!rule.bell) expect(() => notice(event, { bell: [{ userId: people.told[0]!, title: 't', link: '/' }] } as never)).toThrow(/rings no bell/);
    if (rule.mail !== 'now')
      expect(() => notice(event, { mail: [anyMail.write({ template: 'x', to: 'x@example.com', data: {} })] } as never)).toThrow(/not mailed now/);
  });

  it('gives every bell kind to an event of the table: nothing rings the bell outside it', () => {
    const rung = new Set(NOTICE_EVENTS.map((event) => noticeRule(event).bell).filter(Boolean));
    expect(NOTIFICATION_KINDS.filter((kind) => !rung.has(kind))).toEqual([]);
  });

  it('names only templates the outbox consumer can send (bar the producers still to come)', () => {
    const named = NOTICE_EVENTS.flatMap((event) => noticeRule(event).templates ?? []).filter((name) => !PRODUCED_ELSEWHERE.has(name));
    expect(named.filter((name) => !mailTemplate(name))).toEqual([]);
  });

  it('a batched event names one summary per recipient per window: the same for every producer in it, another in the next', () => {
    const minutes = NOTICE_POLICY['match.proposed'].windowMinutes;
    const start = Date.UTC(2030, 0, 14, 9, 0);
    const first = summaryWindow('match.proposed', 'm1', start + 1000);
    expect(summaryWindow('match.proposed', 'm1', start + minutes * 60_000 - 1)).toEqual(first);
    expect(summaryWindow('match.proposed', 'm2', start + 1000).id).not.toBe(first.id);
    expect(summaryWindow('match.proposed', 'm1', start + minutes * 60_000).id).not.toBe(first.id);
    expect(Date.parse(first.until) - Date.parse(first.since)).toBe(minutes * 60_000);
  });
});
