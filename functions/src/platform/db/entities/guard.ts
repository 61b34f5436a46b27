import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../club-table.js';
import { TIMESTAMPS, key } from '../keys.js';

/** The guard of the club's admins: how many members hold the admin role. */
export const ADMINS_GUARD = 'admins';

export const guardSchema = item({
  name: string().key(),
  count: number().default(0),
});

export const guardKey = ({ name }: { name: string }) => ({ pk: key('GUARD', name), sk: 'GUARD' });

/**
 * A guard item: one item per club-wide rule of the form "at least one" or
 * "at most n". Every write that changes what it counts moves `count` in the
 * same transaction, conditioned on the rule still holding afterwards, so two
 * concurrent writes can never together break it (a check read before the
 * write could not see the other one).
 */
export const guardEntity = () =>
  new Entity({
    name: 'guard',
    table: clubTable,
    schema: guardSchema,
    computeKey: guardKey,
    timestamps: TIMESTAMPS,
  });
