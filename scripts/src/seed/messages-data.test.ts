import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { createDynamoClient } from '@club/functions/platform/db/client';
import { ensureTable } from '@club/functions/platform/db/table';
import { memberData } from '@club/functions/features/members/data';
import { listThreads } from '@club/functions/features/messages/threads';
import { unreadMessageCount } from '@club/functions/features/messages/read-state';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { memberSchema } from '@club/shared';
import { seedDemoData } from './seed-demo-data.js';

beforeAll(async () => {
  process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
  process.env.TABLE_NAME = `seed-messages-${randomUUID()}`;
  const client = createDynamoClient();
  await ensureTable(client, process.env.TABLE_NAME);
  client.destroy();
}, 120_000);

const asMember = async (id: string) => memberSchema.parse((await memberData().members.build(GetItemCommand).key({ id }).send()).Item);

describe('demo messages', () => {
  it('gives Ramesh threads with connected members, one message unread, the same after a second run', async () => {
    await seedDemoData();
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
