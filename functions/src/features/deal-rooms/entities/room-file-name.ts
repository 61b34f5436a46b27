import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

const schema = item({
  dealId: string().key(),
  nameKey: string().key(),
  latestVersion: number(),
  latestFileId: string(),
});

/**
 * A room file name's latest version. The confirm transaction puts the next
 * version on the condition that this item still says the version it read,
 * so concurrent uploads of one name get consecutive versions, none lost.
 */
export const roomFileNameEntity = () =>
  new Entity({
    name: 'roomFileName',
    table: clubTable,
    schema,
    computeKey: ({ dealId, nameKey }) => ({ pk: key('DEAL', dealId), sk: key('FILENAME', nameKey) }),
    timestamps: TIMESTAMPS,
  });
