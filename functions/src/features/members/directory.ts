import { directoryMemberSchema, type Badge, type Chapter, type DirectoryMember, type MemberRole } from '@club/shared';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import type { MemberItem } from './entities/member.js';
import { membersTagged, type MemberTagEntity, type MemberTagItem } from './entities/member-tag.js';
import { queryPage } from '../../platform/db/pages.js';
import { findCompany } from '../companies/index.js';
import { memberData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

/** Every member's tag: the directory's and the staff console's member lists. */
export const ALL = 'all';
export const chapterTag = (chapter: string) => `chapter#${chapter}`;
const badgeTag = (badge: string) => `badge#${badge}`;
/** Staff and admins each under their role's tag (members have none): the colleagues a ticket can go to. */
export const roleTag = (role: Exclude<MemberRole, 'member'>) => `role#${role}`;
/** Whether the member is left out of the directory's lists: they chose to hide, or an admin suspended them. */
export const isUnlisted = (member: Pick<MemberItem, 'hideFromDirectory' | 'suspendedAt'>): boolean =>
  member.hideFromDirectory === true || Boolean(member.suspendedAt);

/**
 * The member's tags. An unlisted member keeps only `all` (the staff console
 * lists every member from it; the directory filters them out there) and,
 * unless suspended, their staff role's tag (colleagues a ticket can go to).
 */
export const tagsOf = (member: Pick<MemberItem, 'badges' | 'chapters' | 'role' | 'hideFromDirectory' | 'suspendedAt'>): string[] => [
  ALL,
  ...(isUnlisted(member) ? [] : member.chapters.map(chapterTag)),
  ...(isUnlisted(member) ? [] : member.badges.map(badgeTag)),
  ...(member.role === 'member' || member.suspendedAt ? [] : [roleTag(member.role)]),
];

/** The name of the member's company, when they linked one. */
export async function companyName(companyId: string | undefined): Promise<string | undefined> {
  if (!companyId) return undefined;
  return (await findCompany(companyId))?.name;
}

export interface MemberQuery extends PageRequest {
  q?: string;
  badge?: Badge;
  chapter?: Chapter;
  verified?: 'true' | 'false';
}

/** A filter on tag items. */
export type TagCondition = Condition<MemberTagEntity>;

/** The conditions joined with AND; undefined when there are none (no filter at all). */
export function allOf(conditions: TagCondition[]): TagCondition | undefined {
  if (conditions.length <= 1) return conditions[0];
  // Annotated: left to inference, `{ and }` against Condition<E> costs the type checker seconds.
  const joined: TagCondition = { and: conditions };
  return joined;
}

/** The public card: named fields only, so the staff-only ones can never leak into the directory. */
export const toDirectoryMember = (item: MemberTagItem): DirectoryMember =>
  directoryMemberSchema.parse({
    id: item.memberId,
    firstName: item.firstName,
    lastName: item.lastName,
    profileImageUrl: item.profileImageUrl,
    linkedinUrl: item.linkedinUrl,
    title: item.title,
    company: item.companyId && item.companyName ? { id: item.companyId, name: item.companyName } : null,
    badges: item.badges,
    chapters: item.chapters,
    verified: item.verified,
    confirmedBadges: item.confirmedBadges ?? [],
    reputationScore: item.reputationScore,
    email: item.email,
    phone: item.phone,
    createdAt: item.createdAt,
  });

/**
 * GET /api/members, newest first: ONE Query on the narrowest tag partition
 * (chapter, else badge, else all), the other filters as a filter expression;
 * members who hid from the directory or are suspended are never listed.
 * A filtered page may hold fewer than `limit` members but still carries the
 * cursor when there is more to read, so Load more continues where it stopped.
 */
export async function listMembers({ q, badge, chapter, verified, limit, cursor }: MemberQuery): Promise<Page<DirectoryMember>> {
  const tag = chapter ? chapterTag(chapter) : badge ? badgeTag(badge) : ALL;
  const text = q?.trim().toLowerCase();
  const filter = allOf([
    // Hidden and suspended members keep only their `all` tag: this leaves them out of it.
    { attr: 'unlisted', exists: false },
    ...(chapter && badge ? [{ attr: 'badges', contains: badge }] : []),
    ...(text ? [{ attr: 'searchText', contains: text }] : []),
    ...(verified === 'true' ? [{ attr: 'verified', eq: true }] : []),
  ] as TagCondition[]);
  const page = await readPage(cursor, () => queryPage<MemberTagEntity>(memberData().memberTags, membersTagged(tag), { limit, cursor, filter }));
  return { items: page.items.map((item) => toDirectoryMember(item)), cursor: page.cursor };
}
