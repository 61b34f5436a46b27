import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { ROOM_REQUEST_STATUSES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey } from '../../../platform/db/keys.js';

/** One room night's requests (the owner's view): its partition's `REQUEST#` items, read by id. */
export const requestsForRoomNight = (roomNightId: string) => ({ partition: key('ROOMNIGHT', roomNightId), range: { beginsWith: 'REQUEST#' } }) as const;
/** A member's own requests, newest first (gsi1). */
export const roomRequestsBy = (requesterId: string) => ({ index: 'gsi1', partition: key('MEMBER', requesterId, 'ROOMREQUESTS') }) as const;

const schema = item({
  roomNightId: string().key(),
  id: string().key(),
  requesterId: string(),
  requesterName: string(),
  offeredRoomNightId: string().optional(),
  message: string().optional(),
  status: string()
    .enum(...ROOM_REQUEST_STATUSES)
    .default('pending'),
  gsi1pk: linkedKey((item) => roomRequestsBy(item.requesterId as string).partition),
  gsi1sk: creationKey(),
});

/** A member's request for a room night: in the room night's partition (the owner's view) and by requester. */
export const roomRequestEntity = () =>
  new Entity({
    name: 'roomRequest',
    table: clubTable,
    schema,
    computeKey: ({ roomNightId, id }) => ({ pk: key('ROOMNIGHT', roomNightId), sk: key('REQUEST', id) }),
    timestamps: TIMESTAMPS,
  });

export type RoomRequestEntity = ReturnType<typeof roomRequestEntity>;
/** A room-night request as read (createdAt and updatedAt set by the library). */
export type RoomRequestItem = FormattedItem<RoomRequestEntity>;
