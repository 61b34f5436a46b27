import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key, linkedKey } from '../../../platform/db/keys.js';
import { PARTICIPANT, activityKey, threadPartition, threadsOf } from './message-keys.js';

/** Where a participant lists the thread: the inbox, or (blocked by them) the blocked view. */
export const THREAD_VIEWS = ['inbox', 'blocked'] as const;
export type ThreadView = (typeof THREAD_VIEWS)[number];

const schema = item({
  threadId: string().key(),
  memberId: string().key(),
  otherId: string(),
  /** Messages from the other this member has not read (kept while muted; the thread and the totals show 0 then). */
  unread: number().default(0),
  /** The newest message id this member has read (ids sort by time). */
  readUpTo: string().optional(),
  readAt: string().optional(),
  muted: boolean().default(false),
  /** This member blocked the other: nothing is sent either way. */
  blocked: boolean().default(false),
  view: string()
    .enum(...THREAD_VIEWS)
    .default('inbox'),
  /** The thread's last message or opening: the inbox's order. */
  lastActivityAt: string(),
  /** The newest message id an unread-messages mail listed to this member (the next mail lists only later ones). */
  mailedUpTo: string().optional(),
  // A write that moves the thread (a send, a block) gives `view` and `lastActivityAt` with the key, so both index keys follow.
  gsi1pk: linkedKey(
    (item) => threadsOf(item.memberId as string, item.view as ThreadView).partition,
    (input) => (typeof input.view === 'string' ? threadsOf(input.memberId as string, input.view as ThreadView).partition : undefined),
  ),
  gsi1sk: linkedKey(
    (item) => activityKey(item.lastActivityAt as string, item.threadId as string),
    (input) => (typeof input.lastActivityAt === 'string' ? activityKey(input.lastActivityAt, input.threadId as string) : undefined),
  ),
});

/**
 * One member's side of a thread, in the thread's partition: unread count,
 * read position, mute and block, and last activity, which the member's
 * inbox sorts by (gsi1, per member and view).
 */
export const threadParticipantEntity = () =>
  new Entity({
    name: 'threadParticipant',
    table: clubTable,
    schema,
    computeKey: ({ threadId, memberId }) => ({ pk: threadPartition(threadId), sk: key(PARTICIPANT, memberId) }),
    timestamps: TIMESTAMPS,
  });

export type ThreadParticipantEntity = ReturnType<typeof threadParticipantEntity>;
export type ThreadParticipantItem = FormattedItem<ThreadParticipantEntity>;
