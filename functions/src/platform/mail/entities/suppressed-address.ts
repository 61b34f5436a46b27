import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../db/club-table.js';
import { TIMESTAMPS, key } from '../../db/keys.js';

const schema = item({
  /** Lower-cased. */
  address: string().key(),
  /** `bounce`, `complaint`, or what staff wrote. */
  reason: string(),
});

/** An address the club never mails again (a hard bounce or a complaint reported by SES, or staff's choice). */
export const suppressedAddressEntity = () =>
  new Entity({
    name: 'suppressedAddress',
    table: clubTable,
    schema,
    computeKey: ({ address }) => ({ pk: key('SUPPRESSED', address.toLowerCase()), sk: 'SUPPRESSED' }),
    timestamps: TIMESTAMPS,
  });
