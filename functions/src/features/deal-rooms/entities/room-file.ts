import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { ROOM_FILE_CATEGORIES, ROOM_FILE_TYPES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

/** Every version of every file of a deal's room (rooms are small: bounded by ROOM_LIMITS.roomBytes). */
export const filesOfDeal = (dealId: string) => ({ partition: key('DEAL', dealId), range: { beginsWith: 'FILE#' } }) as const;

const schema = item({
  dealId: string().key(),
  /** This version's id: what view and download take. */
  id: string().key(),
  /** The name as uploaded, and its key (versions are per name key: case and spacing aside). */
  name: string(),
  nameKey: string(),
  category: string().enum(...ROOM_FILE_CATEGORIES),
  contentType: string().enum(...(Object.keys(ROOM_FILE_TYPES) as [keyof typeof ROOM_FILE_TYPES])),
  size: number(),
  version: number(),
  /** The bucket object holding the bytes (a random key the server made). */
  objectKey: string(),
  uploadedBy: personCard(),
  uploadedAt: string(),
  /** Set when a newer version of the name is confirmed: from then on only the founder opens this one. */
  supersededAt: string().optional(),
});

/**
 * One version of a room file. Written once by
 * the upload confirm transaction; a new upload of the same name is a new item
 * with the next version, so older versions stay readable to the founder.
 */
export const roomFileEntity = () =>
  new Entity({
    name: 'roomFile',
    table: clubTable,
    schema,
    computeKey: ({ dealId, id }) => ({ pk: key('DEAL', dealId), sk: key('FILE', id) }),
    timestamps: TIMESTAMPS,
  });

export type RoomFileEntity = ReturnType<typeof roomFileEntity>;
export type RoomFileItem = FormattedItem<RoomFileEntity>;
