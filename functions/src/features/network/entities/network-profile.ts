import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

const schema = item({
  memberId: string().key(),
  interests: list(string()).default(() => []),
  computedAt: string(),
});

/**
 * What the network knows of a member: interest tags (forum topics posted in,
 * chapters, company industry, HS chapters of the company's listings), copied
 * onto the cards of their ties. Written by the smart-nudges job and on accept
 * when missing.
 */
export const networkProfileEntity = () =>
  new Entity({
    name: 'networkProfile',
    table: clubTable,
    schema,
    computeKey: ({ memberId }) => ({ pk: key('MEMBER', memberId), sk: 'NETWORK_PROFILE' }),
    timestamps: TIMESTAMPS,
  });
