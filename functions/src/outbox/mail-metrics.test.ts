import { randomUUID } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JOB_COMPLETED_METRIC } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { getDocumentClient } from '../platform/db/client.js';
import { mailData } from '../features/mail/data.js';
import { writeTransaction } from '../platform/db/transaction.js';
import { handler as mailOutboxJob } from './mail-outbox.js';
import { captureMetrics } from '../test/metrics.js';
import { MAX_ATTEMPTS, deliverOutbox } from './deliver.js';
import { eventMail } from '../features/events/mail/data.js';

async function queue(): Promise<string> {
  const id = randomUUID();
  await writeTransaction([
    eventMail.write({
      id,
      template: 'rsvp-confirmed',
      to: `member-${randomUUID()}@example.com`,
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
  return id;
}

let metrics: ReturnType<typeof captureMetrics>;
const restore: (() => void)[] = [];
beforeEach(() => {
  metrics = captureMetrics();
});
afterEach(() => {
  metrics.stop();
  for (const undo of restore.splice(0)) undo();
});

describe('mail and job-run metrics', () => {
  it('MailsSent counts each mail SES accepted once, even when two runs overlap; a completed run counts JobCompleted with its job', async () => {
    await Promise.all([queue(), queue()]);

    const [first, second] = await Promise.all([mailOutboxJob(), deliverOutbox()]);
    expect(first.sent + second.sent).toBe(2);
    await mailOutboxJob();

    expect(metrics.count('MailsSent')).toBe(2);
    expect(metrics.count('MailsFailed')).toBe(0);
    expect(metrics.count(JOB_COMPLETED_METRIC, { job: 'mail-outbox' })).toBe(2);
  });

  it('MailsFailed counts a mail once, when its last attempt fails (not its retries); a failed run counts no JobCompleted', async () => {
    const ses = mockClient(SESv2Client);
    restore.push(() => ses.restore());
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Daily sending quota exceeded'), { name: 'LimitExceededException' }));
    await queue();
    const last = await queue();
    await mailData()
      .outbox.build(UpdateItemCommand)
      .item({ id: last, attempts: MAX_ATTEMPTS - 1 })
      .send();

    expect(await deliverOutbox()).toMatchObject({ retrying: 1, failed: 1, sent: 0 });
    expect(metrics.count('MailsFailed')).toBe(1);
    expect(metrics.count('MailsSent')).toBe(0);

    const dynamo = mockClient(getDocumentClient());
    restore.push(() => dynamo.restore());
    dynamo.onAnyCommand().rejects(new Error('InternalServerError'));
    const level = process.env.POWERTOOLS_LOG_LEVEL;
    process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
    restore.push(() => (process.env.POWERTOOLS_LOG_LEVEL = level));
    await expect(mailOutboxJob()).rejects.toThrow('InternalServerError');
    expect(metrics.count(JOB_COMPLETED_METRIC)).toBe(0);
  });
});
