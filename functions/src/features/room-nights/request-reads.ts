import { roomRequestSchema, type Member, type RoomRequest } from '@club/shared';
import { requestsForRoomNight, roomRequestsBy, type RoomRequestItem } from './entities/room-request.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { roomNightData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { ownRoomNight, toRoomNight } from './room-nights.js';

// Apart from requests.ts, so the routes that only read room-night requests bundle none of the write builders.

export const toRequest = (item: RoomRequestItem & { roomNight?: RoomRequest['roomNight'] }): RoomRequest => roomRequestSchema.parse(item);

/** GET /api/room-nights/{id}/requests: the owner's view of one room night's requests (one Query). */
export async function listRequestsFor(member: Member, roomNightId: string, { limit, cursor }: PageRequest): Promise<Page<RoomRequest>> {
  await ownRoomNight(member, roomNightId);
  const page = await readPage(cursor, () => queryPage(roomNightData().roomRequests, requestsForRoomNight(roomNightId), { limit, cursor, ascending: true }));
  return { items: page.items.map((request) => toRequest(request)), cursor: page.cursor };
}

/** GET /api/room-night-requests: the caller's own requests newest first, with their room nights (one Query + one BatchGet). */
export async function listMyRequests(member: Member, { limit, cursor }: PageRequest): Promise<Page<RoomRequest>> {
  const { roomNights, roomRequests } = roomNightData();
  const page = await readPage(cursor, () => queryPage(roomRequests, roomRequestsBy(member.id), { limit, cursor }));
  const ids = [...new Set(page.items.map((r) => r.roomNightId))];
  const rooms = ids.length
    ? await getMany(
        roomNights,
        ids.map((id) => ({ id })),
      )
    : [];
  const byId = new Map(rooms.map((room) => [room.id, toRoomNight(room)]));
  return { items: page.items.map((r) => toRequest({ ...r, ...(byId.has(r.roomNightId) ? { roomNight: byId.get(r.roomNightId) } : {}) })), cursor: page.cursor };
}
