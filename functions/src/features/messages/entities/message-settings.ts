import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

const schema = item({
  memberId: string().key(),
  /** "Seen" both ways; absent item: on. */
  readReceipts: boolean().default(true),
});

/** A member's message privacy settings, in their partition. */
export const messageSettingsEntity = () =>
  new Entity({
    name: 'messageSettings',
    table: clubTable,
    schema,
    computeKey: ({ memberId }) => ({ pk: key('MEMBER', memberId), sk: 'MESSAGE_SETTINGS' }),
    timestamps: TIMESTAMPS,
  });

export type MessageSettingsItem = FormattedItem<ReturnType<typeof messageSettingsEntity>>;
