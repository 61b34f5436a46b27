import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS, NEXT_CURSOR_HEADER, routes, type MessageThread } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { clientKey, connectedThread, markThreadRead, open, page, read, send, sent } from '../../../test/messages.js';
import { db } from '../../../test/all-data.js';
import { handler as listThreads } from './list-message-threads.js';
import { handler as openThread } from './open-message-thread.js';
import { handler as editMessage } from './edit-message.js';
import { handler as deleteMessage } from './delete-message.js';
import { handler as markRead } from './mark-thread-read.js';
import { handler as blockThread } from './block-message-thread.js';
import { handler as muteThread } from './mute-message-thread.js';
import { handler as unreadCount } from './get-unread-message-count.js';
import { handler as getSettings } from './get-message-settings.js';
import { handler as updateSettings } from './update-message-settings.js';
import { handler as staffMessage } from './staff-message-member.js';
import { handler as getThread } from './get-message-thread.js';
import { handler as sendMessage } from './send-message.js';
import { handler as bellCount } from '../../notifications/http/get-unread-notification-count.js';
import { handler as removeConnection } from '../../network/http/remove-connection.js';
import { connect } from '../../../test/network.js';
import { editMessage as editAt } from '../message-edits.js';
import { messagesData } from '../data.js';
import { queryAll } from '../../../platform/db/pages.js';
import { messagesOf } from '../entities/message-keys.js';
import { countDynamoCommands } from '../../../test/command-counter.js';

const inbox = async (who: SignedIn, view: 'inbox' | 'blocked' = 'inbox') =>
  (await who.call(listThreads, routes.listMessageThreads, { query: { view } })).json as MessageThread[];
const unread = async (who: SignedIn) => ((await who.call(unreadCount, routes.getUnreadMessageCount)).json as { count: number }).count;
const storedMessages = (threadId: string) => queryAll(messagesData().messages, messagesOf(threadId));

describe('messages between members', () => {
  let asha: SignedIn;
  let bala: SignedIn;
  let thread: MessageThread;

  beforeAll(async () => {
    asha = await signIn('Asha');
    bala = await signIn('Bala');
    thread = await connectedThread(asha, bala);
  });

  it('opens one thread per pair, from either side, with the connection as its reason', async () => {
    expect(thread).toMatchObject({ other: { id: bala.id }, reasons: [{ kind: 'connection' }], canSend: true, unread: 0, muted: false, blockedByMe: false });
    const fromBala = await open(bala, asha);
    expect(fromBala.id).toBe(thread.id);
    expect(fromBala.other.id).toBe(asha.id);
  });

  it('refuses a stranger (403, nothing written), an unknown member (404) and oneself (400)', async () => {
    const stranger = await signIn('Stranger');
    const refused = await stranger.call(openThread, routes.openMessageThread, { body: { memberId: asha.id } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toMatch(/connected/);
    expect(await inbox(asha)).not.toContainEqual(expect.objectContaining({ other: expect.objectContaining({ id: stranger.id }) }));
    expect((await stranger.call(openThread, routes.openMessageThread, { body: { memberId: 'member-nobody' } })).statusCode).toBe(404);
    expect((await asha.call(openThread, routes.openMessageThread, { body: { memberId: asha.id } })).statusCode).toBe(400);
  });

  it('sends, lists newest first with unread counts, marks read, and shows "Seen" only with read receipts on both sides', async () => {
    const first = await sent(asha, thread.id, '  Namaskaram Bala!  ');
    expect(first.body).toBe('Namaskaram Bala!');
    const second = await sent(asha, thread.id, 'Shall we talk rice exports? https://example.com/rice');
    const view = await page(bala, thread.id);
    expect(view.messages.map((message) => message.id)).toEqual([second.id, first.id]);
    expect(view.thread.unread).toBe(2);
    expect(await unread(bala)).toBe(2);
    expect(((await bala.call(bellCount, routes.getUnreadNotificationCount)).json as { messages: number }).messages).toBe(2);
    expect((await inbox(bala))[0]).toMatchObject({ id: thread.id, unread: 2, lastMessage: { id: second.id, senderId: asha.id } });
    expect((await page(asha, thread.id)).seenMessageId).toBeUndefined();

    await markThreadRead(bala, thread.id);
    expect(await unread(bala)).toBe(0);
    expect((await page(asha, thread.id)).seenMessageId).toBe(second.id);

    const off = await bala.call(updateSettings, routes.updateMessageSettings, { body: { readReceipts: false } });
    expect(off.json).toEqual({ readReceipts: false });
    expect((await bala.call(getSettings, routes.getMessageSettings)).json).toEqual({ readReceipts: false });
    expect((await page(asha, thread.id)).seenMessageId).toBeUndefined();
    await bala.call(updateSettings, routes.updateMessageSettings, { body: { readReceipts: true } });
  });

  it('answers 304 to an unchanged poll and 200 with a new ETag after a send', async () => {
    const first = await read(bala, thread.id);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^".+"$/);
    const again = await read(bala, thread.id, { etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await sent(asha, thread.id, 'Are you there?');
    const changed = await read(bala, thread.id, { etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json as { messages: { body: string }[] }).messages[0]!.body).toBe('Are you there?');
  });

  it('pages messages newest first by the cursor header', async () => {
    const [kiran, latha] = await Promise.all([signIn('Kiran'), signIn('Latha')]);
    const pair = await connectedThread(kiran, latha);
    for (const n of [1, 2, 3, 4, 5]) await sent(kiran, pair.id, `Note ${n}`);
    const first = await read(latha, pair.id, { query: { limit: '3' } });
    expect((first.json as { messages: { body: string }[] }).messages.map((m) => m.body)).toEqual(['Note 5', 'Note 4', 'Note 3']);
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()]!;
    expect(cursor).toBeTruthy();
    const second = await read(latha, pair.id, { query: { limit: '3', cursor } });
    expect((second.json as { messages: { body: string }[] }).messages.map((m) => m.body)).toEqual(['Note 2', 'Note 1']);
    expect((await read(latha, pair.id, { query: { cursor: 'not-a-cursor' } })).statusCode).toBe(400);
  });

  it('lets only the sender edit, within 15 minutes, and delete (the message keeps its place)', async () => {
    const message = await sent(asha, thread.id, 'Meet at 10?');
    const params = { threadId: thread.id, messageId: message.id };
    const edited = await asha.call(editMessage, routes.editMessage, { params, body: { body: 'Meet at 11?' } });
    expect(edited.json).toMatchObject({ id: message.id, body: 'Meet at 11?', editedAt: expect.any(String) });
    const notTheirs = await bala.call(editMessage, routes.editMessage, { params, body: { body: 'Hacked' } });
    expect(notTheirs.statusCode).toBe(403);
    const late = await editAt(
      asha as never,
      thread.id,
      message.id,
      'Too late',
      Date.parse(message.sentAt) + (MESSAGE_LIMITS.editMinutes * 60 + 1) * 1000,
    ).catch((error: { statusCode: number; message: string }) => error);
    expect(late).toMatchObject({ statusCode: 409, message: expect.stringMatching(/15 minutes/) });
    expect((await bala.call(deleteMessage, routes.deleteMessage, { params })).statusCode).toBe(403);
    const deleted = await asha.call(deleteMessage, routes.deleteMessage, { params });
    expect(deleted.json).toMatchObject({ id: message.id, body: '', deleted: true });
    const listed = (await page(bala, thread.id)).messages.find((item) => item.id === message.id);
    expect(listed).toMatchObject({ body: '', deleted: true });
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const before = (await storedMessages(thread.id)).length;
    const bad: [unknown, RegExp][] = [
      [{ body: 'hello\u0007there', clientKey: clientKey() }, /body/],
      [{ body: 'evil \u202e txt', clientKey: clientKey() }, /body/],
      [{ body: 'x'.repeat(MESSAGE_LIMITS.bodyMax + 1), clientKey: clientKey() }, /body/],
      [{ body: '   ', clientKey: clientKey() }, /body/],
      [{ body: 'fine', clientKey: 'short' }, /clientKey/],
      [{ body: 'fine', clientKey: 'has spaces in it' }, /clientKey/],
    ];
    for (const [body, field] of bad) {
      const answer = await asha.call(sendMessage, routes.sendMessage, { params: { threadId: thread.id }, body });
      expect(answer.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(JSON.stringify(answer.json)).toMatch(field);
    }
    expect((await storedMessages(thread.id)).length).toBe(before);
  });

  it('answers 404 to a non-party on every thread route', async () => {
    const outsider = await signIn('Outsider');
    const message = await sent(asha, thread.id, 'Private');
    const params = { threadId: thread.id };
    const answers = await Promise.all([
      outsider.call(getThread, routes.getMessageThread, { params }),
      outsider.call(sendMessage, routes.sendMessage, { params, body: { body: 'Hi', clientKey: clientKey() } }),
      outsider.call(editMessage, routes.editMessage, { params: { ...params, messageId: message.id }, body: { body: 'x' } }),
      outsider.call(deleteMessage, routes.deleteMessage, { params: { ...params, messageId: message.id } }),
      outsider.call(markRead, routes.markThreadRead, { params }),
      outsider.call(blockThread, routes.blockMessageThread, { params, body: { on: true } }),
      outsider.call(muteThread, routes.muteMessageThread, { params, body: { on: true } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
  });

  it('mutes: no unread count while muted', async () => {
    await sent(asha, thread.id, 'Muted one');
    const muted = await bala.call(muteThread, routes.muteMessageThread, { params: { threadId: thread.id }, body: { on: true } });
    expect(muted.json).toMatchObject({ muted: true, unread: 0 });
    expect(await unread(bala)).toBe(0);
    await bala.call(muteThread, routes.muteMessageThread, { params: { threadId: thread.id }, body: { on: false } });
    expect(await unread(bala)).toBeGreaterThan(0);
    await markThreadRead(bala, thread.id);
  });

  it('after a block no message passes either way; the thread moves to the blocker’s blocked view', async () => {
    const blocked = await bala.call(blockThread, routes.blockMessageThread, { params: { threadId: thread.id }, body: { on: true } });
    expect(blocked.json).toMatchObject({ blockedByMe: true, canSend: false });
    expect((await inbox(bala)).map((item) => item.id)).not.toContain(thread.id);
    expect((await inbox(bala, 'blocked')).map((item) => item.id)).toContain(thread.id);
    const before = (await storedMessages(thread.id)).length;
    expect((await send(asha, thread.id, 'Let me in')).statusCode).toBe(403);
    expect((await send(bala, thread.id, 'Nor me')).statusCode).toBe(403);
    expect((await storedMessages(thread.id)).length).toBe(before);
    expect((await page(asha, thread.id)).thread).toMatchObject({ canSend: false, cannotSendReason: expect.any(String) });
    await bala.call(blockThread, routes.blockMessageThread, { params: { threadId: thread.id }, body: { on: false } });
    expect((await inbox(bala)).map((item) => item.id)).toContain(thread.id);
    await sent(asha, thread.id, 'Back again');
  });

  it('a member suspended from messaging cannot send (403), and reads still work', async () => {
    await db().members.build(UpdateItemCommand).item({ id: asha.id, messagingSuspendedAt: new Date().toISOString() }).send();
    const refused = await send(asha, thread.id, 'Still here?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toMatch(/paused/);
    expect((await page(asha, thread.id)).thread).toMatchObject({ canSend: false });
    await db().members.build(UpdateItemCommand).item({ id: asha.id, messagingSuspendedAt: $remove() }).send();
  });

  it('costs one round after auth to send and to poll an unchanged thread, two to open a thread that exists', async () => {
    const counter = countDynamoCommands();
    try {
      await sent(asha, thread.id, 'Counting rounds');
      expect(counter.rounds() - 1, JSON.stringify(counter.counts())).toBe(1);
      expect(counter.counts()).toEqual({ AuthBatchGet: 1, TransactWriteItemsCommand: 1 });
      const { headers } = await read(bala, thread.id);
      counter.reset();
      expect((await read(bala, thread.id, { etag: headers.etag! })).statusCode).toBe(304);
      expect(counter.rounds() - 1, JSON.stringify(counter.counts())).toBe(1);
      counter.reset();
      await open(asha, bala);
      expect(counter.rounds() - 1, JSON.stringify(counter.counts())).toBeLessThanOrEqual(2);
      counter.reset();
      expect(await unread(bala)).toBeGreaterThan(0);
      expect(counter.rounds() - 1).toBe(1);
    } finally {
      counter.stop();
    }
    await markThreadRead(bala, thread.id);
  });

  it('a thread whose connection is removed still reads but takes no message; connecting again reopens it', async () => {
    const [ravi, sita] = await Promise.all([signIn('Ravi'), signIn('Sita')]);
    const pair = await connectedThread(ravi, sita);
    await sent(ravi, pair.id, 'Before');
    expect((await ravi.call(removeConnection, routes.removeConnection, { params: { memberId: sita.id } })).statusCode).toBeLessThan(300);
    const after = await page(sita, pair.id);
    expect(after.thread).toMatchObject({ reasons: [], canSend: false, cannotSendReason: expect.stringMatching(/nothing connects you/) });
    expect(after.messages.map((message) => message.body)).toEqual(['Before']);
    expect((await send(ravi, pair.id, 'After')).statusCode).toBe(403);
    await connect(sita, ravi);
    expect((await open(ravi, sita)).canSend).toBe(true);
    await sent(ravi, pair.id, 'Again');
  });

  it('staff write to any member: the thread’s reason is staff', async () => {
    const staff = await signIn('Staff', { role: 'staff' });
    const lone = await signIn('Lone');
    const answer = await staff.call(staffMessage, routes.staffMessageMember, {
      params: { memberId: lone.id },
      body: { body: 'Welcome to the club', clientKey: clientKey() },
    });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
    const [staffThread] = await inbox(lone);
    expect(staffThread).toMatchObject({ reasons: [{ kind: 'staff' }], unread: 1, canSend: true });
    // The member may answer the staff thread.
    await sent(lone, staffThread!.id, 'Thank you');
    expect(
      (await asha.call(staffMessage, routes.staffMessageMember, { params: { memberId: lone.id }, body: { body: 'x', clientKey: clientKey() } })).statusCode,
    ).toBe(403);
  });
});
