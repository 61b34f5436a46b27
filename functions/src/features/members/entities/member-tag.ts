import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { MEMBER_ROLES } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, byCreation, key } from '../../../platform/db/keys.js';

/** The members under one tag (`all`, `chapter#AP-Vizag`, `badge#exporter`, `role#staff`), newest first: the tag's own partition. */
export const membersTagged = (tag: string) => ({ partition: key('TAG', tag) }) as const;

const schema = item({
  tag: string().key(),
  memberId: string().key(),
  /** The member's creation time (not the tag item's): the list's order. */
  createdAt: string().key(),
  firstName: string(),
  lastName: string(),
  profileImageUrl: string().optional(),
  linkedinUrl: string().optional(),
  companyId: string().optional(),
  companyName: string().optional(),
  /** The member's self-declared title (the directory card). */
  title: string().optional(),
  badges: list(string()),
  chapters: list(string()),
  verified: boolean(),
  role: string().enum(...MEMBER_ROLES),
  /** Only when the member opted in to sharing contact details. */
  email: string().optional(),
  phone: string().optional(),
  /** Staff only: the member's contact details whether or not they share them. */
  staffEmail: string(),
  staffPhone: string().optional(),
  /** Staff only: when the member was verified, and which declared badges staff confirmed. */
  verifiedAt: string().optional(),
  confirmedBadges: list(string()),
  reputationScore: number().optional(),
  /** The member hid from the directory or is suspended: only the `all` tag remains, for the staff console, and the directory filters it out. */
  unlisted: boolean().optional(),
  /** Staff only: when an admin suspended the member. */
  suspendedAt: string().optional(),
  /** Lower-cased "first last company" for the directory's text search. */
  searchText: string(),
});

/**
 * The directory's access patterns. DynamoDB cannot index list attributes, so
 * each member has one tag item per chapter (`chapter#AP-Vizag`), per badge
 * (`badge#exporter`), one per staff role (`role#staff`, `role#admin`) and
 * one `all`, newest first in the tag's partition. Each carries the directory
 * card, so a page is one Query and no BatchGet; the member's writes rewrite
 * their tags in the same transaction. The staff-only fields are read by the
 * staff console's mapping alone: the public directory's never returns them.
 * `createdAt` is the member's, part of the key, so only `updatedAt` comes
 * from the library.
 */
export const memberTagEntity = () =>
  new Entity({
    name: 'memberTag',
    table: clubTable,
    schema,
    computeKey: ({ tag, memberId, createdAt }) => ({
      pk: membersTagged(tag).partition,
      sk: key('MEMBER', byCreation({ createdAt, id: memberId })),
    }),
    timestamps: { created: false, modified: TIMESTAMPS.modified },
  });

export type MemberTagEntity = ReturnType<typeof memberTagEntity>;
/** A directory tag item as read. */
export type MemberTagItem = FormattedItem<MemberTagEntity>;
