import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import type { Checked, Same, TravelPlanFields } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key, linkedKey } from '../../../platform/db/keys.js';

/** `home` = where the member lives (no dates); `trip` = a stay with dates. */
export const TRAVEL_KINDS = ['trip', 'home'] as const;
/** The end key of a home location: after every trip, so it overlaps all of them. */
export const HOME_END_KEY = '9999-12-31';

/** Sort key prefix of a member's plans in their partition. */
const TRAVEL = 'TRAVEL';

/** A member's plans. */
export const travelPlansOf = (userId: string) => ({ partition: key('MEMBER', userId), range: { beginsWith: `${TRAVEL}#` } }) as const;
/** Plans in one city ending on or after `from` (YYYY-MM-DD), by end date (overlaps: end on or after a plan's start). */
export const travelPlansInCity = (cityKey: string, from?: string) =>
  ({ index: 'gsi1', partition: key('TRAVEL_CITY', cityKey), ...(from ? { range: { gte: from } } : {}) }) as const;
/** Every trip or home location ending on or after `from`, by end date (the smart-nudges job reads those not over). */
export const travelPlansOfKind = (kind: (typeof TRAVEL_KINDS)[number], from?: string) =>
  ({ index: 'gsi2', partition: key('TRAVEL_KIND', kind), ...(from ? { range: { gte: from } } : {}) }) as const;

/** Index sort key: the end date, then the id (so a `gte: <date>` range reads plans not over by then). */
const byEnd = linkedKey((item) => `${item.endKey as string}#${item.id as string}`);

/**
 * The plan's own fields as the API parsed them (`TravelPlanFields`, defined
 * once in shared), stored as is; `satisfies` refuses a missing or extra key,
 * `TravelPlanItem` a different type.
 */
const formAttributes = {
  city: string(),
  country: string(),
  startDate: string().optional(),
  endDate: string().optional(),
  purpose: string().optional(),
  isPublic: boolean().default(false),
  notes: string().optional(),
} satisfies Record<keyof TravelPlanFields, unknown>;

const schema = item({
  userId: string().key(),
  id: string().key(),
  kind: string().enum(...TRAVEL_KINDS),
  ...formAttributes,
  cityKey: string(),
  /** endDate, or HOME_END_KEY for a home location. */
  endKey: string(),
  firstName: string(),
  lastName: string(),
  gsi1pk: linkedKey((item) => travelPlansInCity(item.cityKey as string).partition),
  gsi1sk: byEnd,
  gsi2pk: linkedKey((item) => travelPlansOfKind(item.kind as (typeof TRAVEL_KINDS)[number]).partition),
  gsi2sk: byEnd,
});

/**
 * A member's travel plan or home location. The
 * member's names are copied for the overlap lists. `cityKey` is the city and
 * country lower-cased, so "Dubai, UAE" and "dubai, uae" meet. Never updated:
 * created and deleted only.
 */
export const travelPlanEntity = () =>
  new Entity({
    name: 'travelPlan',
    table: clubTable,
    schema,
    computeKey: ({ userId, id }) => ({ pk: key('MEMBER', userId), sk: key(TRAVEL, id) }),
    timestamps: TIMESTAMPS,
  });

export type TravelPlanEntity = ReturnType<typeof travelPlanEntity>;
type StoredPlan = FormattedItem<TravelPlanEntity>;
/** A plan as read; fails to compile when its form attributes' types differ from the shared definition's. */
export type TravelPlanItem = Checked<StoredPlan, Same<Pick<StoredPlan, keyof typeof formAttributes>, TravelPlanFields>>;
