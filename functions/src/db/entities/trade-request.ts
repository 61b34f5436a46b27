import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { TRADE_CURRENCIES, TRADE_REQUEST_STATUSES, TRADE_REQUEST_TYPES, TRADE_UNITS } from '@club/shared';
import { SERVICE, byIdIndex, newestIn } from './keys.js';

/**
 * A trade assistance request (spec 2 §3.4 trade_assistance_requests): a duty
 * calculation, an HS mapping, a DGFT licence or an ICEGATE filing
 * consultation. `response` holds the duty breakdown, the HS candidates and
 * the staff's answer (JSON, read through the API's schema); `statusHistory`
 * every status change, oldest first.
 */
export function tradeRequestEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'tradeRequest', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        memberId: { type: 'string', required: true },
        memberName: { type: 'string', required: true },
        type: { type: TRADE_REQUEST_TYPES, required: true },
        status: { type: TRADE_REQUEST_STATUSES, required: true },
        requestDetails: {
          type: 'map',
          required: true,
          properties: {
            serviceName: { type: 'string' },
            productDescription: { type: 'string' },
            notes: { type: 'string' },
            companyName: { type: 'string' },
            iec: { type: 'string' },
          },
        },
        hsCode: { type: 'string' },
        originCountry: { type: 'string' },
        destinationCountry: { type: 'string' },
        value: { type: 'number' },
        currency: { type: TRADE_CURRENCIES },
        valueBasis: { type: ['cif', 'fob'] as const },
        freight: { type: 'number' },
        insurance: { type: 'number' },
        quantity: { type: 'number' },
        unit: { type: TRADE_UNITS },
        calculatedDuty: { type: 'number' },
        dutyCurrency: { type: ['INR', 'AED'] as const },
        documentsRequired: { type: 'list', required: true, items: { type: 'string' } },
        /** The API's tradeResponseSchema, stored as it is. */
        response: { type: 'any' },
        statusHistory: {
          type: 'list',
          required: true,
          items: {
            type: 'map',
            properties: {
              status: { type: TRADE_REQUEST_STATUSES, required: true },
              at: { type: 'string', required: true },
              by: { type: 'string', required: true },
              note: { type: 'string' },
            },
          },
        },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        updatedAt: { type: 'string' },
      },
      indexes: {
        /** One request by id (detail, status changes, report). */
        byId: byIdIndex,
        /** A member's requests, newest first (My Requests). */
        byMember: newestIn('gsi1', ['memberId']),
        /** Requests in one status, read oldest first (the staff queue). */
        byStatus: newestIn('gsi2', ['status'], 'default'),
      },
    },
    config,
  );
}

export type TradeRequestEntity = ReturnType<typeof tradeRequestEntity>;
/** A trade assistance request as stored (ElectroDB's item type). */
export type TradeRequestItem = EntityItem<TradeRequestEntity>;
