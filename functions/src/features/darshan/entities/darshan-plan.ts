import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { DARSHAN_STATUSES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { TIMESTAMPS, creationKey, key, linkedKey, keyFollowing } from '../../../platform/db/keys.js';

/** A member's plans, newest first (My Darshan Plans). */
export const darshanPlansOf = (userId: string) => ({ index: 'gsi1', partition: key('DARSHAN_PLANS', userId) }) as const;
/** Every member's plans in one status, newest first (the staff console's queue). */
export const darshanPlansInStatus = (status: string) => ({ index: 'gsi2', partition: key('DARSHAN_PLANS', 'STATUS', status) }) as const;

const schema = item({
  id: string().key(),
  userId: string(),
  /** Who made it, as they were then (the staff queue's person chip). */
  requester: personCard().optional(),
  dateRange: string(),
  pax: number(),
  specialRequests: string().optional(),
  notes: string().optional(),
  status: string()
    .enum(...DARSHAN_STATUSES)
    .default('planning'),
  officialsContacted: boolean().default(false),
  confirmationDetails: string().optional(),
  ticketId: string().optional(),
  submittedAt: string().optional(),
  gsi1pk: linkedKey((item) => darshanPlansOf(item.userId as string).partition),
  gsi1sk: creationKey(),
  gsi2pk: keyFollowing('status', (item) => darshanPlansInStatus(item.status as string).partition),
  gsi2sk: creationKey(),
});

/**
 * Darshan plans. Keyed by id so staff can act on one; a member
 * only ever reaches their own (the domain checks `userId`, another's is 404).
 */
export const darshanPlanEntity = () =>
  new Entity({
    name: 'darshanPlan',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('DARSHAN_PLAN', id), sk: 'DARSHAN_PLAN' }),
    timestamps: TIMESTAMPS,
  });

export type DarshanPlanEntity = ReturnType<typeof darshanPlanEntity>;
/** A darshan plan as read (createdAt and updatedAt set by the library). */
export type DarshanPlanItem = FormattedItem<DarshanPlanEntity>;
