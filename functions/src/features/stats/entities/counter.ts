import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

const schema = item({
  scope: string().key(),
  name: string().key(),
  count: number().default(0),
});

/** All counters of a scope (`club`, or one member's): one partition. */
export const countersOf = (scope: string) => ({ partition: key('COUNTERS', scope) });

/**
 * Exact counts kept beside the data they count (members per chapter, listings
 * per kind, a member's posts...). Every counter of one scope shares a
 * partition, so a screen reads all of its numbers with one Query; writers
 * bump them with $add inside the same transaction as the item they count.
 */
export const counterEntity = () =>
  new Entity({
    name: 'counter',
    table: clubTable,
    schema,
    computeKey: ({ scope, name }) => ({ pk: countersOf(scope).partition, sk: key('COUNTER', name) }),
    timestamps: TIMESTAMPS,
  });
