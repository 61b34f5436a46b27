import { NOTICE_POLICY, noticeRule, type NoticeEvent } from '../policy.js';

/** One notice as a device shows it: `tag` makes a later one with the same tag replace it on the device. */
export interface PushDraft {
  memberId: string;
  title: string;
  body?: string;
  link: string;
  tag: string;
  /** A message is urgent to its reader; the rest may wait for the device to wake. */
  urgency: 'high' | 'normal';
}

/** The bell kinds the policy pushes (their bell item is the push). */
export const PUSHED_BELL_KINDS: readonly string[] = Object.values(NOTICE_POLICY).flatMap((rule) =>
  'push' in rule && rule.push && 'bell' in rule ? [rule.bell as string] : [],
);

/**
 * The policy's pushed events without a bell, and the write each is pushed
 * from: a message from its own item; a push-only notice (nothing else tells
 * of it) from a `pushNotice` its job writes once (push/notices.ts).
 */
export const PUSHED_WITHOUT_BELL = {
  'message.sent': { entity: 'threadMessage' },
  'event.today': { entity: 'pushNotice' },
} as const satisfies Partial<Record<NoticeEvent, { entity: string }>>;

type PushedWithoutBell = keyof typeof PUSHED_WITHOUT_BELL;
/** The events pushed from a `pushNotice`. */
export type PushNoticeEvent = { [E in PushedWithoutBell]: (typeof PUSHED_WITHOUT_BELL)[E]['entity'] extends 'pushNotice' ? E : never }[PushedWithoutBell];

/** True for an event the policy pushes from a `pushNotice` (a stored name is checked against the table as it is now). */
const isPushNoticeEvent = (event: string | undefined): event is PushNoticeEvent =>
  event !== undefined &&
  Object.hasOwn(PUSHED_WITHOUT_BELL, event) &&
  PUSHED_WITHOUT_BELL[event as PushedWithoutBell].entity === 'pushNotice' &&
  noticeRule(event as PushedWithoutBell).push === true;

/** The push of a new message, or undefined while the thread is muted or either side blocked. */
export type MessagePush = (message: {
  threadId: string;
  id: string;
  senderId: string;
  body: string;
  deleted: boolean;
}) => Promise<Omit<PushDraft, 'urgency'> | undefined>;

/**
 * The push a new item of the table stands for, or undefined: a bell item of
 * a pushed kind, a message (none while muted or blocked), a push-only notice
 * of an event the policy pushes. `image` is the stream's new image, plain.
 * `messagePush` is the messages feature's (given by the job, as messages
 * itself tells members through notifications).
 */
export async function pushDraftOf(image: Record<string, unknown>, messagePush: MessagePush): Promise<PushDraft | undefined> {
  const str = (name: string) => (typeof image[name] === 'string' ? (image[name] as string) : undefined);
  switch (image.entity) {
    case 'notification': {
      const [userId, kind, title, link, id] = [str('userId'), str('kind'), str('title'), str('link'), str('id')];
      if (!userId || !kind || !title || !link || !id || !PUSHED_BELL_KINDS.includes(kind)) return undefined;
      const body = str('body');
      return { memberId: userId, title, ...(body ? { body } : {}), link, tag: `notification.${id}`, urgency: 'normal' };
    }
    case PUSHED_WITHOUT_BELL['message.sent'].entity: {
      const [threadId, id, senderId, body] = [str('threadId'), str('id'), str('senderId'), str('body')];
      if (!threadId || !id || !senderId || body === undefined) return undefined;
      const push = await messagePush({ threadId, id, senderId, body, deleted: image.deleted === true });
      return push && { ...push, urgency: 'high' };
    }
    case 'pushNotice': {
      const [memberId, title, link, tag] = [str('memberId'), str('title'), str('link'), str('tag')];
      if (!isPushNoticeEvent(str('event')) || !memberId || !title || !link || !tag) return undefined;
      const body = str('body');
      return { memberId, title, ...(body ? { body } : {}), link, tag, urgency: 'normal' };
    }
    default:
      return undefined;
  }
}
