import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CM_REQUEST_STATUSES, cmRequestSchema, culturalRequestSchema } from '@club/shared';
import { createDynamoClient } from '@club/functions/db/client';
import { ensureTable } from '@club/functions/db/table';
import { cmOfficeData } from '@club/functions/db/services/cm-office';
import { cultureData } from '@club/functions/db/services/culture';
import { toCmRequest } from '@club/functions/domain/cm-office/requests';
import { seedCulture } from './culture-data.js';

beforeAll(async () => {
  process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
  process.env.TABLE_NAME = `seed-culture-${randomUUID()}`;
  const client = createDynamoClient();
  await ensureTable(client, process.env.TABLE_NAME);
  client.destroy();
});

const snapshot = async () => ({
  requests: (await cultureData().culturalRequests.scan.go({ pages: 'all' })).data.sort((a, b) => a.id.localeCompare(b.id)),
  cm: (await cmOfficeData().cmRequests.scan.go({ pages: 'all' })).data.sort((a, b) => a.id.localeCompare(b.id)),
  slots: (await cmOfficeData().cmSlots.scan.go({ pages: 'all' })).data.sort((a, b) => a.id.localeCompare(b.id)),
  content: (await cmOfficeData().cmContent.scan.go({ pages: 'all' })).data.sort((a, b) => a.id.localeCompare(b.id)),
});

describe('seedCulture', () => {
  it('seeds requests in every state, CM requests in every status, slots and content; twice is the same', async () => {
    const now = Date.now();
    await seedCulture(now);
    const first = await snapshot();
    for (const request of first.requests) expect(() => culturalRequestSchema.parse(request)).not.toThrow();
    expect(first.requests.some((r) => !r.isResolved)).toBe(true);
    expect(first.requests.some((r) => r.isResolved && r.satisfaction === undefined)).toBe(true);
    expect(first.requests.some((r) => r.satisfaction !== undefined)).toBe(true);
    expect(new Set(first.cm.map((r) => r.status))).toEqual(new Set(CM_REQUEST_STATUSES));
    for (const request of first.cm) expect(() => cmRequestSchema.parse(toCmRequest(request))).not.toThrow();
    expect(first.slots.length).toBeGreaterThan(20);
    expect(first.slots.filter((slot) => slot.requestId)).toHaveLength(1);
    expect(new Set(first.content.map((item) => item.kind)).size).toBe(5);
    await seedCulture(now);
    expect(await snapshot()).toEqual(first);
  });
});
