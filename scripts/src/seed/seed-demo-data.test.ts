import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { memberSchema } from '@club/shared';
import { createDynamoClient } from '@club/functions/db/client';
import { ensureTable } from '@club/functions/db/table';
import { companyData } from '@club/functions/db/services/companies';
import { memberData } from '@club/functions/db/services/members';
import { BADGES, CHAPTERS } from '@club/shared';
import { seedDemoData } from './seed-demo-data.js';

beforeAll(async () => {
  process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
  process.env.TABLE_NAME = `seed-${randomUUID()}`;
  const client = createDynamoClient();
  await ensureTable(client, process.env.TABLE_NAME);
  client.destroy();
});

const allMembers = async () => (await memberData().members.query.newest({}).go({ pages: 'all' })).data;

describe('seedDemoData', () => {
  it('seeds at least 30 valid members across every chapter and badge, each with a company', async () => {
    await seedDemoData();
    const members = await allMembers();

    expect(members.length).toBeGreaterThanOrEqual(30);
    for (const member of members) expect(() => memberSchema.parse(member), member.id).not.toThrow();
    expect(new Set(members.flatMap((m) => m.chapters))).toEqual(new Set(CHAPTERS));
    expect(new Set(members.flatMap((m) => m.badges))).toEqual(new Set(BADGES));
    const companyIds = new Set((await companyData().companies.query.newest({}).go({ pages: 'all' })).data.map((c) => c.id));
    for (const member of members) expect(companyIds.has(member.companyId!), member.id).toBe(true);
  });

  it('is idempotent and leaves a member’s own edits alone', async () => {
    await seedDemoData();
    const before = await allMembers();
    await memberData().members.patch({ id: 'demo-ramesh-reddy' }).set({ phone: '+91 98480 00000' }).go();

    await seedDemoData();

    const after = await allMembers();
    expect(after.length).toBe(before.length);
    expect(after.find((m) => m.id === 'demo-ramesh-reddy')?.phone).toBe('+91 98480 00000');
  });
});
