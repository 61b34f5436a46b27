import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { MEMBER_ROLES } from '@club/shared';
import { SERVICE, primaryIndex } from './keys.js';

/**
 * The directory's access patterns. DynamoDB cannot index list attributes, so
 * each member has one tag item per chapter (`chapter#AP-Vizag`), per badge
 * (`badge#exporter`), one per staff role (`role#staff`, `role#admin`) and
 * one `all`, newest first in the tag's partition. Each carries the directory
 * card, so a page is one Query and no BatchGet; the member's writes rewrite
 * their tags in the same transaction. The staff-only fields are read by the
 * staff console's mapping alone: the public directory's never returns them.
 */
export function memberTagEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'memberTag', version: '1', service: SERVICE },
      attributes: {
        tag: { type: 'string', required: true },
        memberId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        profileImageUrl: { type: 'string' },
        linkedinUrl: { type: 'string' },
        companyId: { type: 'string' },
        companyName: { type: 'string' },
        badges: { type: 'list', items: { type: 'string' }, required: true },
        chapters: { type: 'list', items: { type: 'string' }, required: true },
        verified: { type: 'boolean', required: true },
        role: { type: MEMBER_ROLES, required: true },
        /** Only when the member opted in to sharing contact details. */
        email: { type: 'string' },
        phone: { type: 'string' },
        /** Staff only: the member's contact details whether or not they share them. */
        staffEmail: { type: 'string', required: true },
        staffPhone: { type: 'string' },
        /** Staff only: when the member was verified, and which declared badges staff confirmed. */
        verifiedAt: { type: 'string' },
        confirmedBadges: { type: 'list', items: { type: 'string' }, required: true },
        reputationScore: { type: 'number' },
        /** Lower-cased "first last company" for the directory's text search. */
        searchText: { type: 'string', required: true },
      },
      indexes: {
        byTag: {
          pk: { field: primaryIndex.pk, composite: ['tag'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['createdAt', 'memberId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type MemberTagEntity = ReturnType<typeof memberTagEntity>;
/** A directory tag item as stored (ElectroDB's item type). */
export type MemberTagItem = EntityItem<MemberTagEntity>;
