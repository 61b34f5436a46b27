import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, roomNightSchema, routes } from '@club/shared';
import * as z from '@club/shared/zod';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { roomNightData } from '../data.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as listRoomNights } from './list-room-nights.js';

let member: SignedIn;

const nights = [
  { id: 'rn-1', hotelName: 'Fortune Select Grand Ridge', date: '2026-12-20', action: 'donate', status: 'available', createdAt: '2026-11-01T10:00:00.000Z' },
  { id: 'rn-2', hotelName: 'Marasa Sarovar Premiere', date: '2026-12-24', action: 'swap', status: 'available', createdAt: '2026-11-02T10:00:00.000Z' },
  { id: 'rn-3', hotelName: 'TTD Sri Padmavathi Guest House', date: '2027-01-02', action: 'donate', status: 'completed', createdAt: '2026-11-03T10:00:00.000Z' },
  {
    id: 'rn-4',
    hotelName: 'Taj Tirupati',
    date: '2027-01-05',
    action: 'sell',
    priceCap: 6500,
    roomType: 'Deluxe',
    status: 'available',
    createdAt: '2026-11-04T10:00:00.000Z',
  },
  { id: 'rn-5', hotelName: 'Hotel Bliss', date: '2027-01-10', action: 'swap', status: 'pending', createdAt: '2026-11-05T10:00:00.000Z' },
] as const;

beforeAll(async () => {
  member = await signIn('Anitha');
  const { roomNights } = roomNightData();
  await Promise.all(
    nights.map((night) =>
      roomNights
        .build(PutItemCommand)
        .item({ ...night, ownerId: member.id })
        .send(),
    ),
  );
});

describe('GET /api/room-nights', () => {
  it('lists available room nights newest first with one Query', async () => {
    const counter = countDynamoCommands();
    const answer = await member.call(listRoomNights, routes.listRoomNights);
    const counts = readCounts(counter.counts());
    counter.stop();

    expect(answer.statusCode).toBe(200);
    expect(counts).toEqual({ query: 1, batchGet: 0, scan: 0, others: [] });
    const items = z.array(roomNightSchema).parse(answer.json);
    expect(items.map((n) => n.id)).toEqual(['rn-4', 'rn-2', 'rn-1']);
    expect(items[0]).toMatchObject({ hotelName: 'Taj Tirupati', action: 'sell', priceCap: 6500, roomType: 'Deluxe', ownerId: member.id });
  });

  it('pages with the cursor header', async () => {
    const first = await member.call(listRoomNights, routes.listRoomNights, { query: { limit: '2' } });
    const cursor = first.headers[NEXT_CURSOR_HEADER]!;
    const second = await member.call(listRoomNights, routes.listRoomNights, { query: { limit: '2', cursor } });

    expect(first.json.map((n: { id: string }) => n.id)).toEqual(['rn-4', 'rn-2']);
    expect(second.json.map((n: { id: string }) => n.id)).toEqual(['rn-1']);
    expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('answers 400 for a bad cursor and 401 without a session', async () => {
    expect((await member.call(listRoomNights, routes.listRoomNights, { query: { cursor: 'garbage' } })).statusCode).toBe(400);
    expect((await invoke(listRoomNights, apiEvent(routes.listRoomNights))).statusCode).toBe(401);
  });
});
