import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { FESTIVAL_DATE_SCOPES, FESTIVAL_STATES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

/** Every published date recorded for a year: one partition, so the festival handlers read a year in one Query. */
export const festivalConfirmationsOf = (year: number) => ({ partition: key('FESTIVAL_DATES', year) }) as const;

const schema = item({
  year: number().key(),
  festivalId: string().key(),
  /** `all` when the date holds for both states, else the state's scope (part of the key: a state's date and the common one are separate items). */
  scope: string()
    .enum(...FESTIVAL_DATE_SCOPES)
    .key(),
  state: string()
    .enum(...FESTIVAL_STATES)
    .optional(),
  date: string(),
  source: string(),
  sourceUrl: string().optional(),
  confirmedBy: string(),
  confirmedByName: string(),
});

/** A festival's published date for a year (and state), as staff recorded it from a holiday order or the Vidvat Sabha list. */
export const festivalConfirmationEntity = () =>
  new Entity({
    name: 'festivalConfirmation',
    table: clubTable,
    schema,
    computeKey: ({ year, festivalId, scope }) => ({ pk: festivalConfirmationsOf(year).partition, sk: key('FESTIVAL', festivalId, scope) }),
    timestamps: TIMESTAMPS,
  });

export type FestivalConfirmationEntity = ReturnType<typeof festivalConfirmationEntity>;
export type FestivalConfirmationItem = FormattedItem<FestivalConfirmationEntity>;
