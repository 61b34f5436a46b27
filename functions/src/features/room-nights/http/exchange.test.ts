import { beforeAll, describe, expect, it } from 'vitest';
import { roomNightSchema, roomRequestSchema, routes } from '@club/shared';
import * as z from '@club/shared/zod';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as accept } from './accept-room-night-request.js';
import { handler as cancel } from './cancel-room-night.js';
import { handler as complete } from './complete-room-night.js';
import { handler as create } from './create-room-night.js';
import { handler as listMine } from './list-my-room-night-requests.js';
import { handler as listRequests } from './list-room-night-requests.js';
import { handler as list } from './list-room-nights.js';
import { handler as request } from './request-room-night.js';

let owner: SignedIn;
let guest: SignedIn;

const room = (action: 'donate' | 'swap' | 'sell', extra: Record<string, unknown> = {}) => ({
  hotelName: 'Fortune Kences, Tirupati',
  date: '2026-12-16',
  roomType: 'Deluxe double',
  action,
  description: 'Non-refundable booking, check-in after 2 PM.',
  ...extra,
});

async function post(member: SignedIn, body: Record<string, unknown>) {
  const answer = await member.call(create, routes.createRoomNight, { body });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  return roomNightSchema.parse(answer.json);
}

beforeAll(async () => {
  owner = await signIn('Owner');
  guest = await signIn('Guest');
});

describe('room-night exchange', () => {
  it('posts room nights; sell needs a price cap and lists it, donate and swap carry none', async () => {
    const donated = await post(owner, room('donate', { priceCap: 5000 }));
    expect(donated).toMatchObject({ status: 'available', action: 'donate', ownerId: owner.id });
    expect(donated.priceCap).toBeUndefined();
    const refused = await owner.call(create, routes.createRoomNight, { body: room('sell') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.issues).toContainEqual({ path: ['body', 'priceCap'], message: 'A price cap is required to sell' });
    const sold = await post(owner, room('sell', { priceCap: 4500.5 }));
    expect(sold.priceCap).toBe(4500.5);
    const bad = await owner.call(create, routes.createRoomNight, { body: room('donate', { date: '16/12/2026' }) });
    expect(bad.json.issues).toContainEqual({ path: ['body', 'date'], message: 'Date must be a date (YYYY-MM-DD)' });
    const impossible = await owner.call(create, routes.createRoomNight, { body: room('donate', { date: '2027-02-29' }) });
    expect(impossible.json.issues).toContainEqual({ path: ['body', 'date'], message: 'Date must be a real calendar date' });
    const mine = z.array(roomNightSchema).parse((await owner.call(list, routes.listRoomNights, { query: { mine: 'true' } })).json);
    expect(mine.map((r) => r.id)).toEqual([sold.id, donated.id]);
  });

  it('refuses a request on one’s own room night and on one no longer available with 409', async () => {
    const mine = await post(owner, room('donate'));
    const own = await owner.call(request, routes.requestRoomNight, { params: { roomNightId: mine.id }, body: {} });
    expect(own.statusCode).toBe(409);
    expect(own.json).toEqual({ message: 'You cannot request your own room night' });
    await owner.call(cancel, routes.cancelRoomNight, { params: { roomNightId: mine.id } });
    const gone = await guest.call(request, routes.requestRoomNight, { params: { roomNightId: mine.id }, body: {} });
    expect(gone.statusCode).toBe(409);
    expect(gone.json).toEqual({ message: 'This room night is no longer available' });
  });

  it('accepts exactly one of 20 concurrent requests, then completes the handover', async () => {
    const gift = await post(owner, room('donate'));
    const params = { roomNightId: gift.id };
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(`Devotee${i}`)));
    const requests = await Promise.all(members.map((m) => m.call(request, routes.requestRoomNight, { params, body: { message: 'For my parents' } })));
    expect(requests.every((r) => r.statusCode === 201)).toBe(true);

    const seen = z.array(roomRequestSchema).parse((await owner.call(listRequests, routes.listRoomNightRequests, { params, query: { limit: '50' } })).json);
    expect(seen).toHaveLength(20);
    expect((await guest.call(listRequests, routes.listRoomNightRequests, { params })).statusCode).toBe(404);

    const accepts = await Promise.all(
      requests.map((r) => owner.call(accept, routes.acceptRoomNightRequest, { params: { roomNightId: gift.id, requestId: r.json.id } })),
    );
    expect(accepts.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(accepts.filter((a) => a.statusCode === 409)).toHaveLength(19);

    const winner = members[accepts.findIndex((a) => a.statusCode === 200)]!;
    const theirs = z.array(roomRequestSchema).parse((await winner.call(listMine, routes.listMyRoomNightRequests)).json);
    expect(theirs[0]).toMatchObject({ status: 'accepted', roomNight: { id: gift.id, status: 'pending' } });
    const available = z.array(roomNightSchema).parse((await guest.call(list, routes.listRoomNights, { query: { limit: '50' } })).json);
    expect(available.map((r) => r.id)).not.toContain(gift.id);

    const done = await owner.call(complete, routes.completeRoomNight, { params });
    expect(done.json.status).toBe('completed');
    expect((await owner.call(cancel, routes.cancelRoomNight, { params })).statusCode).toBe(409);
  });

  it('a swap must offer one of the requester’s available room nights; accepting reserves both', async () => {
    const wanted = await post(owner, room('swap', { date: '2026-12-20' }));
    const params = { roomNightId: wanted.id };
    const missing = await guest.call(request, routes.requestRoomNight, { params, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.issues).toContainEqual({ path: ['body', 'offeredRoomNightId'], message: 'Offer one of your room nights for a swap' });
    const notMine = await guest.call(request, routes.requestRoomNight, { params, body: { offeredRoomNightId: wanted.id } });
    expect(notMine.statusCode).toBe(409);

    const offered = await post(guest, room('swap', { hotelName: 'Marasa Sarovar Premiere, Tirupati', date: '2026-12-21' }));
    const asked = await guest.call(request, routes.requestRoomNight, { params, body: { offeredRoomNightId: offered.id } });
    expect(asked.statusCode).toBe(201);
    const accepted = await owner.call(accept, routes.acceptRoomNightRequest, { params: { roomNightId: wanted.id, requestId: asked.json.id } });
    expect(accepted.statusCode).toBe(200);
    const guestRooms = z.array(roomNightSchema).parse((await guest.call(list, routes.listRoomNights, { query: { mine: 'true' } })).json);
    expect(guestRooms.find((r) => r.id === offered.id)?.status).toBe('pending');
  });

  it('hides another member’s room night from owner actions (404)', async () => {
    const mine = await post(owner, room('donate'));
    const params = { roomNightId: mine.id };
    expect((await guest.call(cancel, routes.cancelRoomNight, { params })).statusCode).toBe(404);
    expect((await guest.call(complete, routes.completeRoomNight, { params })).statusCode).toBe(404);
  });
});
