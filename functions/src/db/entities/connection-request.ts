import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { CONNECTION_REQUEST_STATUSES } from '@club/shared';
import { SERVICE, gsi, primaryIndex } from './keys.js';

/**
 * A request to connect, one per (sender, receiver): sent again only over the
 * sender's own withdrawn one. The two members' names are copied for the
 * lists. Status changes are conditional on the status read (stale → 409).
 */
export function connectionRequestEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'connectionRequest', version: '1', service: SERVICE },
      attributes: {
        fromUserId: { type: 'string', required: true },
        toUserId: { type: 'string', required: true },
        status: { type: CONNECTION_REQUEST_STATUSES, required: true },
        note: { type: 'string' },
        fromFirstName: { type: 'string', required: true },
        fromLastName: { type: 'string', required: true },
        toFirstName: { type: 'string', required: true },
        toLastName: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string' },
      },
      indexes: {
        byPair: {
          pk: { field: primaryIndex.pk, composite: ['fromUserId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['toUserId'], casing: 'none' },
        },
        /** Every request in one status (the smart-nudges job reads the waiting ones). */
        byStatus: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: ['status'] },
          sk: { field: gsi('gsi1').sk, composite: ['fromUserId', 'toUserId'], casing: 'none' },
        },
        /** Requests to a member in one status, newest first (incoming). */
        incoming: {
          index: 'gsi2',
          pk: { field: gsi('gsi2').pk, composite: ['toUserId', 'status'], casing: 'none' },
          sk: { field: gsi('gsi2').sk, composite: ['createdAt', 'fromUserId'], casing: 'none' },
        },
        /** Requests from a member in one status, newest first (outgoing). */
        outgoing: {
          index: 'gsi3',
          pk: { field: gsi('gsi3').pk, composite: ['fromUserId', 'status'], casing: 'none' },
          sk: { field: gsi('gsi3').sk, composite: ['createdAt', 'toUserId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type ConnectionRequestEntity = ReturnType<typeof connectionRequestEntity>;
export type ConnectionRequestItem = EntityItem<ConnectionRequestEntity>;
