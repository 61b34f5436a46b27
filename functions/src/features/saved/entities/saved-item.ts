import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { SAVED_KINDS, type SavedKind } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, byCreation, key, linkedKey } from '../../../platform/db/keys.js';

/** Every item a member saved, of any kind (their own partition). */
export const savedOf = (memberId: string) => ({ partition: key('MEMBER', memberId), range: { beginsWith: 'SAVED#' } }) as const;
/** A member's saved items of one kind, newest first. */
export const savedOfKind = (memberId: string, kind: SavedKind) => ({ index: 'gsi1', partition: key('MEMBER', memberId, 'SAVED', kind) }) as const;

const schema = item({
  memberId: string().key(),
  kind: string()
    .enum(...SAVED_KINDS)
    .key(),
  itemId: string().key(),
  /** When it was saved (the API's `savedAt`); items are only ever created, never updated. */
  savedAt: string().putDefault(() => new Date().toISOString()),
  gsi1pk: linkedKey((item) => savedOfKind(item.memberId as string, item.kind as SavedKind).partition),
  gsi1sk: linkedKey((item) => byCreation({ createdAt: item.savedAt as string, id: item.itemId as string })),
});

/** A post or job a member saved: one item per (member, kind, item) in the member's partition; newest first per member and kind. */
export const savedItemEntity = () =>
  new Entity({
    name: 'savedItem',
    table: clubTable,
    schema,
    computeKey: ({ memberId, kind, itemId }) => ({ pk: key('MEMBER', memberId), sk: key('SAVED', kind, itemId) }),
    timestamps: TIMESTAMPS,
  });
