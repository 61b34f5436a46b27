import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { CM_CONTENT_KINDS } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key, linkedKey } from '../../../platform/db/keys.js';

/** Every content item (a few dozen), by id: one Query. */
export const CM_CONTENT = { index: 'gsi1', partition: 'CM_CONTENT' } as const;

const schema = item({
  id: string().key(),
  kind: string().enum(...CM_CONTENT_KINDS),
  title: string(),
  body: string(),
  highlight: string().optional(),
  date: string().optional(),
  order: number(),
  gsi1pk: string().hidden().putDefault(CM_CONTENT.partition),
  gsi1sk: linkedKey((item) => String(item.id)),
});

/** Meet The CM dashboard content the club edits (focus areas, policy updates, incentives, sectors, stories). */
export const cmContentEntity = () =>
  new Entity({
    name: 'cmContent',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('CM_CONTENT', id), sk: 'CM_CONTENT' }),
    timestamps: TIMESTAMPS,
  });

export type CmContentEntity = ReturnType<typeof cmContentEntity>;
export type CmContentItem = FormattedItem<CmContentEntity>;
