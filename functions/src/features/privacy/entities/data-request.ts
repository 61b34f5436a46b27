import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, keyFollowing, linkedKey } from '../../../platform/db/keys.js';
import { personCard } from '../../../platform/db/entities/person-card.js';

/** A member's data requests, newest first (their privacy settings). */
export const dataRequestsOf = (memberId: string) => ({ index: 'gsi1', partition: key('MEMBER', memberId, 'DATA_REQUESTS') }) as const;
/** Requests in one status, soonest due first (the staff queue, and the job's work list while open). */
export const dataRequestsInStatus = (status: string) => ({ index: 'gsi2', partition: key('DATA_REQUESTS', status) }) as const;

const schema = item({
  id: string().key(),
  kind: string().enum(...DATA_REQUEST_KINDS),
  memberId: string(),
  /** The member as the staff queue shows them; "Former member" once erased. */
  member: personCard(),
  status: string().enum(...DATA_REQUEST_STATUSES),
  requestedAt: string(),
  /** requestedAt + DATA_REQUEST_DUE_DAYS: the legal answer-by date. */
  dueAt: string(),
  completedAt: string().optional(),
  history: list(map({ at: string(), action: string(), by: string(), note: string().optional() })),
  /** A deletion: the moment the erasure may run (requestedAt + the grace period). */
  deleteAfter: string().optional(),
  /** An export: the ZIP's object key in the files bucket, its bytes, when it was written and until when it is served. */
  objectKey: string().optional(),
  size: number().optional(),
  readyAt: string().optional(),
  exportExpiresAt: string().optional(),
  /** A job run's claim on the request (ISO time it lapses), so two overlapping runs never work on one request. */
  claimedUntil: string().optional(),
  /** An erasure's progress: the steps done, and the table scan's resume key (JSON) when a run stopped mid-scan. */
  stepsDone: list(string()).optional(),
  scanFrom: string().optional(),
  gsi1pk: linkedKey((item) => dataRequestsOf(item.memberId as string).partition),
  gsi1sk: creationKey(),
  gsi2pk: keyFollowing('status', (item) => dataRequestsInStatus(item.status as string).partition),
  gsi2sk: linkedKey((item) => `${item.dueAt as string}#${item.id as string}`),
});

/**
 * A member's request about their own data: an export (a ZIP of everything
 * stored about them) or an erasure after the grace period. Its `history`
 * records each step with who took it; staff answer within `dueAt`.
 */
export const dataRequestEntity = () =>
  new Entity({
    name: 'dataRequest',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('DATA_REQUEST', id), sk: 'DATA_REQUEST' }),
    timestamps: TIMESTAMPS,
  });

export type DataRequestItem = FormattedItem<ReturnType<typeof dataRequestEntity>>;

/**
 * When the member last asked for an export: one item per member, put on
 * condition that the previous ask is older than EXPORT_EVERY_HOURS, in the
 * transaction that records the request, so two quick asks cannot both pass.
 */
export const exportGuardEntity = () =>
  new Entity({
    name: 'exportGuard',
    table: clubTable,
    schema: item({ memberId: string().key(), lastRequestedAt: string() }),
    computeKey: ({ memberId }) => ({ pk: key('MEMBER', memberId), sk: 'EXPORT_GUARD' }),
    timestamps: TIMESTAMPS,
  });
