import type { NamedWrite } from '../../platform/db/transaction.js';
import type { NotificationDraft } from './notify.js';
import { notifyWrites } from './notify-writes.js';
import { noticeRule, type NoticeEvent, type NoticeRuleOf } from './policy.js';

/** A bell item as a producer drafts it: the policy gives its kind. */
export type BellDraft = Omit<NotificationDraft, 'kind'>;

/** What a producer hands over for an event: exactly the channels its rule lists (a bell the rule has is required, one it lacks refused). */
export type NoticeParts<E extends NoticeEvent> = (NoticeRuleOf<E> extends { bell: string } ? { bell: BellDraft[] } : { bell?: never }) &
  (NoticeRuleOf<E> extends { mail: 'now' } ? { mail: NamedWrite<'mail'>[] } : { mail?: never }) & {
    /** The member whose action it is: never told about it themselves. */
    actorId?: string | undefined;
    /** For a rule sent `once`: a key of this occurrence; the bell items get ids from it and are written only where absent. */
    onceKey?: string;
  };

/**
 * The writes that tell members about one event, for the change's own
 * transaction: the bell items (with the unread counters) and the mails now,
 * as NOTICE_POLICY says. The types hold producers to the table; this check
 * holds code that builds the event name at run time.
 */
export function notice<E extends NoticeEvent>(event: E, parts: NoticeParts<E>): NamedWrite<'notification' | 'counter' | 'mail'>[] {
  const rule = noticeRule(event);
  const { bell, mail, actorId, onceKey } = parts as { bell?: BellDraft[]; mail?: NamedWrite<'mail'>[]; actorId?: string; onceKey?: string };
  if (bell && !rule.bell) throw new Error(`${event} rings no bell`);
  if (mail?.length && rule.mail !== 'now') throw new Error(`${event} is not mailed now`);
  if (rule.once && bell?.length && !onceKey) throw new Error(`${event} is sent once: give it a onceKey`);
  const kind = rule.bell;
  const drafts = kind && bell ? bell.map((draft) => ({ ...draft, kind })) : [];
  return [...notifyWrites(drafts, actorId, rule.once && onceKey ? `${event}.${onceKey}` : undefined), ...(mail ?? [])];
}
