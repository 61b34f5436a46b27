import { DELETED_MESSAGE_TEXT, MESSAGE_LIMITS, type Member, type Message } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { isConditionFailed } from '../../platform/db/errors.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';
import { messagesData } from './data.js';
import { otherOrNotFound } from './thread-state.js';
import { previewOf, toMessage, type StoredMessage } from './thread-view.js';

export const MESSAGE_NOT_FOUND = 'Message not found';
export const NOT_YOUR_MESSAGE = 'You can only change messages you sent';
export const EDIT_WINDOW_PASSED = `A message can be edited for ${MESSAGE_LIMITS.editMinutes} minutes after it is sent`;
export const ALREADY_DELETED = 'This message was deleted';

/** A message of the caller's thread (404 for a non-party or an unknown message) that the caller sent (403 otherwise). */
async function ownMessage(caller: Member, threadId: string, messageId: string): Promise<StoredMessage> {
  otherOrNotFound(threadId, caller);
  const { Item } = await messagesData().messages.build(GetItemCommand).key({ threadId, id: messageId }).options({ consistent: true }).send();
  if (!Item) throw new NotFoundError(MESSAGE_NOT_FOUND);
  if (Item.senderId !== caller.id) throw new ForbiddenError(NOT_YOUR_MESSAGE);
  if (Item.deleted) throw new ConflictError(ALREADY_DELETED);
  return Item;
}

/** The message changed and the thread's version bumped (its readers' ETag changes), in one transaction; the message must still be live. */
async function writeChange(message: StoredMessage, change: Partial<Pick<StoredMessage, 'body' | 'editedAt' | 'deleted'>>): Promise<void> {
  const { messages, threads } = messagesData();
  await writeTransaction(
    [
      {
        name: 'message',
        write: messages
          .build(UpdateTransaction)
          .item({ threadId: message.threadId, id: message.id, ...change })
          .options({
            condition: {
              and: [
                { attr: 'id', exists: true },
                { attr: 'deleted', ne: true },
              ],
            },
          }),
      },
      { name: 'thread', write: threads.build(UpdateTransaction).item({ id: message.threadId, version: $add(1) }) },
    ],
    { message: () => new ConflictError(ALREADY_DELETED) },
  );
  // The inbox's preview follows when it is this message (only then: the condition leaves a later last message alone).
  try {
    await threads
      .build(UpdateItemCommand)
      .item({
        id: message.threadId,
        lastMessage: $set({
          id: message.id,
          senderId: message.senderId,
          sentAt: message.sentAt,
          preview: change.deleted ? DELETED_MESSAGE_TEXT : previewOf(change.body ?? message.body),
          ...(change.deleted ? { deleted: true } : {}),
        }),
      })
      .options({ condition: { attr: 'lastMessage.id', eq: message.id } })
      .send();
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** PATCH …/messages/{messageId}: the sender's new text, within the edit window (409 after it). */
export async function editMessage(caller: Member, threadId: string, messageId: string, body: string, now = Date.now()): Promise<Message> {
  const message = await ownMessage(caller, threadId, messageId);
  if (now - Date.parse(message.sentAt) > MESSAGE_LIMITS.editMinutes * 60_000) throw new ConflictError(EDIT_WINDOW_PASSED);
  const change = { body: body.trim(), editedAt: new Date(now).toISOString() };
  await writeChange(message, change);
  return toMessage({ ...message, ...change });
}

/** DELETE …/messages/{messageId}: the sender's message keeps its place with an empty body and `deleted`. */
export async function deleteMessage(caller: Member, threadId: string, messageId: string): Promise<Message> {
  const message = await ownMessage(caller, threadId, messageId);
  const change = { body: '', deleted: true };
  await writeChange(message, change);
  return toMessage({ ...message, ...change });
}
