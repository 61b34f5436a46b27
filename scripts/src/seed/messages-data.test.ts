import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededDemoTable } from '../test/demo-table.js';
import { memberData } from '@club/functions/features/members/data';
import { listThreads } from '@club/functions/features/messages/threads-reads';
import { unreadMessageCount } from '@club/functions/features/messages/inbox-reads';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { memberSchema } from '@club/shared';
import { seedDemoData } from './seed-demo-data.js';

beforeAll(() => useSeededDemoTable('seed-messages'));

const asMember = async (id: string) => memberSchema.parse((await memberData().members.build(GetItemCommand).key({ id }).send()).Item);

describe('demo messages', () => {
  it('gives Ramesh threads with connected members, one message unread, the same after a second run', async () => {
    const ramesh = await asMember('demo-ramesh-reddy');
    const first = await listThreads(ramesh, 'inbox', { limit: 20 });
    expect(first.items.length).toBeGreaterThanOrEqual(2);
    for (const thread of first.items) expect(thread.reasons.length, thread.id).toBeGreaterThan(0);
    expect(first.items.map((thread) => thread.updatedAt)).toEqual(
      first.items
        .map((thread) => thread.updatedAt)
        .sort()
        .reverse(),
    );
    expect(await unreadMessageCount(ramesh.id)).toBe(1);
    await seedDemoData();
    expect((await listThreads(ramesh, 'inbox', { limit: 20 })).items).toEqual(first.items);
  }, 300_000);
});
