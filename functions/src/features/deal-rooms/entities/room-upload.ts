import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { ROOM_FILE_CATEGORIES, ROOM_FILE_TYPES, TABLE } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

const schema = item({
  dealId: string().key(),
  id: string().key(),
  fileName: string(),
  nameKey: string(),
  category: string().enum(...ROOM_FILE_CATEGORIES),
  contentType: string().enum(...(Object.keys(ROOM_FILE_TYPES) as [keyof typeof ROOM_FILE_TYPES])),
  size: number(),
  checksumSha256: string(),
  /** Where the browser PUTs the bytes: made by the server, never sent by the client. */
  objectKey: string(),
  uploadedBy: personCard(),
  /** Epoch seconds, also the TTL: a day after the presigned PUT expires, an unconfirmed upload is forgotten. */
  expiresAt: number().savedAs(TABLE.ttlAttribute),
});

/** A presigned upload waiting for its confirm; the confirm transaction deletes it. */
export const roomUploadEntity = () =>
  new Entity({
    name: 'roomUpload',
    table: clubTable,
    schema,
    computeKey: ({ dealId, id }) => ({ pk: key('DEAL', dealId), sk: key('UPLOAD', id) }),
    timestamps: TIMESTAMPS,
  });

export type RoomUploadItem = FormattedItem<ReturnType<typeof roomUploadEntity>>;
