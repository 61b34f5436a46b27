import { displayName } from '@club/shared';
import { getTogether } from '../../platform/db/get-together.js';
import { memberLookup } from '../members/index.js';
import { messagesData } from './data.js';
import { otherMemberOf } from './entities/message-keys.js';
import { threadLink } from './unread-mail.js';

/** The longest message text a push shows (the lock screen shows a line or two). */
const PUSH_BODY_LENGTH = 140;

/** A new message as its stored item names it. */
interface SentMessage {
  threadId: string;
  id: string;
  senderId: string;
  body: string;
  deleted?: boolean;
}

/** What a device is shown of a new message, and to whom; a thread's pushes replace each other (one tag per thread). */
export interface MessagePush {
  memberId: string;
  title: string;
  body: string;
  link: string;
  tag: string;
}

/**
 * The push of a new message to its recipient, or undefined when it tells
 * nobody: the recipient muted the thread, either side blocked the other,
 * or the message is gone. The same rules as the unread-messages mail.
 */
export async function messagePush(message: SentMessage): Promise<MessagePush | undefined> {
  const recipientId = otherMemberOf(message.threadId, message.senderId);
  if (!recipientId || message.deleted || !message.body) return undefined;
  const { participants } = messagesData();
  const [theirs, mine, sender] = await getTogether(
    [
      { entity: participants, key: { threadId: message.threadId, memberId: recipientId } },
      { entity: participants, key: { threadId: message.threadId, memberId: message.senderId } },
      memberLookup(message.senderId),
    ] as const,
    { consistent: true },
  );
  if (!theirs || theirs.muted || theirs.blocked || mine?.blocked) return undefined;
  const text = message.body.length > PUSH_BODY_LENGTH ? `${message.body.slice(0, PUSH_BODY_LENGTH - 1)}…` : message.body;
  return {
    memberId: recipientId,
    title: sender ? `${displayName(sender)} sent you a message` : 'New message',
    body: text,
    link: threadLink(message.threadId),
    tag: `thread.${message.threadId}`,
  };
}
