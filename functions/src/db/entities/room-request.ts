import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { ROOM_REQUEST_STATUSES } from '@club/shared';
import { SERVICE, newestIn, primaryIndex } from './keys.js';

/** A member's request for a room night: in the room night's partition (the owner's view) and by requester. */
export function roomRequestEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'roomRequest', version: '1', service: SERVICE },
      attributes: {
        roomNightId: { type: 'string', required: true },
        id: { type: 'string', required: true },
        requesterId: { type: 'string', required: true },
        requesterName: { type: 'string', required: true },
        offeredRoomNightId: { type: 'string' },
        message: { type: 'string' },
        status: { type: ROOM_REQUEST_STATUSES, required: true, default: 'pending' },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        byRoomNight: {
          pk: { field: primaryIndex.pk, composite: ['roomNightId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['id'], casing: 'none' },
        },
        byRequester: newestIn('gsi1', ['requesterId']),
      },
    },
    config,
  );
}

export type RoomRequestEntity = ReturnType<typeof roomRequestEntity>;
/** A room-night request as stored (ElectroDB's item type). */
export type RoomRequestItem = EntityItem<RoomRequestEntity>;
