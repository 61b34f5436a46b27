import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, gsi, primaryIndex } from './keys.js';

/** Edge states: `active` (connected) or `blocked` (either blocked the other; `blockedBy` says who). */
export const EDGE_STATUSES = ['active', 'blocked'] as const;

/**
 * One direction of a tie between two members, in the owner's partition: an
 * accepted connection is two items (A→B, B→A) written in one transaction, a
 * block likewise. The other member's card (names, interests, chapters) is
 * copied here so 2nd and 3rd degree lists read names and interests from the
 * edges they walk, without a read per member; the smart-nudges job refreshes
 * cards, strength, common interests and mutual counts when they change.
 */
export function connectionEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'connection', version: '1', service: SERVICE },
      attributes: {
        memberId: { type: 'string', required: true },
        otherId: { type: 'string', required: true },
        status: { type: EDGE_STATUSES, required: true },
        blockedBy: { type: 'string' },
        /** 1–10, the same on both directions (formula in docs/decisions.md). */
        strength: { type: 'number', required: true, default: 1 },
        /** Interest tags both share (`topic:trade`, `chapter:Telangana`, `industry:Agriculture`, `hs:10`). */
        commonInterests: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        lastInteraction: { type: 'string' },
        /** Members connected to both (as of the job's last run or the accept). */
        mutualConnections: { type: 'number', required: true, default: 0 },
        introducedBy: { type: 'string' },
        introducedByName: { type: 'string' },
        connectedAt: { type: 'string', required: true },
        otherFirstName: { type: 'string', required: true },
        otherLastName: { type: 'string', required: true },
        otherLinkedinUrl: { type: 'string' },
        otherProfileImageUrl: { type: 'string' },
        otherInterests: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        otherChapters: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        updatedAt: { type: 'string' },
      },
      indexes: {
        /** A member's ties (one Query reads all of them, active and blocked). */
        byMember: {
          pk: { field: primaryIndex.pk, composite: ['memberId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['otherId'], casing: 'none' },
        },
        /** Every tie of one status (the smart-nudges job loads the graph page by page). */
        byStatus: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: ['status'] },
          sk: { field: gsi('gsi1').sk, composite: ['memberId', 'otherId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type ConnectionEntity = ReturnType<typeof connectionEntity>;
export type ConnectionItem = EntityItem<ConnectionEntity>;
