import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { CULTURAL_LANGUAGES, CULTURAL_REQUEST_TYPES, CULTURAL_URGENCIES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { TIMESTAMPS, creationKey, key, linkedKey } from '../../../platform/db/keys.js';

/** The staff queues: requests waiting for an answer, and answered ones. */
export type CulturalQueue = 'pending' | 'resolved';

/** A member's requests, newest first (My Requests). */
export const culturalRequestsOf = (userId: string) => ({ index: 'gsi1', partition: key('CULTURAL_REQUESTS', userId) }) as const;
/** Every member's requests, pending or resolved, newest first (the staff console's queue). */
export const culturalRequestsInQueue = (queue: CulturalQueue) => ({ index: 'gsi2', partition: key('CULTURAL_REQUESTS', 'QUEUE', queue) }) as const;

const queueOf = (isResolved: boolean) => culturalRequestsInQueue(isResolved ? 'resolved' : 'pending').partition;

const schema = item({
  id: string().key(),
  userId: string(),
  /** Who made it, as they were then (the staff queue's person chip). */
  requester: personCard().optional(),
  type: string().enum(...CULTURAL_REQUEST_TYPES),
  request: string(),
  context: string().optional(),
  location: string().optional(),
  language: string().enum(...CULTURAL_LANGUAGES),
  urgency: string().enum(...CULTURAL_URGENCIES),
  isResolved: boolean(),
  response: string().optional(),
  respondedBy: string().optional(),
  respondedByName: string().optional(),
  respondedAt: string().optional(),
  satisfaction: number().optional(),
  feedback: string().optional(),
  ratedAt: string().optional(),
  gsi1pk: linkedKey((item) => culturalRequestsOf(item.userId as string).partition),
  gsi1sk: creationKey(),
  /**
   * `isResolved` as a queue key (DynamoDB keys are strings or numbers, not
   * booleans), recomputed by every write that sets `isResolved`, so it never
   * drifts and no writer sets it.
   */
  gsi2pk: linkedKey(
    (item) => queueOf(item.isResolved as boolean),
    (input) => (typeof input.isResolved === 'boolean' ? queueOf(input.isResolved) : undefined),
  ),
  gsi2sk: creationKey(),
});

/**
 * Cultural requests. Keyed by id so staff can answer one; a
 * member only reaches their own (the domain checks `userId`, another's is 404).
 */
export const culturalRequestEntity = () =>
  new Entity({
    name: 'culturalRequest',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('CULTURAL_REQUEST', id), sk: 'CULTURAL_REQUEST' }),
    timestamps: TIMESTAMPS,
  });

export type CulturalRequestEntity = ReturnType<typeof culturalRequestEntity>;
export type CulturalRequestItem = FormattedItem<CulturalRequestEntity>;
