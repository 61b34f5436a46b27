import type { MessageSettings } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { queryAll } from '../../platform/db/pages.js';
import { messagesData } from './data.js';
import { threadsOf } from './entities/message-keys.js';

/*
 * What a member's inbox answers without writing (the unread count, the settings, who they blocked), apart from
 * marking read, blocking, muting and saving settings (read-state.ts): toolbox's write actions run decorators when
 * their modules load, so the bell's count and the search routes carried the write builders while they imported it.
 */

/**
 * Unread messages over the member's inbox threads that are not muted: one
 * Query of their inbox participant items with a filter (the blocked view is
 * another partition, so blocked threads never count).
 */
export async function unreadMessageCount(memberId: string): Promise<number> {
  const items = await queryAll(messagesData().participants, threadsOf(memberId, 'inbox'), {
    filter: {
      and: [
        { attr: 'unread', gt: 0 },
        { attr: 'muted', ne: true },
      ],
    },
  });
  return items.reduce((sum, item) => sum + item.unread, 0);
}

/** The member's message settings (read receipts on when never set). */
export async function readMessageSettings(memberId: string): Promise<MessageSettings> {
  const { Item } = await messagesData().settings.build(GetItemCommand).key({ memberId }).send();
  return { readReceipts: Item?.readReceipts ?? true };
}

/** The members the caller blocked in messages (their blocked threads' other members: one Query); search never answers them. */
export async function membersBlockedInMessages(memberId: string): Promise<Set<string>> {
  const items = await queryAll(messagesData().participants, threadsOf(memberId, 'blocked'));
  return new Set(items.map((item) => item.otherId));
}
