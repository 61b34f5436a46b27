import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { MEMBER_ROLES } from '@club/shared';
import { SERVICE, byIdIndex, newestIndex } from './keys.js';

/**
 * Members (users). The id is the identity provider's `sub`, so sign-in upserts
 * by key without a lookup index. Badge and chapter values are checked by the
 * shared zod schemas before they reach here.
 */
export function memberEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'member', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        email: { type: 'string', required: true },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        profileImageUrl: { type: 'string' },
        linkedinUrl: { type: 'string' },
        phone: { type: 'string' },
        companyId: { type: 'string' },
        role: { type: MEMBER_ROLES, required: true, default: 'member' },
        verifiedAt: { type: 'string' },
        /** Whether e-mail and phone may appear in the directory and its export (off until the member opts in). */
        shareContact: { type: 'boolean', required: true, default: false },
        badges: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        chapters: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        /**
         * The self-declared badges club staff confirmed, always a subset of `badges`
         * (writeMember drops any the member no longer declares). Absent on members
         * written before issue 17: read as none.
         */
        confirmedBadges: { type: 'list', items: { type: 'string' } },
        /** The reputation score as last computed (reputation.ts), copied here so the directory card shows it. */
        reputationScore: { type: 'number' },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
      },
      indexes: {
        /** One member by id. */
        byId: byIdIndex,
        /** All members, newest first (directory, recent members). */
        newest: newestIndex,
      },
    },
    config,
  );
}

export type MemberEntity = ReturnType<typeof memberEntity>;
/** A member as stored (ElectroDB's item type). */
export type MemberItem = EntityItem<MemberEntity>;
