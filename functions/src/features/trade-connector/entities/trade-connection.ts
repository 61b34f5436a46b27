import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { map } from 'dynamodb-toolbox/schema/map';
import { string } from 'dynamodb-toolbox/schema/string';
import { TRADE_CONNECTION_STATUSES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey } from '../../../platform/db/keys.js';
import { listingSummaryAttributes } from './listing-summary.js';

/** The connections a member sent, newest first (My Connections, outgoing). */
export const tradeConnectionsFrom = (memberId: string) => ({ index: 'gsi1', partition: key('MEMBER', memberId, 'TRADE_CONNECTIONS') }) as const;
/** The connections to a company, newest first (My Connections, incoming, per company of the caller). */
export const tradeConnectionsTo = (companyId: string) => ({ index: 'gsi2', partition: key('COMPANY', companyId, 'TRADE_CONNECTIONS') }) as const;

const contact = () =>
  map({
    memberId: string(),
    name: string(),
    email: string().optional(),
    phone: string().optional(),
    linkedinUrl: string().optional(),
    companyName: string().optional(),
    /** The person chip's fields, as of connecting or accepting. */
    title: string().optional(),
    profileImageUrl: string().optional(),
    verified: boolean().optional(),
  });

const schema = item({
  id: string().key(),
  status: string().enum(...TRADE_CONNECTION_STATUSES),
  listingId: string(),
  listing: map({ id: string(), ...listingSummaryAttributes, createdAt: string() }),
  note: string().optional(),
  fromMemberId: string(),
  fromMemberName: string(),
  fromCompanyId: string().optional(),
  fromCompanyName: string().optional(),
  toCompanyId: string(),
  toCompanyName: string(),
  /** E-mail and phone are in a contact only when its side shared them (`requesterShared` / `responderShared`). */
  requesterContact: contact(),
  responderContact: contact().optional(),
  /** The requester shares contact details (their setting when connecting, or "Share my contact details" since). */
  requesterShared: boolean().optional(),
  /** The member who accepted shares contact details (their setting when accepting, or their choice since). */
  responderShared: boolean().optional(),
  respondedById: string().optional(),
  respondedBy: string().optional(),
  respondedAt: string().optional(),
  responseNote: string().optional(),
  gsi1pk: linkedKey((item) => tradeConnectionsFrom(item.fromMemberId as string).partition),
  gsi1sk: creationKey(),
  gsi2pk: linkedKey((item) => tradeConnectionsTo(item.toCompanyId as string).partition),
  gsi2sk: creationKey(),
});

/**
 * A trade connection request (Connect on a listing): from a member, to the
 * listing's company, whose members accept or decline. One per member and
 * listing: the id is derived from both, created with attribute_not_exists (or
 * over a declined or withdrawn one). Contacts are copied when written and
 * shown only once accepted; e-mail and phone are copied only with the
 * member's consent (their sharing setting, or their choice on the connection).
 */
export const tradeConnectionEntity = () =>
  new Entity({
    name: 'tradeConnection',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('TRADE_CONNECTION', id), sk: 'TRADE_CONNECTION' }),
    timestamps: TIMESTAMPS,
  });

export type TradeConnectionEntity = ReturnType<typeof tradeConnectionEntity>;
export type TradeConnectionItem = FormattedItem<TradeConnectionEntity>;
