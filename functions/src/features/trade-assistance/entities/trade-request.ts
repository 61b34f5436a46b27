import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { TRADE_CURRENCIES, TRADE_REQUEST_STATUSES, TRADE_REQUEST_TYPES, TRADE_UNITS } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey, keyFollowing } from '../../../platform/db/keys.js';

/** A member's requests, newest first (My Requests). */
export const tradeRequestsOf = (memberId: string) => ({ index: 'gsi1', partition: key('MEMBER', memberId, 'TRADE_REQUESTS') }) as const;
/** Requests in one status, read oldest first (the staff queue). */
export const tradeRequestsInStatus = (status: string) => ({ index: 'gsi2', partition: key('TRADE_REQUESTS', status) }) as const;

const schema = item({
  id: string().key(),
  memberId: string(),
  memberName: string(),
  type: string().enum(...TRADE_REQUEST_TYPES),
  status: string().enum(...TRADE_REQUEST_STATUSES),
  requestDetails: map({
    serviceName: string().optional(),
    productDescription: string().optional(),
    notes: string().optional(),
    companyName: string().optional(),
    iec: string().optional(),
    gstin: string().optional(),
  }),
  hsCode: string().optional(),
  originCountry: string().optional(),
  destinationCountry: string().optional(),
  value: number().optional(),
  currency: string()
    .enum(...TRADE_CURRENCIES)
    .optional(),
  valueBasis: string().enum('cif', 'fob').optional(),
  freight: number().optional(),
  insurance: number().optional(),
  quantity: number().optional(),
  unit: string()
    .enum(...TRADE_UNITS)
    .optional(),
  calculatedDuty: number().optional(),
  dutyCurrency: string().enum('INR', 'AED').optional(),
  documentsRequired: list(string()),
  /** The API's tradeResponseSchema, stored as it is. */
  response: any().optional(),
  statusHistory: list(
    map({
      status: string().enum(...TRADE_REQUEST_STATUSES),
      at: string(),
      by: string(),
      note: string().optional(),
    }),
  ),
  gsi1pk: linkedKey((item) => tradeRequestsOf(item.memberId as string).partition),
  gsi1sk: creationKey(),
  // The queue key follows the status when an update sets it.
  gsi2pk: keyFollowing('status', (item) => tradeRequestsInStatus(item.status as string).partition),
  gsi2sk: creationKey(),
});

/**
 * A trade assistance request: a duty
 * calculation, an HS mapping, a DGFT licence or an ICEGATE filing
 * consultation. `response` holds the duty breakdown, the HS candidates and
 * the staff's answer (JSON, read through the API's schema); `statusHistory`
 * every status change, oldest first.
 */
export const tradeRequestEntity = () =>
  new Entity({
    name: 'tradeRequest',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('TRADE_REQUEST', id), sk: 'TRADE_REQUEST' }),
    timestamps: TIMESTAMPS,
  });

export type TradeRequestEntity = ReturnType<typeof tradeRequestEntity>;
/** A trade assistance request as read. */
export type TradeRequestItem = FormattedItem<TradeRequestEntity>;
