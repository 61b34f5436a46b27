import { displayName } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { getTogether } from '../../platform/db/get-together.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { queryAll } from '../../platform/db/pages.js';
import { mailRecipient, memberLookup } from '../members/index.js';
import { messagesData } from './data.js';
import { messagesAfter, otherMemberOf } from './entities/message-keys.js';
import { messagesMail, type MessagesMailData } from './mail/data.js';

/** Where the mail takes the member: the thread in the web app. */
export const threadLink = (threadId: string): string => `/messages/${encodeURIComponent(threadId)}`;

/**
 * A thread's pending unread-messages mail, expanded when due: one
 * `messages-unread` mail listing every message from the other member the
 * recipient has neither read nor been mailed yet, oldest first; none when
 * they read it meanwhile, muted the thread, or either side blocked. The
 * newest message listed is remembered, so the next mail lists only later ones.
 */
export async function expandUnreadMessages(data: MessagesMailData['unread-messages-due'], item: { id: string }): Promise<number> {
  const { threadId, memberId } = data;
  const otherId = otherMemberOf(threadId, memberId);
  if (!otherId) return 0;
  const { participants, messages } = messagesData();
  const [mine, theirs, sender] = await getTogether(
    [{ entity: participants, key: { threadId, memberId } }, { entity: participants, key: { threadId, memberId: otherId } }, memberLookup(otherId)] as const,
    { consistent: true },
  );
  if (!mine || mine.unread === 0 || mine.muted || mine.blocked || theirs?.blocked) return 0;
  const from = [mine.readUpTo, mine.mailedUpTo]
    .filter((id): id is string => Boolean(id))
    .sort()
    .at(-1);
  const unread = (await queryAll(messages, messagesAfter(threadId, from), { ascending: true, consistent: true })).filter(
    (message) => message.senderId === otherId && !message.deleted,
  );
  const recipient = await mailRecipient(memberId);
  if (!unread.length || !recipient?.email) return 0;
  const newest = unread.at(-1)!.id;
  const queued = await messagesMail.once({
    id: `${item.id}.mail`,
    template: 'messages-unread',
    to: recipient.email,
    memberId,
    data: {
      memberName: recipient.name,
      fromName: sender ? displayName(sender) : 'A former member',
      link: threadLink(threadId),
      messages: unread.map((message) => ({ body: message.body, sentAt: message.sentAt })),
    },
  });
  try {
    await participants
      .build(UpdateItemCommand)
      .item({ threadId, memberId, mailedUpTo: newest })
      .options({
        condition: {
          or: [
            { attr: 'mailedUpTo', exists: false },
            { attr: 'mailedUpTo', lt: newest },
          ],
        },
      })
      .send();
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
  return queued ? 1 : 0;
}
