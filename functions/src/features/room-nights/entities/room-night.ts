import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { ROOM_NIGHT_ACTIONS, ROOM_NIGHT_STATUSES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey, keyFollowing } from '../../../platform/db/keys.js';

/** Room nights in one status, newest first (gsi1: home feed and darshan panel read `available`). */
export const roomNightsInStatus = (status: string) => ({ index: 'gsi1', partition: key('ROOMNIGHTS', status) }) as const;
/** Room nights a member owns, newest first (gsi2: the exchange's "my room nights"). */
export const roomNightsOwnedBy = (ownerId: string) => ({ index: 'gsi2', partition: key('MEMBER', ownerId, 'ROOMNIGHTS') }) as const;

const schema = item({
  id: string().key(),
  hotelName: string(),
  /** Night of stay, YYYY-MM-DD. */
  date: string(),
  action: string().enum(...ROOM_NIGHT_ACTIONS),
  roomType: string().optional(),
  description: string().optional(),
  /** Sell only: the most the owner may ask, in rupees. */
  priceCap: number().optional(),
  status: string()
    .enum(...ROOM_NIGHT_STATUSES)
    .default('available'),
  ownerId: string(),
  // The status partition follows every status change.
  gsi1pk: keyFollowing('status', (item) => roomNightsInStatus(item.status as string).partition),
  gsi1sk: creationKey(),
  gsi2pk: linkedKey((item) => roomNightsOwnedBy(item.ownerId as string).partition),
  gsi2sk: creationKey(),
});

/** Hotel room nights members donate, swap or sell through the room-night exchange. */
export const roomNightEntity = () =>
  new Entity({
    name: 'roomNight',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('ROOMNIGHT', id), sk: 'ROOMNIGHT' }),
    timestamps: TIMESTAMPS,
  });

export type RoomNightEntity = ReturnType<typeof roomNightEntity>;
/** A room night as read (createdAt and updatedAt set by the library). */
export type RoomNightItem = FormattedItem<RoomNightEntity>;
