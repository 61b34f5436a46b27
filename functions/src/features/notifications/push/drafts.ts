import { onFirstUse } from '@club/shared';
import * as z from '@club/shared/zod';
import { NOTICE_POLICY, type NoticeEvent } from '../policy.js';

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

/** The policy's pushed events without a bell, and the write each is pushed from. */
export const PUSHED_WITHOUT_BELL = {
  'message.sent': { entity: 'threadMessage' },
  'event.reminder': { entity: 'outboxMail', template: 'event-reminder' },
} as const satisfies Partial<Record<NoticeEvent, { entity: string; template?: string }>>;

/** What the push needs of a reminder mail's data (the events feature's snapshot). */
const reminderData = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    event: z.object({ id: z.string(), title: z.string(), startTime: z.string(), timeZone: z.string(), place: z.optional(z.string()) }),
  }),
);

/** "Tomorrow, 7:00 pm · Taj Krishna" in the event's own time zone. */
function whenAndWhere(event: z.infer<typeof reminderData>['event']): string {
  const time = new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: event.timeZone,
  }).format(new Date(event.startTime));
  return event.place ? `${time} · ${event.place}` : time;
}

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
 * a pushed kind, a message (none while muted or blocked), an event
 * reminder's outbox mail. `image` is the stream's new image, plain.
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
    case PUSHED_WITHOUT_BELL['event.reminder'].entity: {
      const memberId = str('memberId');
      if (str('template') !== PUSHED_WITHOUT_BELL['event.reminder'].template || !memberId) return undefined;
      let data: unknown;
      try {
        data = JSON.parse(str('data') ?? '');
      } catch {
        return undefined;
      }
      const parsed = reminderData.safeParse(data);
      if (!parsed.success) return undefined;
      const { event } = parsed.data;
      return {
        memberId,
        title: `Reminder: ${event.title}`,
        body: whenAndWhere(event),
        link: `/events/${encodeURIComponent(event.id)}`,
        tag: `event-reminder.${event.id}`,
        urgency: 'normal',
      };
    }
    default:
      return undefined;
  }
}
