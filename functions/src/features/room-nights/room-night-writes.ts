import { randomUUID } from 'node:crypto';
import { type Member, type RoomNight, type RouteBodyParsed, type roomNightRoutes, displayName } from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { RoomNightItem } from './entities/room-night.js';
import { requestsForRoomNight } from './entities/room-request.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { queryAll } from '../../platform/db/pages.js';
import { roomNightData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { ConflictError } from '../../platform/lib/errors.js';
import { retryOnContention } from '../../platform/db/contention.js';
import { notice } from '../notifications/index.js';
import { ownRoomNight, toRoomNight } from './room-nights.js';

// Apart from room-nights.ts, so the routes that only read room nights bundle none of the write builders.

export type RoomNightParsed = RouteBodyParsed<typeof roomNightRoutes.createRoomNight>;

/** The exchange lives on the darshan page (home's Request links there too). */
export const EXCHANGE_LINK = '/darshan#room-exchange';
const NOT_COMPLETABLE = 'Only a room night with an accepted request can be completed';

/** A room night as a notification names it: "at Srinivasam on 2026-12-16". */
export const roomWords = (room: Pick<RoomNightItem, 'hotelName' | 'date'>): string => `at ${room.hotelName} on ${room.date}`;

/** POST /api/room-nights: the caller offers a room night (available). */
export async function createRoomNight(member: Member, input: RoomNightParsed): Promise<RoomNight> {
  const now = new Date().toISOString();
  const item: RoomNightItem = {
    ...input,
    ...(input.action === 'sell' ? {} : { priceCap: undefined }),
    id: randomUUID(),
    status: 'available',
    ownerId: member.id,
    createdAt: now,
    updatedAt: now,
  };
  if (item.priceCap === undefined) delete item.priceCap;
  await roomNightData()
    .roomNights.build(PutItemCommand)
    .item(item)
    .options({ condition: { attr: 'id', exists: false } })
    .send();
  return toRoomNight(item);
}

/** A conditional status change of the owner's room night (a stale transition is 409, never an overwrite). */
export async function moveRoomNight(member: Member, roomNightId: string, from: RoomNight['status'][], to: RoomNight['status'], message: string) {
  await ownRoomNight(member, roomNightId);
  try {
    const { Attributes } = await roomNightData()
      .roomNights.build(UpdateItemCommand)
      .item({ id: roomNightId, status: to })
      .options({ condition: { attr: 'status', in: from }, returnValues: 'ALL_NEW' })
      .send();
    return toRoomNight(Attributes as RoomNightItem);
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError(message);
    throw error;
  }
}

/**
 * POST /api/room-nights/{id}/complete: pending → completed, and the member
 * whose request was accepted is told the handover is done, in one
 * transaction. (The room night offered in a swap has no request of its own,
 * so completing it tells no one.)
 */
export async function completeRoomNight(member: Member, roomNightId: string): Promise<RoomNight> {
  const { roomNights, roomRequests } = roomNightData();
  // Read together: the requests are answered only once the room night proves to be the caller's.
  const [room, accepted] = await Promise.all([
    ownRoomNight(member, roomNightId),
    queryAll(roomRequests, requestsForRoomNight(roomNightId), { ascending: true, filter: { attr: 'status', eq: 'accepted' } }),
  ]);
  const told = accepted.map((request) => ({
    userId: request.requesterId,
    kind: 'room_handover' as const,
    title: `${displayName(member)} completed the handover of the room night ${roomWords(room)}`,
    link: EXCHANGE_LINK,
  }));
  await retryOnContention(() =>
    writeTransaction(
      [
        {
          name: 'room',
          write: roomNights
            .build(UpdateTransaction)
            .item({ id: roomNightId, status: 'completed' })
            .options({ condition: { attr: 'status', eq: 'pending' } }),
        },
        ...notice('room.handover', { bell: told, actorId: member.id }),
      ],
      { room: () => new ConflictError(NOT_COMPLETABLE) },
    ),
  );
  return toRoomNight({ ...room, status: 'completed' });
}

/** POST /api/room-nights/{id}/cancel: available or pending → cancelled. */
export const cancelRoomNight = (member: Member, roomNightId: string) =>
  moveRoomNight(member, roomNightId, ['available', 'pending'], 'cancelled', 'A completed or cancelled room night cannot be cancelled');
