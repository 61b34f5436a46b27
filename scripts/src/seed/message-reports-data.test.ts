import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { createDynamoClient } from '@club/functions/platform/db/client';
import { ensureTable } from '@club/functions/platform/db/table';
import { listReports } from '@club/functions/features/messages/reports';
import { seedDemoData } from './seed-demo-data.js';
import { seedMessageReports } from './message-reports-data.js';

beforeAll(async () => {
  process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
  process.env.TABLE_NAME = `seed-message-reports-${randomUUID()}`;
  const client = createDynamoClient();
  await ensureTable(client, process.env.TABLE_NAME);
  client.destroy();
}, 120_000);

describe('demo message reports', () => {
  it('puts one open report of a demo thread on the staff queue, with its messages; a second run writes nothing', async () => {
    await seedDemoData();
    const { items } = await listReports({ status: 'open', limit: 20 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 'demo-message-report-1',
      reason: 'other',
      reporter: { id: 'demo-ramesh-reddy' },
      reported: { id: 'demo-srinivas-chowdary' },
      senderSuspended: false,
    });
    expect(items[0]!.messages.length).toBeGreaterThan(0);
    expect(await seedMessageReports()).toEqual({ reports: 0 });
    expect((await listReports({ status: 'open', limit: 20 })).items).toEqual(items);
  }, 300_000);
});
