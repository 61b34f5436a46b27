import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { ROOM_NIGHT_ACTIONS, ROOM_NIGHT_STATUSES } from '@club/shared';
import { SERVICE, byIdIndex, newestIn } from './keys.js';

/** Hotel room nights members donate, swap or sell (spec 1 §3; the exchange itself is spec 2). */
export function roomNightEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'roomNight', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        hotelName: { type: 'string', required: true },
        /** Night of stay, YYYY-MM-DD. */
        date: { type: 'string', required: true },
        action: { type: ROOM_NIGHT_ACTIONS, required: true },
        roomType: { type: 'string' },
        description: { type: 'string' },
        /** Sell only: the most the owner may ask, in rupees. */
        priceCap: { type: 'number' },
        status: { type: ROOM_NIGHT_STATUSES, required: true, default: 'available' },
        ownerId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        /** One room night by id. */
        byId: byIdIndex,
        /** Room nights in one status, newest first (home feed and darshan panel read `available`). */
        byStatus: newestIn('gsi1', ['status'], 'default'),
        /** Room nights a member owns, newest first (the exchange's "my room nights"). */
        byOwner: newestIn('gsi2', ['ownerId']),
      },
    },
    config,
  );
}

export type RoomNightEntity = ReturnType<typeof roomNightEntity>;
/** A room night as stored (ElectroDB's item type). */
export type RoomNightItem = EntityItem<RoomNightEntity>;
