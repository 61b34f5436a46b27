import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '@club/shared';
import * as messageRoutes from '@club/shared/api/messages';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { auditData } from '../../audit/data.js';
import { AUDIT_LOG } from '../../audit/entities/audit-log.js';
import { memberData } from '../../members/data.js';
import { messagesData } from '../data.js';
import { threadIdOf } from '../entities/message-keys.js';
import { queryAll } from '../../../platform/db/pages.js';
import type { ApiHandler } from '../../../platform/http/handler.js';
import { scanTable } from '../../../test/scan-table.js';
import { connectedThread, send, sent } from '../../../test/messages.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as listReports } from './list-message-reports.js';
import { handler as reportThread } from './report-message-thread.js';
import { handler as resolveReport } from './resolve-message-report.js';
import { handler as setSuspended } from './set-messaging-suspended.js';
import { handler as sendMessage } from './send-message.js';

const routes = {
  report: messageRoutes.reportMessageThread as RouteDef,
  list: messageRoutes.listMessageReports as RouteDef,
  resolve: messageRoutes.resolveMessageReport as RouteDef,
  suspend: messageRoutes.setMessagingSuspended as RouteDef,
  send: messageRoutes.sendMessage as RouteDef,
};

let reporter: SignedIn;
let reported: SignedIn;
let outsider: SignedIn;
let staff: SignedIn;
let threadId: string;
/** The thread's messages as seeded, oldest first. */
const bodies: string[] = [];

/** A thread between two members with `count` messages, written as the messages feature stores them (each side's participant item, the messages). */
async function seedThread(a: string, b: string, count: number): Promise<string> {
  const id = threadIdOf(a, b)!;
  const { threads, participants, messages } = messagesData();
  const start = Date.parse('2026-11-01T09:00:00.000Z');
  const lastAt = new Date(start + (count - 1) * 60_000).toISOString();
  await threads
    .build(PutItemCommand)
    .item({
      id,
      memberIds: [a, b].sort(),
      reasons: [{ kind: 'connection', since: '2026-10-01T00:00:00.000Z' }],
      lastMessage: { id: `${lastAt}_last`, senderId: a, preview: 'Message', sentAt: lastAt },
    })
    .send();
  for (const [memberId, otherId] of [
    [a, b],
    [b, a],
  ] as const) {
    await participants
      .build(PutItemCommand)
      .item({ threadId: id, memberId, otherId, lastActivityAt: new Date(start + count * 60_000).toISOString() })
      .send();
  }
  for (let index = 0; index < count; index += 1) {
    const sentAt = new Date(start + index * 60_000).toISOString();
    const body = `Message ${index + 1}\nsecond line <b>not html</b>`;
    bodies.push(body);
    await messages
      .build(PutItemCommand)
      .item({ threadId: id, id: `${sentAt}_${String(index).padStart(4, '0')}`, senderId: index % 2 ? b : a, body, sentAt, clientKey: `key-${index}-seeded` })
      .send();
  }
  return id;
}

const reportItems = async () => (await scanTable()).filter((item) => item.entity === 'messageReport' || item.entity === 'messageReportGuard');
const auditOf = (targetId: string) => queryAll(auditData().auditLogs, AUDIT_LOG, { ascending: true, filter: { attr: 'targetId', eq: targetId } });
const storedMember = async (id: string) => (await memberData().members.build(GetItemCommand).key({ id }).options({ consistent: true }).send()).Item;

async function call(
  who: SignedIn,
  handler: ApiHandler,
  route: RouteDef,
  options: { body?: unknown; params?: Record<string, string>; query?: Record<string, string> },
) {
  return who.call(handler, route, options);
}

beforeAll(async () => {
  reporter = await signIn('Padma');
  reported = await signIn('Ravi');
  outsider = await signIn('Outsider');
  staff = await signIn('Staff', { role: 'staff' });
  threadId = await seedThread(reporter.id, reported.id, 25);
}, 30_000);

describe('reporting a thread', () => {
  it('is for the thread’s two members only: anyone else, or a thread that is not one, gets 404 and nothing is written', async () => {
    const before = (await reportItems()).length;
    for (const id of [threadId, threadIdOf(outsider.id, reported.id)!, 'not-a-thread']) {
      const answer = await call(outsider, reportThread, routes.report, { params: { threadId: id }, body: { reason: 'spam' } });
      expect(answer.statusCode, id).toBe(404);
    }
    expect((await reportItems()).length).toBe(before);
  });

  it('answers 400 naming the field for a bad body, writing nothing', async () => {
    const before = (await reportItems()).length;
    const badReason = await call(reporter, reportThread, routes.report, { params: { threadId }, body: { reason: 'rude' } });
    expect(badReason.statusCode).toBe(400);
    expect(JSON.stringify(badReason.json)).toContain('reason');
    const longDetails = await call(reporter, reportThread, routes.report, { params: { threadId }, body: { reason: 'other', details: 'x'.repeat(1_001) } });
    expect(longDetails.statusCode).toBe(400);
    expect(JSON.stringify(longDetails.json)).toContain('details');
    expect((await reportItems()).length).toBe(before);
  });

  let reportId: string;
  it('copies exactly the last 20 messages, oldest first, with the reason; a second report answers the open one', async () => {
    const first = await call(reporter, reportThread, routes.report, {
      params: { threadId },
      body: { reason: 'harassment', details: 'Keeps asking for money' },
    });
    expect(first.statusCode, JSON.stringify(first.json)).toBe(201);
    reportId = first.json.reportId;
    const again = await call(reporter, reportThread, routes.report, { params: { threadId }, body: { reason: 'spam' } });
    expect(again.statusCode).toBe(200);
    expect(again.json).toEqual({ reportId });

    const listed = await call(staff, listReports, routes.list, { query: { status: 'open' } });
    expect(listed.statusCode).toBe(200);
    const report = listed.json.find((entry: { id: string }) => entry.id === reportId);
    expect(report).toMatchObject({
      threadId,
      reason: 'harassment',
      details: 'Keeps asking for money',
      status: 'open',
      senderSuspended: false,
      reporter: { id: reporter.id, firstName: 'Padma' },
      reported: { id: reported.id, firstName: 'Ravi' },
    });
    expect(report.messages.map((message: { body: string }) => message.body)).toEqual(bodies.slice(-20));
    expect(report.messages[0]).toMatchObject({ threadId, senderId: reported.id });
    expect(report.messages[0]).not.toHaveProperty('clientKey');
  });

  it('keeps the staff routes from members (403)', async () => {
    expect((await call(reporter, listReports, routes.list, { query: {} })).statusCode).toBe(403);
    expect((await call(reporter, resolveReport, routes.resolve, { params: { reportId }, body: { suspendSender: true } })).statusCode).toBe(403);
    expect((await call(reporter, setSuspended, routes.suspend, { params: { memberId: reported.id }, body: { suspended: true } })).statusCode).toBe(403);
    expect((await storedMember(reported.id))?.messagingSuspendedAt).toBeUndefined();
  });

  it('answers 400 for bad staff bodies, writing nothing', async () => {
    expect((await call(staff, resolveReport, routes.resolve, { params: { reportId }, body: {} })).statusCode).toBe(400);
    expect((await call(staff, setSuspended, routes.suspend, { params: { memberId: reported.id }, body: { suspended: 'yes' } })).statusCode).toBe(400);
    expect((await call(staff, listReports, routes.list, { query: { status: 'pending' } })).statusCode).toBe(400);
    expect((await storedMember(reported.id))?.messagingSuspendedAt).toBeUndefined();
    expect(await auditOf(reportId)).toEqual([]);
  });

  it('closes with the sender suspended from messaging, audited; a closed report is not closed again, and the reporter may report anew', async () => {
    const resolved = await call(staff, resolveReport, routes.resolve, { params: { reportId }, body: { suspendSender: true } });
    expect(resolved.statusCode, JSON.stringify(resolved.json)).toBe(200);
    expect(resolved.json).toMatchObject({ id: reportId, status: 'closed', senderSuspended: true });
    expect((await storedMember(reported.id))?.messagingSuspendedAt).toEqual(expect.any(String));
    const refused = await call(reported, sendMessage, routes.send, { params: { threadId }, body: { body: 'Still here', clientKey: 'after-suspension-1' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toMatch(/paused your messaging/);
    expect((await auditOf(reportId)).map((entry) => entry.action)).toEqual(['message_report.close_and_suspend']);
    expect((await auditOf(reported.id)).map((entry) => entry.action)).toContain('member.messaging.suspend');

    const open = await call(staff, listReports, routes.list, { query: { status: 'open' } });
    expect(open.json.map((entry: { id: string }) => entry.id)).not.toContain(reportId);
    const closed = await call(staff, listReports, routes.list, { query: { status: 'closed' } });
    expect(closed.json.find((entry: { id: string }) => entry.id === reportId)).toMatchObject({ status: 'closed', senderSuspended: true });

    expect((await call(staff, resolveReport, routes.resolve, { params: { reportId }, body: { suspendSender: false } })).statusCode).toBe(409);
    expect((await call(staff, resolveReport, routes.resolve, { params: { reportId: 'no-such-report' }, body: { suspendSender: false } })).statusCode).toBe(404);

    const anew = await call(reporter, reportThread, routes.report, { params: { threadId }, body: { reason: 'spam' } });
    expect(anew.statusCode).toBe(201);
    expect(anew.json.reportId).not.toBe(reportId);
    const plain = await call(staff, resolveReport, routes.resolve, { params: { reportId: anew.json.reportId }, body: { suspendSender: false } });
    expect(plain.json).toMatchObject({ status: 'closed', senderSuspended: true });
    expect((await auditOf(anew.json.reportId)).map((entry) => entry.action)).toEqual(['message_report.close']);
  });

  it('lifts and sets a messaging suspension from the member’s page (audited); an unknown member is a 404', async () => {
    const lifted = await call(staff, setSuspended, routes.suspend, { params: { memberId: reported.id }, body: { suspended: false } });
    expect(lifted.json).toEqual({ memberId: reported.id, suspended: false });
    expect((await storedMember(reported.id))?.messagingSuspendedAt).toBeUndefined();
    // Lifted, the member sends again.
    const sent = await call(reported, sendMessage, routes.send, { params: { threadId }, body: { body: 'Back again', clientKey: 'after-lifting-1' } });
    expect(sent.statusCode, JSON.stringify(sent.json)).toBe(201);
    expect(sent.json).toMatchObject({ senderId: reported.id, body: 'Back again' });
    const set = await call(staff, setSuspended, routes.suspend, { params: { memberId: outsider.id }, body: { suspended: true } });
    expect(set.json).toEqual({ memberId: outsider.id, suspended: true });
    expect((await storedMember(outsider.id))?.messagingSuspendedAt).toEqual(expect.any(String));
    expect((await auditOf(reported.id)).map((entry) => entry.action)).toContain('member.messaging.reinstate');
    expect((await call(staff, setSuspended, routes.suspend, { params: { memberId: 'member-nobody' }, body: { suspended: true } })).statusCode).toBe(404);
  });
});

describe('through the routes', () => {
  it('reports a thread built by sends, suspends its sender, and the sender’s next send is refused until lifted', async () => {
    const [asha, vikram] = [await signIn('Asha'), await signIn('Vikram')];
    const thread = await connectedThread(asha, vikram);
    await sent(vikram, thread.id, 'Invest in my scheme today');
    await sent(asha, thread.id, 'No thank you');
    await sent(vikram, thread.id, 'Last chance\nreally');

    const reported = await call(asha, reportThread, routes.report, { params: { threadId: thread.id }, body: { reason: 'scam' } });
    expect(reported.statusCode).toBe(201);
    const resolved = await call(staff, resolveReport, routes.resolve, { params: { reportId: reported.json.reportId }, body: { suspendSender: true } });
    expect(resolved.json.messages.map((message: { senderId: string; body: string }) => [message.senderId, message.body])).toEqual([
      [vikram.id, 'Invest in my scheme today'],
      [asha.id, 'No thank you'],
      [vikram.id, 'Last chance\nreally'],
    ]);
    expect(resolved.json).toMatchObject({ reported: { id: vikram.id }, senderSuspended: true });

    expect((await send(vikram, thread.id, 'Are you there?')).statusCode).toBe(403);
    // The one reported keeps reading and may still be written to.
    await sent(asha, thread.id, 'Please stop');
    expect((await call(staff, setSuspended, routes.suspend, { params: { memberId: vikram.id }, body: { suspended: false } })).statusCode).toBe(200);
    await sent(vikram, thread.id, 'Sorry');
  });

  it('closes without a suspension when the reported member is gone', async () => {
    const [meera, gone] = [await signIn('Meera'), await signIn('Gone')];
    const thread = await connectedThread(meera, gone);
    await sent(gone, thread.id, 'Hello');
    const reported = await call(meera, reportThread, routes.report, { params: { threadId: thread.id }, body: { reason: 'spam' } });
    await memberData().members.build(DeleteItemCommand).key({ id: gone.id }).send();
    const resolved = await call(staff, resolveReport, routes.resolve, { params: { reportId: reported.json.reportId }, body: { suspendSender: true } });
    expect(resolved.statusCode, JSON.stringify(resolved.json)).toBe(200);
    expect(resolved.json).toMatchObject({ status: 'closed', senderSuspended: false });
    expect((await auditOf(reported.json.reportId)).map((entry) => entry.action)).toEqual(['message_report.close']);
    expect(await storedMember(gone.id)).toBeUndefined();
  });
});
