import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

const schema = item({
  memberId: string().key(),
  // One flag per category (`MAIL_CATEGORIES` in shared/src/api/mail.ts); absent means on.
  events: boolean().optional(),
  network: boolean().optional(),
  messages: boolean().optional(),
  investors: boolean().optional(),
  requests: boolean().optional(),
  club: boolean().optional(),
  digest: boolean().optional(),
});

/** A member's e-mail choices by category; no item or no flag: that category is on. In-app notifications do not read it. */
export const mailPreferencesEntity = () =>
  new Entity({
    name: 'mailPreferences',
    table: clubTable,
    schema,
    computeKey: ({ memberId }) => ({ pk: key('MEMBER', memberId), sk: 'MAIL_PREFERENCES' }),
    timestamps: TIMESTAMPS,
  });

export type MailPreferencesItem = FormattedItem<ReturnType<typeof mailPreferencesEntity>>;
