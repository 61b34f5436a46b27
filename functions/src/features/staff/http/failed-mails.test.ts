import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { config } from '../../../platform/config.js';
import { auditOfTargetType } from '../../audit/entities/audit-log.js';
import { auditData } from '../../audit/data.js';
import { mailData } from '../../mail/data.js';
import { queryAll } from '../../../platform/db/pages.js';
import { MAIL_NOT_FAILED, MAIL_NOT_FOUND } from '../failed-mails-writes.js';
import { deliverOutbox } from '../../../outbox/deliver.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as listFailedMails } from './list-failed-mails.js';
import { handler as retryFailedMail } from './retry-failed-mail.js';

let staff: SignedIn;

/** A mail as the consumer leaves it after its last attempt failed. */
async function failedMail(to: string, failedAt: string): Promise<string> {
  const id = randomUUID();
  const data = {
    memberName: 'Kavya Reddy',
    event: { id: 'ev-1', title: 'Founders Breakfast', startTime: '2026-12-05T03:30:00.000Z', endTime: '2026-12-05T05:00:00.000Z', timeZone: 'Asia/Kolkata' },
  };
  await mailData()
    .outbox.build(PutItemCommand)
    .item({
      id,
      template: 'rsvp-confirmed',
      data: JSON.stringify(data),
      to,
      category: 'events',
      status: 'failed',
      attempts: 5,
      dueAt: failedAt,
      lastError: 'Throttling: Rate exceeded',
    })
    .send();
  return id;
}

beforeAll(async () => {
  staff = await signIn('Lakshmi', { role: 'staff' });
});

describe('the staff view of failed mail', () => {
  it('lists failed mails most recently failed first, a page at a time, and a retry puts one back: sent once, audited, a second retry 409', async () => {
    const to = `kavya-${randomUUID()}@example.com`;
    const older = await failedMail('older@example.com', '2026-11-20T10:00:00.000Z');
    const newer = await failedMail(to, '2026-11-26T10:00:00.000Z');

    const first = await staff.call(listFailedMails, routes.listFailedMails, { query: { limit: '1' } });
    expect(first.statusCode).toBe(200);
    expect(first.json).toEqual([
      expect.objectContaining({
        id: newer,
        to,
        template: 'rsvp-confirmed',
        category: 'events',
        status: 'failed',
        attempts: 5,
        lastError: 'Throttling: Rate exceeded',
      }),
    ]);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = await staff.call(listFailedMails, routes.listFailedMails, { query: { limit: '1', cursor: String(cursor) } });
    expect(second.json.map((mail: { id: string }) => mail.id)).toEqual([older]);

    const retried = await staff.call(retryFailedMail, routes.retryFailedMail, { params: { mailId: newer } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json).toMatchObject({ id: newer, status: 'pending', attempts: 0 });
    const stored = (await mailData().outbox.build(GetItemCommand).key({ id: newer }).send()).Item;
    expect(stored).toMatchObject({ status: 'pending', attempts: 0 });
    const audit = await queryAll(auditData().auditLogs, auditOfTargetType('outbox_mail'));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'mail.retry',
        targetId: newer,
        actorId: staff.id,
        before: { status: 'failed', attempts: 5 },
        after: { status: 'pending', attempts: 0 },
      }),
    ]);

    const again = await staff.call(retryFailedMail, routes.retryFailedMail, { params: { mailId: newer } });
    expect(again.statusCode).toBe(409);
    expect(again.json).toEqual({ message: MAIL_NOT_FAILED });
    const listed = await staff.call(listFailedMails, routes.listFailedMails);
    expect(listed.json.map((mail: { id: string }) => mail.id)).toEqual([older]);

    await deliverOutbox();
    const { emails } = (await (await fetch(`${config.sesEndpoint}/store`)).json()) as { emails: { destination: { to: string[] } }[] };
    expect(emails.filter((mail) => mail.destination.to.includes(to))).toHaveLength(1);
  });

  it('a retry of an unknown mail is 404 and of a malformed id 400, writing nothing', async () => {
    const missing = await staff.call(retryFailedMail, routes.retryFailedMail, { params: { mailId: 'no-such-mail' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json).toEqual({ message: MAIL_NOT_FOUND });
    const bad = await staff.call(retryFailedMail, routes.retryFailedMail, { params: { mailId: 'a b#c' } });
    expect(bad.statusCode).toBe(400);
  });
});
