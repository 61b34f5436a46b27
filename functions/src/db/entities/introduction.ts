import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { INTRO_PURPOSES, INTRO_ROLES, INTRO_STATUSES } from '@club/shared';
import { SERVICE, byIdIndex, newestIndex, primaryIndex } from './keys.js';

/**
 * An introduction request (spec 2 §3.6). Every transition is one conditional
 * write on the status it was read in, so a stale one fails (409).
 */
export function introductionEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'introduction', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        requesterId: { type: 'string', required: true },
        targetUserId: { type: 'string', required: true },
        introducerId: { type: 'string', required: true },
        purpose: { type: INTRO_PURPOSES, required: true },
        message: { type: 'string' },
        status: { type: INTRO_STATUSES, required: true },
        introducerResponse: { type: 'string' },
        targetResponse: { type: 'string' },
        declinedBy: { type: ['introducer', 'target'] as const },
        isSuccessful: { type: 'boolean', required: true, default: false },
        /** YYYY-MM-DD. */
        followUpAt: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true },
        updatedAt: { type: 'string' },
      },
      indexes: {
        byId: byIdIndex,
        /** Every introduction, newest first (the smart-nudges job). */
        newest: newestIndex,
      },
    },
    config,
  );
}

export type IntroductionEntity = ReturnType<typeof introductionEntity>;
export type IntroductionItem = EntityItem<IntroductionEntity>;

/**
 * A party's pointer to an introduction (requester, introducer, target), written
 * in the introduction's transaction: a member's Introductions tab is one Query
 * of pointers and one BatchGet of introductions (and one of the parties' names,
 * in parallel, from the ids the pointer carries).
 */
export function introPartyEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'introParty', version: '1', service: SERVICE },
      attributes: {
        memberId: { type: 'string', required: true },
        introId: { type: 'string', required: true },
        role: { type: INTRO_ROLES, required: true },
        requesterId: { type: 'string', required: true },
        targetUserId: { type: 'string', required: true },
        introducerId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byMember: {
          pk: { field: primaryIndex.pk, composite: ['memberId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['createdAt', 'introId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type IntroPartyItem = EntityItem<ReturnType<typeof introPartyEntity>>;

/** One open introduction per (requester, target): created with attribute_not_exists, removed when it is declined. */
export function introGuardEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'introGuard', version: '1', service: SERVICE },
      attributes: {
        requesterId: { type: 'string', required: true },
        targetUserId: { type: 'string', required: true },
        introId: { type: 'string', required: true },
      },
      indexes: {
        byPair: {
          pk: { field: primaryIndex.pk, composite: ['requesterId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['targetUserId'], casing: 'none' },
        },
      },
    },
    config,
  );
}
