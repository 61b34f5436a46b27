import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { writeTransaction } from '../platform/db/transaction.js';
import { deliverOutbox } from './deliver.js';
import { outboxWrite } from '../platform/mail/outbox.js';
import { mailbox } from '../test/outbox.js';

const queue = (to: string) =>
  writeTransaction([
    outboxWrite({
      template: 'rsvp-confirmed',
      to,
      data: {
        memberName: 'Lakshmi Rao',
        ticketCode: 'ABC123',
        event: { id: randomUUID(), title: 'Diwali Gala Dinner', startTime: '2026-12-12T13:00:00.000Z', endTime: '2026-12-12T16:00:00.000Z', timeZone: 'Asia/Kolkata', place: 'Taj Krishna, Hyderabad' },
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
    expect(mail!.body.text).toContain('18:30');
    const ics = mail!.attachments.find((file) => file.filename?.endsWith('.ics'));
    expect(ics?.contentType).toContain('text/calendar');
    expect(Buffer.from(ics!.content, 'base64').toString('utf8')).toContain('SUMMARY:Diwali Gala Dinner');
  });
});
