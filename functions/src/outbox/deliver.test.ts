import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { mailData } from '../features/mail/data.js';
import { listFailedMails } from '../features/staff/failed-mails.js';
import { writeTransaction } from '../platform/db/transaction.js';
import { deliverOutbox } from './deliver.js';
import { eventMail } from '../features/events/mail/data.js';
import { mailbox } from '../test/outbox.js';

const queue = (to: string) =>
  writeTransaction([
    eventMail.write({
      template: 'rsvp-confirmed',
      to,
      data: {
        memberName: 'Lakshmi Rao',
        ticketCode: 'ABC123',
        event: {
          id: randomUUID(),
          title: 'Diwali Gala Dinner',
          startTime: '2026-12-12T13:00:00.000Z',
          endTime: '2026-12-12T16:00:00.000Z',
          timeZone: 'Asia/Kolkata',
          place: 'Taj Krishna, Hyderabad',
        },
      },
    }),
  ]);

describe('outbox delivery through the local SES emulator', () => {
  it('sends a queued mail with its HTML, text and .ics, once even when two runs overlap', async () => {
    const to = `member-${randomUUID()}@example.com`;
    await queue(to);
    await Promise.all([deliverOutbox(), deliverOutbox()]);
    await deliverOutbox();
    const received = await mailbox(to);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.subject).toBe('You are confirmed: Diwali Gala Dinner');
    expect(mail!.body.html).toContain('Diwali Gala Dinner');
    expect(mail!.body.text).toContain('6:30 pm');
    const ics = mail!.attachments.find((file) => file.filename?.endsWith('.ics'));
    expect(ics?.contentType).toContain('text/calendar');
    expect(Buffer.from(ics!.content, 'base64').toString('utf8')).toContain('SUMMARY:Diwali Gala Dinner');
  });
});

/** An outbox item as stored, written around the typed queue: what a bad deploy, a hand edit or an old template's data would leave. */
async function storeRaw(item: { template: string; data: string; to?: string }): Promise<{ id: string; to: string }> {
  const id = randomUUID();
  const to = item.to ?? `member-${randomUUID()}@example.com`;
  await mailData()
    .outbox.build(PutItemCommand)
    .item({ id, template: item.template, data: item.data, to, category: 'events', status: 'pending', attempts: 0, dueAt: new Date().toISOString() })
    .send();
  return { id, to };
}

const stored = async (id: string) => (await mailData().outbox.build(GetItemCommand).key({ id }).options({ consistent: true }).send()).Item!;

describe('the outbox consumer trusts nothing it reads', () => {
  it('a mail whose stored data does not match its template is failed at once with the reason, never sent, and listed for staff', async () => {
    const event = { id: randomUUID(), title: 'Ugadi Brunch', startTime: 1_800_000_000, endTime: '2027-03-20T06:00:00.000Z', timeZone: 'Asia/Kolkata' };
    const mismatched = await storeRaw({ template: 'rsvp-confirmed', data: JSON.stringify({ event }) });
    const notJson = await storeRaw({ template: 'rsvp-waitlisted', data: '{"memberName": "Ravi", "event": ' });
    const unknown = await storeRaw({ template: 'no-such-mail', data: '{}' });
    // A fan-out with bad data queues nobody's mail.
    const fanOut = await storeRaw({ template: 'event-guests', data: JSON.stringify({ mail: 'event-moved', event }) });
    // A good mail in the same run still goes out: one bad item does not stop the consumer.
    const good = `member-${randomUUID()}@example.com`;
    await queue(good);

    expect(await deliverOutbox()).toEqual({ sent: 1, retrying: 0, failed: 4, skipped: 0 });
    expect(await mailbox(good)).toHaveLength(1);

    const failed = await stored(mismatched.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/^Invalid rsvp-confirmed data: /);
    expect(failed.lastError).toContain('memberName: ');
    expect(failed.lastError).toContain('event.startTime: ');
    expect(await stored(notJson.id)).toMatchObject({ status: 'failed', lastError: 'Invalid rsvp-waitlisted data: not JSON' });
    expect(await stored(unknown.id)).toMatchObject({ status: 'failed', lastError: 'Unknown mail template no-such-mail' });
    expect((await stored(fanOut.id)).lastError).toMatch(/^Invalid event-guests data: mail: /);
    for (const { to } of [mismatched, notJson, unknown]) expect(await mailbox(to)).toHaveLength(0);

    // Failed is final until staff retry it: a later run sends nothing.
    expect(await deliverOutbox({ now: new Date(Date.now() + 86_400_000) })).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
    const listed = await listFailedMails({ limit: 10 });
    expect(listed.items.map((mail) => mail.id).sort()).toEqual([mismatched.id, notJson.id, unknown.id, fanOut.id].sort());
    expect(listed.items.find((mail) => mail.id === mismatched.id)?.lastError).toBe(failed.lastError);
  });
});
