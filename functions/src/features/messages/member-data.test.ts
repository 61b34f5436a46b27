import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '@club/shared';
import * as privacyRoutes from '@club/shared/api/privacy';
import * as messageRoutes from '@club/shared/api/messages';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { memberData } from '../members/data.js';
import { runDataRequests } from '../privacy/index.js';
import { handler as requestExport } from '../privacy/http/request-my-export.js';
import { handler as downloadExport } from '../privacy/http/download-my-export.js';
import { handler as scheduleDeletion } from '../privacy/http/schedule-my-deletion.js';
import { messagesData } from './data.js';
import { threadIdOf, threadPartition } from './entities/message-keys.js';
import { messageReportData } from './report-data.js';
import { handler as reportThread } from './http/report-message-thread.js';
import { handler as getThread } from './http/get-message-thread.js';
import { scanTable } from '../../test/scan-table.js';
import { signIn, type SignedIn } from '../../test/signed-in.js';

const FIRST = 'Zebulon';
const LAST = 'Quillfeather';
const PHONE = '+91 98765 43210';
const forever = () => Number.POSITIVE_INFINITY;

let subject: SignedIn;
let other: SignedIn;
let gone: SignedIn;
let threadId: string;
let lonelyThreadId: string;
let reportId: string;

/** A thread as the messages feature stores it: the thread, both sides, the messages (each with its send key). */
async function seedThread(a: string, b: string, messages: { from: string; body: string }[]): Promise<string> {
  const id = threadIdOf(a, b)!;
  const { threads, participants, messages: stored, sendKeys } = messagesData();
  await threads
    .build(PutItemCommand)
    .item({ id, memberIds: [a, b].sort(), reasons: [{ kind: 'introduction', since: '2026-10-01T00:00:00.000Z', introducerName: 'Padma Rao' }] })
    .send();
  for (const [memberId, otherId] of [
    [a, b],
    [b, a],
  ] as const) {
    await participants.build(PutItemCommand).item({ threadId: id, memberId, otherId, lastActivityAt: '2026-11-01T10:00:00.000Z' }).send();
  }
  for (const [index, { from, body }] of messages.entries()) {
    const sentAt = `2026-11-01T09:0${index}:00.000Z`;
    const message = { threadId: id, id: `${sentAt}_m${index}`, senderId: from, body, sentAt };
    await stored
      .build(PutItemCommand)
      .item({ ...message, clientKey: `client-key-${index}` })
      .send();
    await sendKeys
      .build(PutItemCommand)
      .item({
        threadId: id,
        senderId: from,
        clientKey: `client-key-${index}`,
        messageId: message.id,
        message,
        expiresAt: Math.floor(Date.now() / 1000) + 86_400,
      })
      .send();
  }
  return id;
}

const call = (who: SignedIn, handler: Parameters<SignedIn['call']>[0], route: unknown, options: Parameters<SignedIn['call']>[2] = {}) =>
  who.call(handler, route as RouteDef, options);

beforeAll(async () => {
  subject = await signIn(FIRST);
  await memberData().members.build(UpdateItemCommand).item({ id: subject.id, lastName: LAST, phone: PHONE }).send();
  other = await signIn('Other');
  gone = await signIn('Gone');
  threadId = await seedThread(subject.id, other.id, [
    { from: other.id, body: 'Hello, are you coming to Vizag?' },
    { from: subject.id, body: `Yes. Call me on ${PHONE}` },
    { from: other.id, body: `Will do, ${FIRST} ${LAST}.` },
  ]);
  lonelyThreadId = await seedThread(subject.id, gone.id, [{ from: gone.id, body: 'An old thread' }]);
  // The other member of this thread was erased before: only the subject's side is left.
  await messagesData().participants.build(DeleteItemCommand).key({ threadId: lonelyThreadId, memberId: gone.id }).send();
  await messagesData().settings.build(PutItemCommand).item({ memberId: subject.id, readReceipts: false }).send();
  await messagesData()
    .rates.build(PutItemCommand)
    .item({ memberId: subject.id, kind: 'minute', window: '2026-11-01T09:01', count: 1, expiresAt: Math.floor(Date.now() / 1000) + 86_400 })
    .send();
  const report = await call(subject, reportThread, messageRoutes.reportMessageThread, { params: { threadId }, body: { reason: 'spam' } });
  expect(report.statusCode).toBe(201);
  reportId = report.json.reportId;
}, 30_000);

describe('the data export', () => {
  it('holds the member’s threads (the other member’s card, the reasons), the messages they sent and received, their settings and reports', async () => {
    const requested = await call(subject, requestExport, privacyRoutes.requestMyExport);
    expect(requested.statusCode).toBe(201);
    expect(await runDataRequests({ remainingMs: forever })).toMatchObject({ exported: 1, failed: 0 });
    const link = await call(subject, downloadExport, privacyRoutes.downloadMyExport, { params: { exportId: requested.json.id } });
    const files = unzipSync(new Uint8Array(await (await fetch(link.json.url)).arrayBuffer()));
    const json = (kind: string) => JSON.parse(strFromU8(files[`${kind}.json`]!)) as Record<string, any>[];

    const threads = json('message-threads');
    expect(threads.find((thread) => thread.threadId === threadId)).toMatchObject({
      other: { id: other.id, firstName: 'Other', lastName: 'Reddy' },
      reasons: [{ kind: 'introduction', introducerName: 'Padma Rao' }],
      muted: false,
      blocked: false,
    });
    const messages = json('messages').filter((message) => message.threadId === threadId);
    expect(messages.map((message) => [message.body, message.sentByYou])).toEqual([
      ['Hello, are you coming to Vizag?', false],
      [`Yes. Call me on ${PHONE}`, true],
      [`Will do, ${FIRST} ${LAST}.`, false],
    ]);
    expect(JSON.stringify(messages)).not.toContain('clientKey');
    expect(json('message-settings')).toMatchObject([{ readReceipts: false }]);
    expect(json('message-reports')).toMatchObject([{ id: reportId, reason: 'spam', threadId }]);
    expect(strFromU8(files['README.txt']!)).toContain('messages.json');
    expect(strFromU8(files['message-threads.json']!)).not.toContain(`${other.id}@example.com`);
  }, 30_000);
});

describe('erasure', () => {
  it('keeps the other member’s conversation with "Former member", removes the member’s own items, and keeps their reports for staff', async () => {
    const scheduled = await call(subject, scheduleDeletion, privacyRoutes.scheduleMyDeletion, { body: { confirm: 'DELETE' } });
    expect(scheduled.statusCode).toBe(200);
    const later = new Date(Date.parse(scheduled.json.deleteAfter) + 60_000);
    expect(await runDataRequests({ remainingMs: forever, now: later })).toMatchObject({ erased: 1 });

    const stored = await scanTable();
    const text = JSON.stringify(stored);
    expect(text).not.toContain(LAST);
    expect(text).not.toContain(PHONE);
    const { participants, settings } = messagesData();
    // The subject's side, send keys, settings and rate counters are gone.
    expect((await participants.build(GetItemCommand).key({ threadId, memberId: subject.id }).send()).Item).toBeUndefined();
    expect(stored.filter((item) => item.entity === 'messageSendKey' && item.senderId === subject.id)).toEqual([]);
    expect((await settings.build(GetItemCommand).key({ memberId: subject.id }).send()).Item).toBeUndefined();
    expect(stored.filter((item) => item.entity === 'messageRate')).toEqual([]);
    // The other member keeps the thread and every message, the subject's too (their contact details and name taken out).
    expect((await participants.build(GetItemCommand).key({ threadId, memberId: other.id }).send()).Item).toMatchObject({ otherId: subject.id });
    const kept = stored.filter((item) => item.entity === 'threadMessage' && item.threadId === threadId).map((item) => [item.senderId, item.body]);
    expect(kept).toEqual([
      [other.id, 'Hello, are you coming to Vizag?'],
      [subject.id, 'Yes. Call me on [erased]'],
      [other.id, 'Will do, Former member.'],
    ]);
    expect(stored.filter((item) => item.entity === 'messageSendKey' && item.senderId === other.id).length).toBe(2);
    // The other member's thread shows the subject as "Former member", with every message.
    const page = await call(other, getThread, messageRoutes.getMessageThread, { params: { threadId } });
    expect(page.statusCode, JSON.stringify(page.json)).toBe(200);
    expect(page.json.thread.other).toEqual({ id: subject.id, firstName: 'Former', lastName: 'member' });
    expect(page.json.thread.canSend).toBe(false);
    expect(page.json.messages.map((message: { body: string }) => message.body)).toEqual([
      'Will do, Former member.',
      'Yes. Call me on [erased]',
      'Hello, are you coming to Vizag?',
    ]);
    // A thread neither member is left to read is gone whole.
    expect(stored.filter((item) => item.pk === threadPartition(lonelyThreadId))).toEqual([]);
    // The report stays for staff, its reporter "Former member".
    const { Item: report } = await messageReportData().messageReports.build(GetItemCommand).key({ id: reportId }).send();
    expect(report?.reporter).toEqual({ id: subject.id, firstName: 'Former', lastName: 'member' });
    expect(report?.messages.map((message) => message.body)).toContain('Yes. Call me on [erased]');
  }, 60_000);
});
