import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { CONTACT_VISIBILITIES, MEMBER_ROLES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key } from '../../../platform/db/keys.js';

/** Every member, in the directory's order (gsi1, newest first). */
export const MEMBERS = 'MEMBERS';

const schema = item({
  id: string().key(),
  email: string(),
  firstName: string(),
  lastName: string(),
  profileImageUrl: string().optional(),
  linkedinUrl: string().optional(),
  phone: string().optional(),
  companyId: string().optional(),
  /** The member's preferred IANA time zone for showing times (the browser's when unset). */
  timeZone: string().optional(),
  role: string()
    .enum(...MEMBER_ROLES)
    .default('member'),
  verifiedAt: string().optional(),
  /** Whether e-mail and phone may appear in the directory and its export (off until the member opts in). */
  shareContact: boolean().default(false),
  /** Who sees e-mail and phone; kept in step with `shareContact` (true exactly when 'members'). Absent on older items. */
  contactVisibility: string()
    .enum(...CONTACT_VISIBILITIES)
    .optional(),
  /** Job title, self-declared. */
  title: string().optional(),
  /** The linked company's name, copied when the member links it, so lists of people read no company. */
  companyName: string().optional(),
  badges: list(string()).default(() => []),
  chapters: list(string()).default(() => []),
  /** The self-declared badges club staff confirmed, always a subset of `badges` (writeMember drops any the member no longer declares). */
  confirmedBadges: list(string()).optional(),
  /** The reputation score as last computed (reputation.ts), copied here so the directory card shows it. */
  reputationScore: number().optional(),
  /** The member's choice: left out of the directory's lists, its export and people pickers (their tags say so). */
  hideFromDirectory: boolean().optional(),
  /** The member's choice: left out of other members' 2nd/3rd degree suggestions and smart nudges. */
  hideFromSuggestions: boolean().optional(),
  /** When an admin suspended the member: no sign-in, no mail, in no list but the staff console's. */
  suspendedAt: string().optional(),
  /** When staff suspended the member from sending messages (messages' moderation); absent: they may send. */
  messagingSuspendedAt: string().optional(),
  /** While an erasure is scheduled: when it may run, and its data request. */
  deletionScheduledFor: string().optional(),
  deletionRequestId: string().optional(),
  /** The member's first home visit (set once: the home greets "Welcome" before it, "Welcome back" after). */
  firstSeenAt: string().optional(),
  /** Directory order: every member in one partition, by creation. */
  gsi1pk: string().hidden().putDefault(MEMBERS),
  gsi1sk: creationKey(),
});

/**
 * Members (users). The id is the identity provider's `sub`, so sign-in upserts
 * by key without a lookup index. Badge and chapter values are checked by the
 * shared zod schemas before they reach here.
 */
export const memberEntity = () =>
  new Entity({
    name: 'member',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('MEMBER', id), sk: 'MEMBER' }),
    timestamps: TIMESTAMPS,
  });

export type MemberEntity = ReturnType<typeof memberEntity>;
/** A member as read (createdAt and updatedAt set by the library). */
export type MemberItem = FormattedItem<MemberEntity>;
