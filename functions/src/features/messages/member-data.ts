import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { all, deletePartition, deleteRows, one, type MemberDataSection, type Row } from '../../platform/db/member-data.js';
import { key } from '../../platform/db/keys.js';
import { queryAll } from '../../platform/db/pages.js';
import { formerMember, membersByIds, personOf } from '../members/index.js';
import { messagesData } from './data.js';
import { SEND_KEY, messagesOf, threadPartition, threadsOf } from './entities/message-keys.js';
import { THREAD_VIEWS, type ThreadParticipantItem } from './entities/thread-participant.js';
import { reportsBy } from './entities/message-report.js';
import { messageReportData } from './report-data.js';

/** The member's side of each of their threads, in the inbox and the blocked view. */
async function sidesOf(memberId: string): Promise<ThreadParticipantItem[]> {
  const { participants } = messagesData();
  return (await Promise.all(THREAD_VIEWS.map((view) => queryAll(participants, threadsOf(memberId, view))))).flat();
}

/** Each thread as the member's inbox shows it: the other member's card (a former member reads "Former member"), why they may talk, mute and block. */
async function threadRows(memberId: string): Promise<Row[]> {
  const sides = await sidesOf(memberId);
  if (!sides.length) return [];
  const { threads } = messagesData();
  const [others, stored] = await Promise.all([
    membersByIds(new Set(sides.map((side) => side.otherId))),
    Promise.all(sides.map((side) => threads.build(GetItemCommand).key({ id: side.threadId }).send())),
  ]);
  return sides.map((side, index) => {
    const other = others.get(side.otherId);
    return {
      threadId: side.threadId,
      other: other ? personOf(other) : formerMember(side.otherId),
      reasons: stored[index]?.Item?.reasons ?? [],
      muted: side.muted,
      blocked: side.blocked,
      lastActivityAt: side.lastActivityAt,
      ...(side.readAt ? { readAt: side.readAt } : {}),
    };
  });
}

/** Every message of the member's threads, sent and received, oldest first per thread; `sentByYou` tells which. */
async function messageRows(memberId: string): Promise<Row[]> {
  const { messages } = messagesData();
  const sides = await sidesOf(memberId);
  const perThread = await Promise.all(sides.map((side) => queryAll(messages, messagesOf(side.threadId), { ascending: true })));
  return perThread.flat().map(({ clientKey: _key, ...message }) => ({ ...message, sentByYou: message.senderId === memberId }));
}

/**
 * What the messages feature keeps about a member. Erasure keeps the messages
 * they sent in the other member's conversation (that member's record of it
 * too; the table pass takes the erased member's name, e-mail and phone out of
 * every body, and the thread shows them as "Former member"), removes their
 * side of each thread and their send keys, and deletes a thread outright once
 * neither member is left to read it. Reports they filed stay for staff, their
 * card there becoming "Former member" in the same pass.
 */
export const messagesMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'message-settings',
      about: 'Your message settings (read receipts)',
      profile: true,
      fate: 'delete',
      remove: (rows) => deleteRows(messagesData().settings, rows),
      read: (id) => one(messagesData().settings, { memberId: id }),
    },
    { kind: 'message-threads', about: 'Your message threads: the other member, why you may talk, mute and block', fate: 'custom', read: threadRows },
    { kind: 'messages', about: 'The messages you sent and received (sentByYou tells which)', fate: 'custom', read: messageRows },
    {
      kind: 'message-reports',
      about: 'Threads you reported to the club’s staff, with the messages the report copied (kept for staff)',
      fate: 'keep',
      read: (id) => all(messageReportData().messageReports, reportsBy(id)),
    },
  ],
  erase: {
    name: 'message-threads',
    when: 'first',
    run: async ({ id }) => {
      const { participants, sendKeys } = messagesData();
      for (const side of await sidesOf(id)) {
        const sent = await all(sendKeys, { partition: threadPartition(side.threadId), range: { beginsWith: key(SEND_KEY, id, '') } });
        await deleteRows(sendKeys, sent);
        await deleteRows(participants, [side as unknown as Row]);
        const { Item: otherSide } = await participants
          .build(GetItemCommand)
          .key({ threadId: side.threadId, memberId: side.otherId })
          .options({ consistent: true })
          .send();
        // Neither member left to read it: the thread, its messages and any send keys go.
        if (!otherSide) await deletePartition(threadPartition(side.threadId));
      }
    },
  },
};
