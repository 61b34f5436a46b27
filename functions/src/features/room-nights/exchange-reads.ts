import { roomNightsInStatus, roomNightsOwnedBy, type RoomNightItem } from './entities/room-night.js';
import { requestsForRoomNight, roomRequestsBy, type RoomRequestItem } from './entities/room-request.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll } from '../../platform/db/pages.js';
import { roomNightData } from './data.js';

const accepted = (request: RoomRequestItem) => request.status === 'accepted';

/**
 * The accepted requests by either member for a room night of the other: both
 * members' requests (two Queries at once), then the requested nights' owners
 * (one BatchGet).
 */
export async function acceptedRequestsBetween(a: string, b: string): Promise<RoomRequestItem[]> {
  const { roomNights, roomRequests } = roomNightData();
  const [byA, byB] = await Promise.all([queryAll(roomRequests, roomRequestsBy(a)), queryAll(roomRequests, roomRequestsBy(b))]);
  const asked = [...byA.filter(accepted).map((request) => ({ request, owner: b })), ...byB.filter(accepted).map((request) => ({ request, owner: a }))];
  if (!asked.length) return [];
  const nights = await getMany(
    roomNights,
    [...new Set(asked.map(({ request }) => request.roomNightId))].map((id) => ({ id })),
  );
  const ownerOf = new Map(nights.map((night) => [night.id, night.ownerId]));
  return asked.filter(({ request, owner }) => ownerOf.get(request.roomNightId) === owner).map(({ request }) => request);
}

/** Every room night in one status, oldest first, all pages (a whole-club job loads the club once). */
export const roomNightsIn = (status: RoomNightItem['status']): Promise<RoomNightItem[]> =>
  queryAll(roomNightData().roomNights, roomNightsInStatus(status), { ascending: true });

/** A room night's accepted requests, oldest first (one Query of its requests). */
export async function acceptedRequestsFor(roomNightId: string): Promise<RoomRequestItem[]> {
  return (await queryAll(roomNightData().roomRequests, requestsForRoomNight(roomNightId), { ascending: true })).filter(accepted);
}

/** How many of the member's own room nights reached `completed` (handed over in the exchange): one Query, filtered. */
export async function completedTradesOf(ownerId: string): Promise<number> {
  const completed = await queryAll(roomNightData().roomNights, roomNightsOwnedBy(ownerId), { filter: { attr: 'status', eq: 'completed' } });
  return completed.length;
}
