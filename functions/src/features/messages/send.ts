import { randomBytes } from 'node:crypto';
import { UNREAD_MAIL_DELAY_MINUTES, type Member, type Message, type MessageInput } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { ForbiddenError } from '../../platform/lib/errors.js';
import { messagesData } from './data.js';
import { messagesMail } from './mail/data.js';
import { rateLimited, rateWrite } from './rate.js';
import { otherOrNotFound, readThreadState } from './thread-state.js';
import { SUSPENDED, cannotSendReason, previewOf, toMessage, type StoredMessage } from './thread-view.js';

const SEND_KEY_DAYS = 7;
/** Unread-mail windows: sends in one window share one pending mail, due UNREAD_MAIL_DELAY_MINUTES after the window ends. */
const MAIL_WINDOW_MS = 5 * 60_000;

/** A message id: the server's send time, then random hex, so ids sort as the messages do (sentAt, then id). */
export const newMessageId = (sentAt: string): string => `${sentAt}_${randomBytes(6).toString('hex')}`;

/** The pending unread-messages mail of a send: one per thread, recipient and window (its id), due after the delay. */
export function unreadMailWrite(threadId: string, recipientId: string, now: number): NamedWrite<'mail'> {
  const windowStart = now - (now % MAIL_WINDOW_MS);
  return messagesMail.upsertOnce({
    id: `messages-unread.${threadId}.${recipientId}.${windowStart}`,
    template: 'unread-messages-due',
    // A pending item stands for a mail the expander may write; the address is read then (none when gone).
    to: recipientId,
    memberId: recipientId,
    dueAt: new Date(windowStart + MAIL_WINDOW_MS + UNREAD_MAIL_DELAY_MINUTES * 60_000).toISOString(),
    data: { threadId, memberId: recipientId },
  });
}

/** A send refused by a condition on the thread or a side: read the thread to say why. */
class SendRefused extends Error {}
/** The same clientKey was already posted: answer that message. */
class AlreadySent extends Error {}

/** A message and its thread's other member, as one send attempt writes them. */
interface Attempt {
  message: StoredMessage;
  answer: Message;
  otherId: string;
  now: number;
}

/**
 * One send attempt's transaction: the message, the thread's last message
 * and version, the recipient's unread + 1 and both sides' last activity, the
 * send key, the sender's count this minute and the recipient's pending mail.
 * Every condition is in it: the thread has a reason left and its last
 * message is older (a send whose time fell behind another's is tried again
 * with a new time, so the thread's last message is its newest), neither side
 * blocked, under the rate limit, the key is new.
 */
async function writeSend({ message, answer, otherId, now }: Attempt): Promise<void> {
  const { messages, threads, participants, sendKeys } = messagesData();
  const { threadId, senderId, clientKey, sentAt } = message;
  const notBlocked = { attr: 'blocked', ne: true } as const;
  await writeTransaction(
    [
      {
        name: 'sendKey',
        write: sendKeys
          .build(PutTransaction)
          .item({ threadId, senderId, clientKey, messageId: message.id, message: answer, expiresAt: Math.ceil(now / 1000) + SEND_KEY_DAYS * 86_400 })
          .options({ condition: { attr: 'messageId', exists: false } }),
      },
      {
        name: 'message',
        write: messages
          .build(PutTransaction)
          .item(message)
          .options({ condition: { attr: 'id', exists: false } }),
      },
      {
        name: 'thread',
        write: threads
          .build(UpdateTransaction)
          .item({ id: threadId, version: $add(1), lastMessage: $set({ id: message.id, senderId, preview: previewOf(message.body), sentAt }) })
          .options({
            condition: {
              and: [
                { attr: 'id', exists: true },
                { size: 'reasons', gt: 0 },
                {
                  or: [
                    { attr: 'lastMessage', exists: false },
                    { attr: 'lastMessage.id', lt: message.id },
                  ],
                },
              ],
            },
          }),
      },
      {
        name: 'mine',
        write: participants
          .build(UpdateTransaction)
          .item({ threadId, memberId: senderId, lastActivityAt: sentAt })
          .options({ condition: { and: [{ attr: 'threadId', exists: true }, notBlocked] } }),
      },
      {
        name: 'theirs',
        write: participants
          .build(UpdateTransaction)
          .item({ threadId, memberId: otherId, lastActivityAt: sentAt, unread: $add(1) })
          .options({ condition: { and: [{ attr: 'threadId', exists: true }, notBlocked] } }),
      },
      rateWrite(senderId, 'minute', now),
      unreadMailWrite(threadId, otherId, now),
    ],
    {
      sendKey: () => new AlreadySent(),
      rate: () => rateLimited('minute', now),
      thread: () => new SendRefused(),
      mine: () => new SendRefused(),
      theirs: () => new SendRefused(),
    },
  );
}

/**
 * Sends a message: one transaction, one round (writeSend). A retry with the
 * same clientKey reads the message posted (one read); a refusal reads the
 * thread to say why (403, or 404 for no thread of the caller's), or, when
 * nothing refuses it (another send came first), tries again. Contention
 * (concurrent sends) is retried with a fresh send time.
 */
export async function sendMessage(
  caller: Member,
  threadId: string,
  input: MessageInput,
  options: { asStaff?: boolean; clock?: () => number } = {},
): Promise<Message> {
  const otherId = otherOrNotFound(threadId, caller);
  if (caller.messagingSuspendedAt && !options.asStaff) throw new ForbiddenError(SUSPENDED);
  const body = input.body.trim();
  const clientKey = input.clientKey.trim();
  const context = input.context?.trim();
  try {
    return await retryOnContention(async () => {
      const now = (options.clock ?? Date.now)();
      const sentAt = new Date(now).toISOString();
      const message: StoredMessage = { threadId, id: newMessageId(sentAt), senderId: caller.id, body, sentAt, clientKey, ...(context ? { context } : {}) };
      const answer = toMessage(message);
      try {
        await writeSend({ message, answer, otherId, now });
        return answer;
      } catch (error) {
        if (!(error instanceof SendRefused)) throw error;
        const why = await whyRefused(caller, threadId);
        if (why) throw why;
        return READ_AGAIN;
      }
    });
  } catch (error) {
    if (!(error instanceof AlreadySent)) throw error;
    const { Item } = await messagesData().sendKeys.build(GetItemCommand).key({ threadId, senderId: caller.id, clientKey }).options({ consistent: true }).send();
    if (!Item) throw error;
    return Item.message;
  }
}

/** Why a send was refused: 404 for no thread of the caller's, a 403 with what the composer says, or undefined (nothing refuses it now). */
async function whyRefused(caller: Member, threadId: string): Promise<Error | undefined> {
  const state = await readThreadState(threadId, caller, { consistent: true }).catch((error: unknown) => error as Error);
  if (state instanceof Error) return state;
  const why = cannotSendReason({ caller, thread: state.thread, mine: state.mine, theirs: state.theirs, otherExists: Boolean(state.other) });
  return why ? new ForbiddenError(why) : undefined;
}
