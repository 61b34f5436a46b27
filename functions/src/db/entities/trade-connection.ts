import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { LISTING_KINDS, TRADE_CONNECTION_STATUSES } from '@club/shared';
import { SERVICE, byIdIndex, newestIn } from './keys.js';

const contact = {
  type: 'map',
  properties: {
    memberId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    email: { type: 'string' },
    phone: { type: 'string' },
    linkedinUrl: { type: 'string' },
    companyName: { type: 'string' },
  },
} as const;

/**
 * A trade connection request (Connect on a listing): from a member, to the
 * listing's company, whose members accept or decline. One per member and
 * listing: the id is derived from both, created with attribute_not_exists (or
 * over a declined or withdrawn one). Contacts are copied when written and
 * shown only once accepted.
 */
export function tradeConnectionEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'tradeConnection', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        status: { type: TRADE_CONNECTION_STATUSES, required: true },
        listingId: { type: 'string', required: true },
        listing: {
          type: 'map',
          required: true,
          properties: {
            id: { type: 'string', required: true },
            kind: { type: LISTING_KINDS, required: true },
            hsCode: { type: 'string', required: true },
            title: { type: 'string', required: true },
            companyId: { type: 'string', required: true },
            companyName: { type: 'string', required: true },
            location: { type: 'string' },
            country: { type: 'string' },
            priceBand: { type: 'string' },
            createdAt: { type: 'string', required: true },
          },
        },
        note: { type: 'string' },
        fromMemberId: { type: 'string', required: true },
        fromMemberName: { type: 'string', required: true },
        fromCompanyId: { type: 'string' },
        fromCompanyName: { type: 'string' },
        toCompanyId: { type: 'string', required: true },
        toCompanyName: { type: 'string', required: true },
        requesterContact: { ...contact, required: true },
        responderContact: contact,
        respondedById: { type: 'string' },
        respondedBy: { type: 'string' },
        respondedAt: { type: 'string' },
        responseNote: { type: 'string' },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string' },
      },
      indexes: {
        /** One connection by id (accept, decline, withdraw). */
        byId: byIdIndex,
        /** The connections a member sent, newest first (My Connections, outgoing). */
        byFromMember: newestIn('gsi1', ['fromMemberId']),
        /** The connections to a company, newest first (My Connections, incoming, per company of the caller). */
        byToCompany: newestIn('gsi2', ['toCompanyId']),
      },
    },
    config,
  );
}

export type TradeConnectionEntity = ReturnType<typeof tradeConnectionEntity>;
export type TradeConnectionItem = EntityItem<TradeConnectionEntity>;
