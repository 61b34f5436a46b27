import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { CM_DELEGATION_TYPES, CM_INVESTMENT_BANDS, CM_PURPOSES, CM_REQUEST_STATUSES, CM_SECTORS, CM_STATES, CM_URGENCIES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey, keyFollowing } from '../../../platform/db/keys.js';
import { personCard } from '../../../platform/db/entities/person-card.js';

/** A member's drafts and requests, newest first. */
export const cmRequestsOf = (userId: string) => ({ index: 'gsi1', partition: key('CM_REQUESTS', userId) }) as const;
/** Every member's requests in one status, newest first (the staff console's queue). */
export const cmRequestsInStatus = (status: string) => ({ index: 'gsi2', partition: key('CM_REQUESTS', 'STATUS', status) }) as const;

const schema = item({
  id: string().key(),
  userId: string(),
  /** Who raised it, as the staff queue shows them (copied on create; absent on requests stored before). */
  requester: personCard().optional(),
  status: string().enum(...CM_REQUEST_STATUSES),
  delegationType: string()
    .enum(...CM_DELEGATION_TYPES)
    .optional(),
  purpose: string()
    .enum(...CM_PURPOSES)
    .optional(),
  sector: string()
    .enum(...CM_SECTORS)
    .optional(),
  investmentAmount: string()
    .enum(...CM_INVESTMENT_BANDS)
    .optional(),
  jobCreation: number().optional(),
  preferredDate: string().optional(),
  duration: number().optional(),
  urgency: string()
    .enum(...CM_URGENCIES)
    .optional(),
  subject: string().optional(),
  proposal: string().optional(),
  companyProfile: string().optional(),
  state: string()
    .enum(...CM_STATES)
    .optional(),
  slotId: string().optional(),
  slotDate: string().optional(),
  slotStart: string().optional(),
  slotEnd: string().optional(),
  slotDuration: number().optional(),
  slotLocation: string().optional(),
  slotCreatedAt: string().optional(),
  declineReason: string().optional(),
  statusNote: string().optional(),
  submittedAt: string().optional(),
  gsi1pk: linkedKey((item) => cmRequestsOf(item.userId as string).partition),
  gsi1sk: creationKey(),
  gsi2pk: keyFollowing('status', (item) => cmRequestsInStatus(item.status as string).partition),
  gsi2sk: creationKey(),
});

/**
 * Meet The CM requests. Keyed by id so staff can act on one; a
 * member only reaches their own. The booked slot is copied in (`slot*`).
 */
export const cmRequestEntity = () =>
  new Entity({
    name: 'cmRequest',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('CM_REQUEST', id), sk: 'CM_REQUEST' }),
    timestamps: TIMESTAMPS,
  });

export type CmRequestEntity = ReturnType<typeof cmRequestEntity>;
export type CmRequestItem = FormattedItem<CmRequestEntity>;
