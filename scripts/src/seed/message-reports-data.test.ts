import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededDemoTable } from '../test/demo-table.js';
import { listReports } from '@club/functions/features/messages/reports-reads';
import { seedMessageReports } from './message-reports-data.js';

beforeAll(() => useSeededDemoTable('seed-message-reports'));

describe('demo message reports', () => {
  it('puts one open report of a demo thread on the staff queue, with its messages; a second run writes nothing', async () => {
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
