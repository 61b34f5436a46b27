import { randomUUID } from 'node:crypto';
import { type Member, type RoomRequest, displayName } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { RoomNightItem } from './entities/room-night.js';
import type { RoomRequestItem } from './entities/room-request.js';
import { roomNightData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { retryOnContention } from '../../platform/db/contention.js';
import { notice } from '../notifications/index.js';
import { findRoomNight, ownRoomNight, readRoomNight, toRoomNight } from './room-nights.js';
import { EXCHANGE_LINK, roomWords } from './room-night-writes.js';
import { toRequest } from './request-reads.js';

export const NOT_AVAILABLE = 'This room night is no longer available';
export const OWN_ROOM = 'You cannot request your own room night';
const REQUEST_NOT_FOUND = 'Request not found';

/**
 * POST /api/room-nights/{id}/requests. Refused with 409 on one's own room
 * night or one no longer available. A swap must offer one of the caller's
 * own available room nights (400 when missing, 409 when not theirs/available).
 * The request and the owner's notification are one transaction.
 */
export async function requestRoomNight(
  member: Member,
  roomNightId: string,
  { offeredRoomNightId, message }: { offeredRoomNightId?: string; message?: string },
): Promise<RoomRequest> {
  const room = await readRoomNight(roomNightId);
  if (room.ownerId === member.id) throw new ConflictError(OWN_ROOM);
  if (room.status !== 'available') throw new ConflictError(NOT_AVAILABLE);
  if (room.action === 'swap') {
    if (!offeredRoomNightId)
      throw new BadRequestError('Invalid request', [{ path: ['body', 'offeredRoomNightId'], message: 'Offer one of your room nights for a swap' }]);
    // Only a room night that is not there is refused here; a failed read stays a failure (500).
    const offered = await findRoomNight(offeredRoomNightId);
    if (!offered || offered.ownerId !== member.id || offered.status !== 'available')
      throw new ConflictError('The room night you offer must be one of yours and available');
  }
  const now = new Date().toISOString();
  const item: RoomRequestItem = {
    roomNightId,
    id: randomUUID(),
    requesterId: member.id,
    requesterName: displayName(member),
    ...(room.action === 'swap' && offeredRoomNightId ? { offeredRoomNightId } : {}),
    ...(message ? { message } : {}),
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  };
  const { roomRequests } = roomNightData();
  const asks = room.action === 'swap' ? 'offers a swap for' : 'asked for';
  const told = {
    userId: room.ownerId,
    kind: 'room_request' as const,
    title: `${displayName(member)} ${asks} your room night ${roomWords(room)}`,
    ...(message ? { body: message } : {}),
    link: EXCHANGE_LINK,
  };
  await retryOnContention(() =>
    writeTransaction([
      {
        name: 'request',
        write: roomRequests
          .build(PutTransaction)
          .item(item)
          .options({ condition: { attr: 'id', exists: false } }),
      },
      ...notice('room.requested', { bell: [told], actorId: member.id }),
    ]),
  );
  return toRequest({ ...item, roomNight: toRoomNight(room) });
}

/**
 * POST /api/room-nights/{id}/requests/{requestId}/accept (owner). One
 * transaction: the room night available → pending, the request pending →
 * accepted, and for a swap the offered room night available → pending too.
 * Every part is conditional, so of any number of concurrent accepts exactly one wins.
 * The requester's notification is written with it.
 */
export async function acceptRequest(member: Member, roomNightId: string, requestId: string): Promise<RoomRequest> {
  const room = await ownRoomNight(member, roomNightId);
  const { roomNights, roomRequests } = roomNightData();
  /** A room night available → pending, refused once it is not available any more. */
  const reserve = ({ id }: RoomNightItem) =>
    roomNights
      .build(UpdateTransaction)
      .item({ id, status: 'pending' })
      .options({ condition: { attr: 'status', eq: 'available' } });
  const { Item: request } = await roomRequests.build(GetItemCommand).key({ roomNightId, id: requestId }).send();
  if (!request) throw new NotFoundError(REQUEST_NOT_FOUND);
  const offered = request.offeredRoomNightId ? await readRoomNight(request.offeredRoomNightId) : undefined;
  const told = {
    userId: request.requesterId,
    kind: 'room_accepted' as const,
    title: `${displayName(member)} accepted your request for the room night ${roomWords(room)}`,
    link: EXCHANGE_LINK,
  };
  await retryOnContention(() =>
    writeTransaction(
      [
        { name: 'room', write: reserve(room) },
        {
          name: 'request',
          write: roomRequests
            .build(UpdateTransaction)
            .item({ roomNightId, id: requestId, status: 'accepted' })
            .options({ condition: { attr: 'status', eq: 'pending' } }),
        },
        ...(offered ? [{ name: 'offered' as const, write: reserve(offered) }] : []),
        ...notice('room.accepted', { bell: [told], actorId: member.id }),
      ],
      {
        room: () => new ConflictError(NOT_AVAILABLE),
        request: () => new ConflictError('This request is no longer pending'),
        offered: () => new ConflictError('The room night offered in exchange is no longer available'),
      },
    ),
  );
  return toRequest({ ...request, status: 'accepted', roomNight: toRoomNight({ ...room, status: 'pending' }) });
}
