import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { TABLE } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

/** One index's deltas, oldest first; `after` (a delta's `at`) reads only the newer ones. */
export const deltasOf = (kind: string, after?: string) =>
  ({ partition: key('SEARCH_DELTAS', kind), ...(after ? { range: { gt: key('DELTA', after) } } : {}) }) as const;

const schema = item({
  kind: string().key(),
  /** The delta's place in time: `<ISO time>#<random id>` (`byCreation`), so deltas sort as they were written. */
  at: string().key(),
  /** The IndexChange as JSON (the document's new source, or none: removed). */
  change: string(),
  /** Epoch seconds, also the TTL: the builder folds deltas into a snapshot long before. */
  expiresAt: number().savedAs(TABLE.ttlAttribute),
});

/**
 * A change to one search index: written by the table's stream consumer for
 * every write of an indexed item, read by every warm search (those newer
 * than what it holds: one Query, usually empty) and by the builder, which
 * folds them into the kind's snapshot. Each index's deltas are one partition.
 */
export const indexDeltaEntity = () =>
  new Entity({
    name: 'searchIndexDelta',
    table: clubTable,
    schema,
    computeKey: ({ kind, at }) => ({ pk: deltasOf(kind).partition, sk: key('DELTA', at) }),
    timestamps: { created: false, modified: TIMESTAMPS.modified },
  });
