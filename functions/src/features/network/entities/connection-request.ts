import { Entity, type FormattedItem, type InputItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { CONNECTION_REQUEST_STATUSES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key, linkedKey, keyFollowing } from '../../../platform/db/keys.js';

/** Every request in one status (the smart-nudges job reads the waiting ones). */
export const requestsInStatus = (status: string) => ({ index: 'gsi1', partition: key('CONNECTION_REQUESTS', status) }) as const;
/** Requests to a member in one status, newest first (incoming). */
export const requestsTo = (toUserId: string, status: string) => ({ index: 'gsi2', partition: key('CONNECTION_REQUESTS_TO', toUserId, status) }) as const;
/** Requests from a member in one status, newest first (outgoing). */
export const requestsFrom = (fromUserId: string, status: string) =>
  ({ index: 'gsi3', partition: key('CONNECTION_REQUESTS_FROM', fromUserId, status) }) as const;

/** An index partition key named by the item's status: recomputed by an update that sets the status. */
const byStatus = (partition: (item: Record<string, unknown>, status: string) => string) =>
  keyFollowing('status', (item) => partition(item, item.status as string));

const schema = item({
  fromUserId: string().key(),
  toUserId: string().key(),
  status: string().enum(...CONNECTION_REQUEST_STATUSES),
  note: string().optional(),
  fromFirstName: string(),
  fromLastName: string(),
  toFirstName: string(),
  toLastName: string(),
  gsi1pk: byStatus((_item, status) => requestsInStatus(status).partition),
  gsi1sk: linkedKey((item) => `${item.fromUserId as string}#${item.toUserId as string}`),
  gsi2pk: byStatus((item, status) => requestsTo(item.toUserId as string, status).partition),
  gsi2sk: linkedKey((item) => `${item.createdAt as string}#${item.fromUserId as string}`),
  gsi3pk: byStatus((item, status) => requestsFrom(item.fromUserId as string, status).partition),
  gsi3sk: linkedKey((item) => `${item.createdAt as string}#${item.toUserId as string}`),
});

/**
 * A request to connect, one per (sender, receiver): sent again only over the
 * sender's own withdrawn one. The two members' names are copied for the
 * lists. Status changes are conditional on the status read (stale → 409).
 */
export const connectionRequestEntity = () =>
  new Entity({
    name: 'connectionRequest',
    table: clubTable,
    schema,
    computeKey: ({ fromUserId, toUserId }) => ({ pk: key('MEMBER', fromUserId), sk: key('CONNECTION_REQUEST', toUserId) }),
    timestamps: TIMESTAMPS,
  });

export type ConnectionRequestEntity = ReturnType<typeof connectionRequestEntity>;
export type ConnectionRequestItem = FormattedItem<ConnectionRequestEntity>;
/** A request as written (the library sets what is left out). */
export type ConnectionRequestInput = InputItem<ConnectionRequestEntity>;
