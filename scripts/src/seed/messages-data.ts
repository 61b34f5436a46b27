import { putAll } from '@club/functions/platform/db/batch-write';
import { getMany } from '@club/functions/platform/db/get-together';
import { memberData } from '@club/functions/features/members/data';
import { messagesData } from '@club/functions/features/messages/data';
import { threadIdOf } from '@club/functions/features/messages/entities/message-keys';
import { reasonsBetween } from '@club/functions/features/messages/may-talk';
import { previewOf } from '@club/functions/features/messages/thread-view';

/** A demo conversation: two members the network seed connects, and what each wrote, oldest first (`a` or `b`, text). */
interface DemoConversation {
  a: string;
  b: string;
  /** Messages of `b` that `a` has not read (the newest ones). */
  unreadByA: number;
  messages: ['a' | 'b', string][];
}

const CONVERSATIONS: DemoConversation[] = [
  {
    a: 'demo-ramesh-reddy',
    b: 'demo-srinivas-chowdary',
    unreadByA: 1,
    messages: [
      ['b', 'Namaskaram Ramesh garu! Are you going to the Vijayawada chapter meet on Saturday?'],
      ['a', 'Yes, I will be there by 10. Bringing our new Sona Masoori samples.'],
      ['b', 'Great. A Dubai buyer asked me about 200 t a month; shall we talk there?'],
      ['b', 'Their spec sheet: https://example.com/specs/sona-masoori-200t'],
    ],
  },
  {
    a: 'demo-ramesh-reddy',
    b: 'demo-krishna-mohan',
    unreadByA: 0,
    messages: [
      ['a', 'Krishna, thank you for the cold-chain contact in Kakinada.'],
      ['b', 'Happy to help. Tell them I sent you.'],
      ['a', 'Will do. Lunch next week?'],
    ],
  },
  {
    a: 'demo-anitha-varma',
    b: 'demo-hemalatha-sunkara',
    unreadByA: 1,
    messages: [
      ['a', 'Hemalatha, the Ongole cotton lot passed the mill test.\nCan we ship the first container next week?'],
      ['b', 'Yes. I will book the CHA on Monday: https://example.com/bookings/ongole-1'],
    ],
  },
  {
    a: 'demo-lakshmi-naidu',
    b: 'demo-padmaja-rao',
    unreadByA: 0,
    messages: [
      ['b', 'Lakshmi, could you review our pitch deck before the investor evening?'],
      ['a', 'Of course. Send it over and I will comment by Thursday.'],
    ],
  },
];

/** Fixed times (a conversation a day, a message an hour), so re-seeding writes identical items. */
const sentAtOf = (conversation: number, message: number): string => new Date(Date.UTC(2026, 10, 20 + conversation, 9 + message, 15)).toISOString();

/**
 * Demo threads between members the network seed connected: each thread,
 * both sides (unread counts and read positions as the demo shows them) and
 * its messages. Their reasons are read as the route reads them, so a pair
 * without a tie gets no thread. Run after the network seed.
 */
export async function seedMessages(): Promise<{ threads: number; messages: number }> {
  const { threads, participants, messages } = messagesData();
  const known = new Set(
    (
      await getMany(
        memberData().members,
        [...new Set(CONVERSATIONS.flatMap(({ a, b }) => [a, b]))].map((id) => ({ id })),
      )
    ).map((member) => member.id),
  );
  const threadItems = [];
  const participantItems = [];
  const messageItems = [];
  for (const [index, conversation] of CONVERSATIONS.entries()) {
    const { a, b } = conversation;
    const threadId = threadIdOf(a, b);
    if (!threadId || !known.has(a) || !known.has(b)) continue;
    const reasons = await reasonsBetween(a, b);
    if (!reasons.length) continue;
    const written = conversation.messages.map(([who, body], n) => {
      const sentAt = sentAtOf(index, n);
      return {
        threadId,
        id: `${sentAt}_seed${index}${n}`,
        senderId: who === 'a' ? a : b,
        body,
        sentAt,
        clientKey: `seed-${index}-${n}`,
        createdAt: sentAt,
        updatedAt: sentAt,
      };
    });
    const last = written.at(-1)!;
    const readByA = written.filter((message) => message.senderId === a || written.indexOf(message) < written.length - conversation.unreadByA).at(-1);
    threadItems.push({
      id: threadId,
      memberIds: [a, b].sort(),
      reasons,
      version: written.length,
      lastMessage: { id: last.id, senderId: last.senderId, preview: previewOf(last.body), sentAt: last.sentAt },
      createdAt: written[0]!.sentAt,
      updatedAt: last.sentAt,
    });
    const side = (memberId: string, otherId: string, readUpTo: string | undefined, unread: number) => ({
      threadId,
      memberId,
      otherId,
      unread,
      ...(readUpTo ? { readUpTo } : {}),
      muted: false,
      blocked: false,
      view: 'inbox' as const,
      lastActivityAt: last.sentAt,
      createdAt: written[0]!.sentAt,
      updatedAt: last.sentAt,
    });
    participantItems.push(side(a, b, readByA?.id, conversation.unreadByA), side(b, a, last.id, 0));
    messageItems.push(...written);
  }
  await Promise.all([putAll(threads, threadItems), putAll(participants, participantItems), putAll(messages, messageItems)]);
  return { threads: threadItems.length, messages: messageItems.length };
}
