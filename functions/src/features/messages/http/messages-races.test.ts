import { beforeAll, describe, expect, it } from 'vitest';
import { routes, MESSAGE_LIMITS, type Message, type MessageThread } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { clientKey, connectedThread, markThreadRead, open, send, sent } from '../../../test/messages.js';
import { connect } from '../../../test/network.js';
import { handler as unreadCount } from './get-unread-message-count.js';
import { handler as openThread } from './open-message-thread.js';
import { messagesData } from '../data.js';
import { queryAll } from '../../../platform/db/pages.js';
import { messagesOf } from '../entities/message-keys.js';

const unread = async (who: SignedIn) => ((await who.call(unreadCount, routes.getUnreadMessageCount)).json as { count: number }).count;
const participant = async (threadId: string, memberId: string) =>
  (await messagesData().participants.build(GetItemCommand).key({ threadId, memberId }).options({ consistent: true }).send()).Item!;

describe('messages under concurrency', () => {
  let asha: SignedIn;
  let bala: SignedIn;
  let chitra: SignedIn;
  let thread: MessageThread;

  beforeAll(async () => {
    [asha, bala, chitra] = await Promise.all([signIn('Asha'), signIn('Bala'), signIn('Chitra')]);
    thread = await connectedThread(asha, bala);
  });

  it('50 concurrent sends from both sides: 50 messages in (sentAt, id) order, counts exact, the last one the thread’s', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => send(n % 2 ? bala : asha, thread.id, `Message ${n}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));
    const stored = await queryAll(messagesData().messages, messagesOf(thread.id), { ascending: true, consistent: true });
    expect(stored).toHaveLength(50);
    const order = stored.map((message) => `${message.sentAt}#${message.id}`);
    expect(order).toEqual([...order].sort());
    expect(new Set(stored.map((message) => message.body)).size).toBe(50);
    // Each side's unread is exactly what the other sent.
    expect((await participant(thread.id, bala.id)).unread).toBe(25);
    expect((await participant(thread.id, asha.id)).unread).toBe(25);
    const summary = (await messagesData().threads.build(GetItemCommand).key({ id: thread.id }).options({ consistent: true }).send()).Item!;
    expect(summary.version).toBeGreaterThanOrEqual(50);
    expect(summary.lastMessage?.id).toBe(stored.at(-1)!.id);
    await Promise.all([markThreadRead(asha, thread.id), markThreadRead(bala, thread.id)]);
  }, 60_000);

  it('a retried send with the same clientKey posts once and answers the same message', async () => {
    const key = clientKey();
    const answers = await Promise.all([
      send(asha, thread.id, 'Once only', key),
      send(asha, thread.id, 'Once only', key),
      send(asha, thread.id, 'Once only', key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => (answer.json as Message).id));
    expect(ids.size).toBe(1);
    const again = await sent(asha, thread.id, 'Once only', key);
    expect(again.id).toBe([...ids][0]);
    const stored = await queryAll(messagesData().messages, messagesOf(thread.id), { consistent: true });
    expect(stored.filter((message) => message.body === 'Once only')).toHaveLength(1);
    expect((await participant(thread.id, bala.id)).unread).toBe(1);
    await markThreadRead(bala, thread.id);
  });

  it('read ‖ send leaves the unread count exact', async () => {
    // A pair of its own: the sends above used up much of writer's minute.
    const [writer, reader] = await Promise.all([signIn('Writer'), signIn('Reader')]);
    const pair = await connectedThread(writer, reader);
    for (let round = 0; round < 5; round += 1) {
      await sent(writer, pair.id, `Before ${round}`);
      const [, during] = await Promise.all([markThreadRead(reader, pair.id), sent(writer, pair.id, `During ${round}`)]);
      const state = await participant(pair.id, reader.id);
      // Either the read saw the send (0 left) or it did not (the send is unread): never lost, never doubled.
      const stored = await queryAll(messagesData().messages, messagesOf(pair.id), { consistent: true });
      const unreadExpected = stored.filter((message) => message.senderId === writer.id && message.id > (state.readUpTo ?? '')).length;
      expect(state.unread, `round ${round}`).toBe(unreadExpected);
      expect(unreadExpected).toBeLessThanOrEqual(1);
      expect(during.id).toBeDefined();
      await markThreadRead(reader, pair.id);
      expect(await unread(reader)).toBe(0);
    }
  });

  it('two members opening their thread at once get one thread', async () => {
    await connect(asha, chitra);
    const [a, c] = await Promise.all([
      asha.call(openThread, routes.openMessageThread, { body: { memberId: chitra.id } }),
      chitra.call(openThread, routes.openMessageThread, { body: { memberId: asha.id } }),
    ]);
    expect([a.statusCode, c.statusCode]).toEqual([200, 200]);
    expect((a.json as MessageThread).id).toBe((c.json as MessageThread).id);
  });

  it(`past ${MESSAGE_LIMITS.perMinute} messages a minute: 429 saying when to try again, nothing written`, async () => {
    const fast = await signIn('Fast');
    const peer = await signIn('Peer');
    await connect(fast, peer);
    const fastThread = await open(fast, peer);
    // Sent one by one, so they fall in as few minute windows as possible (a boundary may split them).
    const statuses: number[] = [];
    for (let n = 0; n < MESSAGE_LIMITS.perMinute * 2 + 1; n += 1) {
      const answer = await send(fast, fastThread.id, `Burst ${n}`);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json.message).toMatch(/try again in \d+ second/);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
    const posted = statuses.filter((status) => status === 201).length;
    const stored = await queryAll(messagesData().messages, messagesOf(fastThread.id), { consistent: true });
    expect(stored).toHaveLength(posted);
  }, 60_000);

  it(`past ${MESSAGE_LIMITS.newThreadsPerDay} new threads a day: 429 naming when, and no thread`, async () => {
    const [busy, peer] = await Promise.all([signIn('Busy'), signIn('Peer')]);
    await connect(busy, peer);
    const day = new Date(Date.now() - (Date.now() % 86_400_000)).toISOString();
    await messagesData()
      .rates.build(PutItemCommand)
      .item({ memberId: busy.id, kind: 'threads-day', window: day, count: MESSAGE_LIMITS.newThreadsPerDay, expiresAt: Math.ceil(Date.now() / 1000) + 86_400 })
      .send();
    const refused = await busy.call(openThread, routes.openMessageThread, { body: { memberId: peer.id } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json.message).toMatch(/new conversations a day: try again after \d\d:\d\d UTC/);
    // The other member may still open it (their own count), and then it is one thread for both.
    const opened = await open(peer, busy);
    expect((await open(busy, peer)).id).toBe(opened.id);
  });
});
