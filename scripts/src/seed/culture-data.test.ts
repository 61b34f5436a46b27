import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { ScanCommand } from 'dynamodb-toolbox/table/actions/scan';
import { CM_REQUEST_STATUSES, cmRequestSchema, culturalRequestSchema } from '@club/shared';
import { createDynamoClient } from '@club/functions/platform/db/client';
import { clubTable } from '@club/functions/platform/db/club-table';
import type { AnyEntity } from '@club/functions/platform/db/get-together';
import { ensureTable } from '@club/functions/platform/db/table';
import { cmOfficeData } from '@club/functions/features/cm-office/data';
import { cultureData } from '@club/functions/features/culture/data';
import { cmDayCounter, toCmRequest } from '@club/functions/features/cm-office/requests';
import { memberScope, readCounters } from '@club/functions/features/stats/counters';
import { seedCulture } from './culture-data.js';

beforeAll(async () => {
  process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
  process.env.TABLE_NAME = `seed-culture-${randomUUID()}`;
  const client = createDynamoClient();
  await ensureTable(client, process.env.TABLE_NAME);
  client.destroy();
});

/** Every item of one entity in the test's own table, by id. */
async function scanned<E extends AnyEntity>(entity: E) {
  const { Items = [] } = await clubTable.build(ScanCommand).entities(entity).options({ maxPages: Infinity }).send();
  return (Items as FormattedItem<E>[]).sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

const snapshot = async () => ({
  requests: await scanned(cultureData().culturalRequests),
  cm: await scanned(cmOfficeData().cmRequests),
  slots: await scanned(cmOfficeData().cmSlots),
  content: await scanned(cmOfficeData().cmContent),
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
    // The booking is counted on its member's day (the one-slot-a-day cap).
    const booked = first.slots.find((slot) => slot.requestId)!;
    expect((await readCounters(memberScope(booked.bookedBy!)))[cmDayCounter(booked.date)]).toBe(1);
    expect(new Set(first.content.map((item) => item.kind)).size).toBe(5);
    await seedCulture(now);
    expect(await snapshot()).toEqual(first);
  });
});
