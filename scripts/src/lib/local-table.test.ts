import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createDynamoClient } from '@club/functions/platform/db/client';
import { ensureTable } from '@club/functions/platform/db/table';
import { writeTransaction } from '@club/functions/platform/db/transaction';
import { eventMail } from '@club/functions/features/events/mail/data';
import { mailbox, outboxFor } from '@club/functions/test/outbox';
import { runScheduleOnce } from '../runtime/local-schedules.js';
import { useLocalTable } from './local-table.js';
import { readRunningStack, writeRunningStack } from './running-stack.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-running-'));
const runningStackFile = path.join(dir, 'running-stack.json');
const tableName = `job-${randomUUID()}`;

beforeAll(async () => {
  // As a one-off tool starts: nothing in its environment, only what `npm start` recorded.
  delete process.env.DYNAMODB_ENDPOINT;
  delete process.env.TABLE_NAME;
  const client = createDynamoClient(inject('dynamodbEndpoint'));
  await ensureTable(client, tableName);
  client.destroy();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run job against a running npm start', () => {
  it('reads back what npm start records, and nothing from a missing or broken file', () => {
    const stack = { dynamodb: 'http://127.0.0.1:1', tableName: 'club', s3: 'http://127.0.0.1:2', ses: 'http://127.0.0.1:3' };
    const file = path.join(dir, 'round-trip.json');
    writeRunningStack(stack, file);
    expect(readRunningStack(file)).toEqual(stack);
    fs.writeFileSync(file, '{not json');
    expect(readRunningStack(file)).toBeUndefined();
    expect(readRunningStack(path.join(dir, 'absent.json'))).toBeUndefined();
  });

  it('sends the outbox into the running stack’s SES emulator, from its table', async () => {
    writeRunningStack({ dynamodb: inject('dynamodbEndpoint'), tableName, s3: inject('s3Endpoint'), ses: inject('sesEndpoint') }, runningStackFile);

    const stop = await useLocalTable({ runningStackFile });
    const to = `guest-${randomUUID()}@example.com`;
    await writeTransaction([
      eventMail.write({
        template: 'rsvp-confirmed',
        to,
        data: {
          memberName: 'Lakshmi Rao',
          ticketCode: 'JOB123',
          event: {
            id: randomUUID(),
            title: 'Ugadi Networking Evening',
            startTime: '2027-03-20T13:00:00.000Z',
            endTime: '2027-03-20T16:00:00.000Z',
            timeZone: 'Asia/Kolkata',
            place: 'Hyderabad',
          },
        },
      }),
    ]);
    await runScheduleOnce('mail-outbox');
    await stop();

    expect(process.env.TABLE_NAME).toBe(tableName);
    const received = await mailbox(to);
    expect(received.map((mail) => mail.subject)).toEqual(['You are confirmed: Ugadi Networking Evening']);
    expect((await outboxFor(to)).map((item) => [item.status, item.attempts])).toEqual([['sent', 1]]);
  });
});
