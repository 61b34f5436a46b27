import { randomUUID } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { mailData } from '../features/mail/data.js';
import { memberData } from '../features/members/data.js';
import { outboxInStatus } from '../platform/mail/entities/outbox-mail.js';
import { queryAll } from '../platform/db/pages.js';
import { writeTransaction } from '../platform/db/transaction.js';
import { MAX_ATTEMPTS, SETTLED_KEEP_MS, deliverOutbox, retryDelayMs } from './deliver.js';
import { eventMail } from '../features/events/mail/data.js';
import { mailbox } from '../test/outbox.js';

/** Queues an RSVP-confirmed mail for a fresh address; resolves its outbox id and address. */
async function queue(options: { memberId?: string; to?: string } = {}): Promise<{ id: string; to: string }> {
  const id = randomUUID();
  const to = options.to ?? `member-${randomUUID()}@example.com`;
  await writeTransaction([
    eventMail.write({
      id,
      template: 'rsvp-confirmed',
      to,
      ...(options.memberId ? { memberId: options.memberId } : {}),
      data: {
        memberName: 'Srinivas Varma',
        event: {
          id: 'ev-1',
          title: 'Founders Breakfast',
          startTime: '2026-12-05T03:30:00.000Z',
          endTime: '2026-12-05T05:00:00.000Z',
          timeZone: 'Asia/Kolkata',
          place: 'ITC Kohenur',
        },
      },
    }),
  ]);
  return { id, to };
}

const stored = async (id: string) => (await mailData().outbox.build(GetItemCommand).key({ id }).options({ consistent: true }).send()).Item!;

let ses: ReturnType<typeof mockClient> | undefined;
afterEach(() => {
  ses?.restore();
  ses = undefined;
});

describe('outbox reliability', () => {
  it('a send that keeps failing is retried with backoff and ends failed after the last attempt, on the failed index', async () => {
    ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Daily sending quota exceeded'), { name: 'LimitExceededException' }));
    const { id } = await queue();
    let now = new Date();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await deliverOutbox({ now })).toMatchObject({ retrying: 1, sent: 0, failed: 0 });
      const mail = await stored(id);
      expect(mail).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'LimitExceededException: Daily sending quota exceeded' });
      expect(Date.parse(mail.dueAt)).toBe(now.getTime() + retryDelayMs(attempt));
      // Not due yet: a run just before the backoff ends leaves it alone.
      expect(await deliverOutbox({ now: new Date(Date.parse(mail.dueAt) - 1000) })).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
      now = new Date(Date.parse(mail.dueAt) + 1);
    }
    expect(await deliverOutbox({ now })).toMatchObject({ failed: 1, retrying: 0 });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(MAX_ATTEMPTS);
    const failed = await stored(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed.expiresAt).toBeUndefined();
    expect((await queryAll(mailData().outbox, outboxInStatus('failed'))).map((mail) => mail.id)).toContain(id);
    // Failed is final: later runs never send it again.
    expect(await deliverOutbox({ now: new Date(now.getTime() + 86_400_000) })).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(MAX_ATTEMPTS);
  });

  it('a suppressed address is skipped: nothing reaches the mailbox, and the item expires in 30 days', async () => {
    const to = `Bounced-${randomUUID()}@Example.com`;
    await mailData().suppressed.build(PutItemCommand).item({ address: to.toLowerCase(), reason: 'bounce' }).send();
    const { id } = await queue({ to });
    const now = new Date();
    expect(await deliverOutbox({ now })).toMatchObject({ skipped: 1, sent: 0 });
    const mail = await stored(id);
    expect(mail).toMatchObject({ status: 'skipped', skippedReason: 'suppressed' });
    expect(mail.expiresAt).toBe(Math.floor((now.getTime() + SETTLED_KEEP_MS) / 1000));
    expect(await mailbox(to)).toHaveLength(0);
  });

  it('a member who turned the category off is skipped; another category still reaches them', async () => {
    const memberId = `member-${randomUUID()}`;
    // The consumer sends only to a member who still exists (not erased) and is not suspended.
    await memberData()
      .members.build(PutItemCommand)
      .item({ id: memberId, email: `${memberId}@example.com`, firstName: 'Kiran', lastName: 'Rao' })
      .send();
    await mailData().preferences.build(PutItemCommand).item({ memberId, events: false, digest: true }).send();
    const { id, to } = await queue({ memberId });
    expect(await deliverOutbox()).toMatchObject({ skipped: 1, sent: 0 });
    expect(await stored(id)).toMatchObject({ status: 'skipped', skippedReason: 'preference' });
    expect(await mailbox(to)).toHaveLength(0);

    await mailData().preferences.build(PutItemCommand).item({ memberId, events: true }).send();
    const again = await queue({ memberId, to });
    expect(await deliverOutbox()).toMatchObject({ sent: 1 });
    const sent = await stored(again.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent.expiresAt).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
    expect(await mailbox(to)).toHaveLength(1);
  });

  it('mail queued to a member who was since erased or suspended is skipped, never sent', async () => {
    const erased = `member-${randomUUID()}`;
    const suspended = `member-${randomUUID()}`;
    await memberData()
      .members.build(PutItemCommand)
      .item({ id: suspended, email: `${suspended}@example.com`, firstName: 'Kiran', lastName: 'Rao', suspendedAt: new Date().toISOString() })
      .send();
    const toErased = await queue({ memberId: erased });
    const toSuspended = await queue({ memberId: suspended });
    expect(await deliverOutbox()).toMatchObject({ skipped: 2, sent: 0 });
    expect(await stored(toErased.id)).toMatchObject({ status: 'skipped', skippedReason: 'no-member' });
    expect(await stored(toSuspended.id)).toMatchObject({ status: 'skipped', skippedReason: 'suspended' });
    expect(await mailbox(toErased.to)).toHaveLength(0);
    expect(await mailbox(toSuspended.to)).toHaveLength(0);
  });

  it('an item another run has claimed is not sent again while the claim holds; after it lapses one run takes it over', async () => {
    const { id, to } = await queue();
    const now = new Date();
    const claimedUntil = new Date(now.getTime() + 5 * 60_000).toISOString();
    // Another sender's claim, as deliver.ts writes it.
    await mailData().outbox.build(UpdateItemCommand).item({ id, status: 'sending', dueAt: claimedUntil, attempts: 1 }).send();
    expect(await deliverOutbox({ now })).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
    expect(await mailbox(to)).toHaveLength(0);
    expect(await stored(id)).toMatchObject({ status: 'sending', dueAt: claimedUntil });

    const lapsed = new Date(now.getTime() + 6 * 60_000);
    const runs = await Promise.all([deliverOutbox({ now: lapsed }), deliverOutbox({ now: lapsed })]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await mailbox(to)).toHaveLength(1);
  });
});
