import { Entity, type FormattedItem, type InputItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { INTRO_PURPOSES, INTRO_ROLES, INTRO_STATUSES, type Checked, type IntroRequestFields, type Same } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, byCreation, creationKey, key } from '../../../platform/db/keys.js';

/** Every introduction, newest first (the smart-nudges job). */
export const INTRODUCTIONS = { index: 'gsi1', partition: 'INTRODUCTIONS' } as const;

/**
 * The request's own fields as the API parsed them (`IntroRequestFields`,
 * defined once in shared), stored as is; `satisfies` refuses a missing or
 * extra key, `IntroductionItem` a different type.
 */
const formAttributes = {
  targetUserId: string(),
  introducerId: string(),
  purpose: string().enum(...INTRO_PURPOSES),
  message: string().optional(),
} satisfies Record<keyof IntroRequestFields, unknown>;

const introductionSchema = item({
  id: string().key(),
  requesterId: string(),
  ...formAttributes,
  status: string().enum(...INTRO_STATUSES),
  introducerResponse: string().optional(),
  targetResponse: string().optional(),
  declinedBy: string().enum('introducer', 'target').optional(),
  isSuccessful: boolean().default(false),
  /** YYYY-MM-DD. */
  followUpAt: string().optional(),
  gsi1pk: string().hidden().putDefault(INTRODUCTIONS.partition),
  gsi1sk: creationKey(),
});

/**
 * An introduction request. Every transition is one conditional
 * write on the status it was read in, so a stale one fails (409).
 */
export const introductionEntity = () =>
  new Entity({
    name: 'introduction',
    table: clubTable,
    schema: introductionSchema,
    computeKey: ({ id }) => ({ pk: key('INTRO', id), sk: 'INTRO' }),
    timestamps: TIMESTAMPS,
  });

export type IntroductionEntity = ReturnType<typeof introductionEntity>;
type StoredIntroduction = FormattedItem<IntroductionEntity>;
/** An introduction as read; fails to compile when its form attributes' types differ from the shared definition's. */
export type IntroductionItem = Checked<StoredIntroduction, Same<Pick<StoredIntroduction, keyof typeof formAttributes>, IntroRequestFields>>;
/** An introduction as written (the library sets what is left out). */
export type IntroductionInput = InputItem<IntroductionEntity>;

/** Sort key prefix of a member's introduction pointers in their partition. */
const INTRO_PARTY = 'INTRO';

/** A member's introduction pointers, newest first. */
export const introPartiesOf = (memberId: string) => ({ partition: key('MEMBER', memberId), range: { beginsWith: `${INTRO_PARTY}#` } }) as const;

const introPartySchema = item({
  memberId: string().key(),
  introId: string().key(),
  /** Part of the key: pointers sort by creation. */
  createdAt: string().key(),
  role: string().enum(...INTRO_ROLES),
  requesterId: string(),
  targetUserId: string(),
  introducerId: string(),
});

/**
 * A party's pointer to an introduction (requester, introducer, target), written
 * in the introduction's transaction: a member's Introductions tab is one Query
 * of pointers and one BatchGet of introductions (and one of the parties' names,
 * in parallel, from the ids the pointer carries).
 */
export const introPartyEntity = () =>
  new Entity({
    name: 'introParty',
    table: clubTable,
    schema: introPartySchema,
    computeKey: ({ memberId, introId, createdAt }) => ({ pk: key('MEMBER', memberId), sk: key(INTRO_PARTY, byCreation({ createdAt, id: introId })) }),
    // The pointer's createdAt is its introduction's (a key attribute); only updatedAt is the library's.
    timestamps: { created: false, modified: TIMESTAMPS.modified },
  });

export type IntroPartyInput = InputItem<ReturnType<typeof introPartyEntity>>;

const introGuardSchema = item({
  requesterId: string().key(),
  targetUserId: string().key(),
  introId: string(),
});

/** One open introduction per (requester, target): created with attribute_not_exists, removed when it is declined. */
export const introGuardEntity = () =>
  new Entity({
    name: 'introGuard',
    table: clubTable,
    schema: introGuardSchema,
    computeKey: ({ requesterId, targetUserId }) => ({ pk: key('MEMBER', requesterId), sk: key('INTRO_GUARD', targetUserId) }),
    timestamps: TIMESTAMPS,
  });
