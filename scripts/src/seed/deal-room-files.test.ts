import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { DEFAULT_WATERMARK_TEMPLATE } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { createDynamoClient } from '@club/functions/platform/db/client';
import { ensureTable } from '@club/functions/platform/db/table';
import { dealRoomData } from '@club/functions/features/deal-rooms/data';
import { filesOfDeal } from '@club/functions/features/deal-rooms/entities/room-file';
import { logOfDeal } from '@club/functions/features/deal-rooms/entities/room-log';
import { readingsOfDeal } from '@club/functions/features/deal-rooms/entities/room-reading';
import { queryAll } from '@club/functions/platform/db/pages';
import { readObject } from '@club/functions/platform/files/objects';
import { readPdf } from '@club/functions/test/pdf-text';
import { seedDealRoomFiles } from './deal-room-files.js';

beforeAll(async () => {
  process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
  process.env.S3_ENDPOINT = inject('s3Endpoint');
  process.env.TABLE_NAME = `seed-rooms-${randomUUID()}`;
  const client = createDynamoClient();
  await ensureTable(client, process.env.TABLE_NAME);
  client.destroy();
});

const card = (id: string, firstName: string) => ({ id, firstName, lastName: 'Rao' });

describe('seedDealRoomFiles', () => {
  it('puts a generated deck, financial summary and cap table into the room and S3, with views by its grantees, once', async () => {
    const dealId = `deal-${randomUUID()}`;
    const { deals, roomGrants } = dealRoomData();
    await deals
      .build(PutItemCommand)
      .item({
        id: dealId,
        founderId: 'demo-founder',
        founder: card('demo-founder', 'Srinivas'),
        title: 'Godavari Agritech',
        stage: 'series_a',
        raiseSizeTarget: 150_000_000,
        valuation: 900_000_000,
        currency: 'INR',
        status: 'due_diligence',
        statusChangedAt: '2026-10-02T05:30:00.000Z',
        roomName: 'Godavari Agritech data room',
        watermarkTemplate: DEFAULT_WATERMARK_TEMPLATE,
        createdAt: '2026-10-01T05:30:00.000Z',
      })
      .send();
    for (const [memberId, expiresOn] of [
      ['demo-live', '2099-01-01'],
      ['demo-expired', '2026-10-10'],
    ] as const) {
      await roomGrants
        .build(PutItemCommand)
        .item({
          dealId,
          memberId,
          member: card(memberId, memberId),
          canDownload: false,
          expiresOn,
          grantedBy: 'demo-founder',
          grantedAt: '2026-10-03T05:30:00.000Z',
        })
        .send();
    }

    expect(await seedDealRoomFiles([dealId, 'no-such-deal'])).toEqual({ rooms: 1, files: 3 });
    expect(await seedDealRoomFiles([dealId])).toEqual({ rooms: 0, files: 0 });

    const files = await queryAll(dealRoomData().roomFiles, filesOfDeal(dealId), { ascending: true });
    expect(files.map((file) => [file.name, file.category, file.version])).toEqual([
      ['Cap table.pdf', 'legal', 1],
      ['Godavari Agritech pitch deck.pdf', 'pitch_deck', 1],
      ['Financial summary.pdf', 'financials', 1],
    ]);
    const deck = files.find((file) => file.category === 'pitch_deck')!;
    const pages = await readPdf(await readObject(deck.objectKey));
    expect(pages).toHaveLength(8);
    expect(pages[7]!.text).toContain('Raising Rs 15Cr');
    const { Item: deal } = await deals.build(GetItemCommand).key({ id: dealId }).options({ consistent: true }).send();
    expect(deal).toMatchObject({ fileCount: 3, bytesUsed: files.reduce((sum, file) => sum + file.size, 0), pitchDeckFileId: deck.id });

    const log = await queryAll(dealRoomData().roomLogs, logOfDeal(dealId));
    const views = log.filter((entry) => entry.action === 'view');
    expect(views.map((entry) => entry.memberId).sort()).toEqual(['demo-expired', 'demo-expired', 'demo-live', 'demo-live', 'demo-live']);
    // The expired grantee's visits are from the days the grant was live.
    for (const view of views.filter((entry) => entry.memberId === 'demo-expired')) expect(view.at < '2026-10-11').toBe(true);
    const readings = await queryAll(dealRoomData().roomReadings, readingsOfDeal(dealId));
    expect(readings).toHaveLength(5);
    expect(readings.reduce((sum, reading) => sum + (reading.pages?.size ?? 0), 0)).toBe(log.filter((entry) => entry.action === 'page').length);
  });
});
