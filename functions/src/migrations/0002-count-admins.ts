import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $add, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { Entity } from 'dynamodb-toolbox/entity';
import { set } from 'dynamodb-toolbox/schema/set';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../platform/db/club-table.js';
import { ADMINS_GUARD, guardKey, guardSchema } from '../platform/db/entities/guard.js';
import { TIMESTAMPS } from '../platform/db/keys.js';
import { MEMBERS } from '../features/members/entities/member.js';
import type { Migration } from './types.js';

/**
 * Writes the admin guard (entities/guard.ts) from the stored members: its
 * count becomes the number of members whose role is admin. Resumable and
 * idempotent: each page adds its admins' ids to the guard's `tally` set (a
 * page read twice adds nothing), then one last write sets the count to the
 * set's size and removes the set; run again with no tally, it changes nothing.
 * A role changed while this runs (only at the deploy that brings the guard)
 * may be missed: the count is then one off until the next recount (the seed's).
 */
/**
 * The guard as this migration sees it: with the `tally` of ids seen while it
 * recounts (a set, so a page read twice adds nothing). Only here, so the
 * member writes that move the guard do not carry the set schema.
 */
const tallyingGuard = () =>
  new Entity({
    name: 'guard',
    table: clubTable,
    schema: guardSchema.and({ tally: set(string()).optional() }),
    computeKey: guardKey,
    timestamps: TIMESTAMPS,
  });

export const countAdmins: Migration = {
  id: '0002-count-admins',
  description: 'Count the admins into the admin guard, so the last admin can never be demoted',
  async run(context) {
    const guards = tallyingGuard();
    await context.eachPage({ query: { index: 'gsi1', partition: MEMBERS } }, async (items) => {
      const admins = items.filter((item) => item.role === 'admin').map((item) => item.id as string);
      if (admins.length)
        await guards
          .build(UpdateItemCommand)
          .item({ name: ADMINS_GUARD, count: $add(0), tally: $add(new Set(admins)) })
          .send();
      return 0;
    });
    const { Item } = await guards.build(GetItemCommand).key({ name: ADMINS_GUARD }).options({ consistent: true }).send();
    if (Item?.tally) {
      await guards.build(UpdateItemCommand).item({ name: ADMINS_GUARD, count: Item.tally.size, tally: $remove() }).send();
      context.log('admins counted', { admins: Item.tally.size });
    } else if (!Item) {
      await guards.build(UpdateItemCommand).item({ name: ADMINS_GUARD, count: 0 }).send();
      context.log('no admins');
    }
  },
};
