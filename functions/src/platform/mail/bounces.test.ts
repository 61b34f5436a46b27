import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { describe, expect, it } from 'vitest';
import { TABLE } from '@club/shared';
import { config } from '../config.js';
import { getDocumentClient } from '../db/client.js';
import { mailData } from '../../features/mail/data.js';
import { outboxMailEntity } from './entities/outbox-mail.js';
import { OUTBOX_STREAM_FILTER } from '../../handlers.js';
import { handler as onMailEvent, type SesMailEventBridgeEvent } from './bounces.js';
import { deliverOutbox } from '../../outbox/deliver.js';
import { handler as onOutboxStream } from '../../outbox/outbox-stream.js';
import { mailbox } from '../../test/outbox.js';

const CONFIGURATION_SET = 'club-dev';

/** SES's event record for one sent mail, as EventBridge delivers it from a configuration set's event destination. */
function sesEvent(
  detailType: SesMailEventBridgeEvent['detail-type'],
  detail: Omit<SesMailEventBridgeEvent['detail'], 'mail'>,
  to: string,
): SesMailEventBridgeEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': detailType,
    source: 'aws.ses',
    account: '123456789012',
    time: '2026-11-27T10:00:02Z',
    region: 'ap-south-1',
    resources: [`arn:aws:ses:ap-south-1:123456789012:configuration-set/${CONFIGURATION_SET}`],
    detail: {
      ...detail,
      mail: {
        timestamp: '2026-11-27T10:00:00.000Z',
        source: 'club@example.org',
        sourceArn: 'arn:aws:ses:ap-south-1:123456789012:identity/example.org',
        sendingAccountId: '123456789012',
        messageId: '0109019c6f0e8a2b-5a0b7e4e-3c11-4a56-9a1f-2f3e4d5c6b7a-000000',
        destination: [to],
        headersTruncated: false,
        tags: { 'ses:configuration-set': [CONFIGURATION_SET], 'ses:from-domain': ['example.org'], 'ses:caller-identity': ['club-dev-job-mail-outbox'] },
      },
    } as SesMailEventBridgeEvent['detail'],
  };
}

const permanentBounce = (to: string) =>
  sesEvent(
    'Email Bounced',
    {
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: to, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
        timestamp: '2026-11-27T10:00:02.000Z',
        feedbackId: '0109019c6f0e8f11-feedback-000000',
        reportingMTA: 'dsn; a1-23.smtp-out.ap-south-1.amazonses.com',
      },
    } as never,
    to,
  );

const transientBounce = (to: string) =>
  sesEvent(
    'Email Bounced',
    {
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Transient',
        bounceSubType: 'MailboxFull',
        bouncedRecipients: [{ emailAddress: to, action: 'failed', status: '4.2.2', diagnosticCode: 'smtp; 452 4.2.2 mailbox full' }],
        timestamp: '2026-11-27T10:00:02.000Z',
        feedbackId: '0109019c6f0e8f12-feedback-000000',
      },
    } as never,
    to,
  );

const complaint = (to: string) =>
  sesEvent(
    'Email Complaint Received',
    {
      eventType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: to }],
        timestamp: '2026-11-27T10:05:00.000Z',
        feedbackId: '0109019c6f0e9a00-feedback-000000',
        userAgent: 'Yahoo!-Mail-Feedback/2.0',
        complaintFeedbackType: 'abuse',
        arrivalDate: '2026-11-27T10:04:58.000Z',
      },
    } as never,
    to,
  );

const suppression = async (address: string) => (await mailData().suppressed.build(GetItemCommand).key({ address }).send()).Item;

/** One pending outbox mail to `to`, due now. */
async function queueMail(to: string): Promise<string> {
  const id = randomUUID();
  await mailData()
    .outbox.build(PutItemCommand)
    .item({
      id,
      template: 'rsvp-confirmed',
      data: JSON.stringify({
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
      }),
      to,
      category: 'events',
      status: 'pending',
      attempts: 0,
      dueAt: new Date().toISOString(),
    })
    .send();
  return id;
}
const outboxItem = async (id: string) => (await mailData().outbox.build(GetItemCommand).key({ id }).send()).Item;

describe('SES bounce and complaint events → the suppression list', () => {
  it('suppresses a permanently bounced address (lower-cased), and the outbox then skips mail to it', async () => {
    const to = `Bounced-${randomUUID()}@Example.com`;
    expect(await onMailEvent(permanentBounce(to))).toEqual({ suppressed: 1 });
    expect(await suppression(to.toLowerCase())).toMatchObject({ address: to.toLowerCase(), reason: 'bounce' });

    const id = await queueMail(to);
    await deliverOutbox();
    expect(await outboxItem(id)).toMatchObject({ status: 'skipped', skippedReason: 'suppressed' });
    expect(await mailbox(to)).toEqual([]);
  });

  it('does not suppress a transient bounce: the next mail is sent', async () => {
    const to = `full-${randomUUID()}@example.com`;
    expect(await onMailEvent(transientBounce(to))).toEqual({ suppressed: 0 });
    expect(await suppression(to)).toBeUndefined();

    const id = await queueMail(to);
    await deliverOutbox();
    expect(await outboxItem(id)).toMatchObject({ status: 'sent' });
    expect(await mailbox(to)).toHaveLength(1);
  });

  it('suppresses a complaint, and the same event twice keeps one entry', async () => {
    const to = `complained-${randomUUID()}@example.com`;
    await onMailEvent(complaint(to));
    await onMailEvent(complaint(to));
    expect(await suppression(to)).toMatchObject({ reason: 'complaint' });

    const id = await queueMail(to);
    await deliverOutbox();
    expect(await outboxItem(id)).toMatchObject({ status: 'skipped', skippedReason: 'suppressed' });
    expect(await mailbox(to)).toEqual([]);
  });
});

describe('the outbox stream consumer', () => {
  it('matches what infra filters the stream on: the stored item’s entity attribute and status', async () => {
    const id = await queueMail(`filter-${randomUUID()}@example.com`);
    expect(outboxMailEntity().entityName).toBe(OUTBOX_STREAM_FILTER.entity);
    const { Item: raw } = await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: { [TABLE.partitionKey]: `OUTBOX#${id}`, [TABLE.sortKey]: 'OUTBOX' } }),
    );
    expect(raw?.[TABLE.entityAttribute]).toBe(OUTBOX_STREAM_FILTER.entity);
    expect(raw?.status).toBe(OUTBOX_STREAM_FILTER.status);
  });

  it('sends the new outbox mail of a stream record once, even when the record is delivered twice', async () => {
    const to = `streamed-${randomUUID()}@example.com`;
    const id = await queueMail(to);
    const { Item: raw } = await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: { [TABLE.partitionKey]: `OUTBOX#${id}`, [TABLE.sortKey]: 'OUTBOX' } }),
    );
    const event: DynamoDBStreamEvent = {
      Records: [
        {
          eventID: randomUUID(),
          eventName: 'INSERT',
          eventVersion: '1.1',
          eventSource: 'aws:dynamodb',
          awsRegion: 'ap-south-1',
          dynamodb: {
            Keys: marshall({ [TABLE.partitionKey]: raw![TABLE.partitionKey], [TABLE.sortKey]: raw![TABLE.sortKey] }) as never,
            NewImage: marshall(raw!) as never,
            StreamViewType: 'NEW_IMAGE',
            SequenceNumber: '100',
            SizeBytes: 512,
          },
          eventSourceARN: 'arn:aws:dynamodb:ap-south-1:123456789012:table/club-dev/stream/2026-11-27T00:00:00.000',
        },
      ],
    };
    await Promise.all([onOutboxStream(event), onOutboxStream(event)]);
    expect(await outboxItem(id)).toMatchObject({ status: 'sent' });
    expect(await mailbox(to)).toHaveLength(1);
  });
});
