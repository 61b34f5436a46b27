import { directoryMemberSchema, type Badge, type Chapter, type DirectoryMember, type MemberRole } from '@club/shared';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import type { MemberItem } from './entities/member.js';
import { membersTagged, type MemberTagEntity, type MemberTagItem } from './entities/member-tag.js';
import { queryPage } from '../../platform/db/pages.js';
import { findCompany } from '../companies/index.js';
import { memberData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { CLUB_SCOPE, bumpCounter } from '../stats/index.js';

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

/**
 * The directory card a tag item carries; contact details only for members who
 * opted in. The staff-only fields (contact whatever the member shares, role,
 * verification, confirmed badges) ride along for the staff console's lists,
 * and only `toStaffMember` reads them.
 */
function card(member: MemberItem, company: string | undefined) {
  const share = member.shareContact === true;
  return {
    memberId: member.id,
    createdAt: member.createdAt,
    firstName: member.firstName,
    lastName: member.lastName,
    ...(member.profileImageUrl ? { profileImageUrl: member.profileImageUrl } : {}),
    ...(member.linkedinUrl ? { linkedinUrl: member.linkedinUrl } : {}),
    ...(member.companyId && company ? { companyId: member.companyId, companyName: company } : {}),
    ...(member.title ? { title: member.title } : {}),
    badges: member.badges,
    chapters: member.chapters,
    verified: Boolean(member.verifiedAt),
    role: member.role,
    ...(share ? { email: member.email } : {}),
    ...(share && member.phone ? { phone: member.phone } : {}),
    staffEmail: member.email,
    ...(member.phone ? { staffPhone: member.phone } : {}),
    ...(member.verifiedAt ? { verifiedAt: member.verifiedAt } : {}),
    confirmedBadges: member.confirmedBadges ?? [],
    ...(member.reputationScore !== undefined ? { reputationScore: member.reputationScore } : {}),
    searchText: `${member.firstName} ${member.lastName} ${company ?? ''}`.toLowerCase(),
    ...(isUnlisted(member) ? { unlisted: true } : {}),
    ...(member.suspendedAt ? { suspendedAt: member.suspendedAt } : {}),
  };
}

/** A tag item as written (the library adds updatedAt). */
export type MemberTagDraft = Omit<MemberTagItem, 'updatedAt'>;

/** The member's tag items: one per tag, each carrying the directory card. */
export async function memberTagItems(member: MemberItem): Promise<MemberTagDraft[]> {
  const data = card(member, await companyName(member.companyId));
  return tagsOf(member).map((tag) => ({ tag, ...data }));
}

/**
 * The tag and counter writes that go with writing `next` over `previous`
 * (undefined for a new member), for one transaction with the member's own
 * write: `tagItems` (memberTagItems of `next`) put or replaced, tags no longer
 * true deleted, and the club counters (members, verified members, members per
 * chapter) moved by the difference. None has a condition.
 */
export function directoryWrites(previous: MemberItem | undefined, next: MemberItem, tagItems: MemberTagDraft[]): NamedWrite<'tag' | 'counter'>[] {
  const { memberTags } = memberData();
  const nextTags = new Set(tagItems.map((item) => item.tag));
  const items: NamedWrite<'tag' | 'counter'>[] = tagItems.map((item) => ({ name: 'tag', write: memberTags.build(PutTransaction).item(item) }));
  for (const tag of previous ? tagsOf(previous) : []) {
    if (!nextTags.has(tag)) {
      items.push({ name: 'tag', write: memberTags.build(DeleteTransaction).key({ tag, createdAt: previous!.createdAt, memberId: previous!.id }) });
    }
  }
  const bump = (name: string, delta?: number) => items.push(bumpCounter(CLUB_SCOPE, name, delta));
  if (!previous) bump('members');
  const wasVerified = Boolean(previous?.verifiedAt);
  if (wasVerified !== Boolean(next.verifiedAt)) bump('verifiedMembers', next.verifiedAt ? 1 : -1);
  const before = new Set(previous?.chapters ?? []);
  const after = new Set(next.chapters);
  for (const chapter of after) if (!before.has(chapter)) bump(chapterTag(chapter));
  for (const chapter of before) if (!after.has(chapter)) bump(chapterTag(chapter), -1);
  return items;
}

/**
 * The writes that take an erased member out of the directory: every tag
 * item deleted and the club counters moved back (members, verified members,
 * members per chapter). The member item itself is deleted by the caller.
 */
export function directoryRemovalWrites(
  member: Pick<MemberItem, 'id' | 'createdAt' | 'verifiedAt' | 'chapters' | 'badges' | 'role' | 'hideFromDirectory' | 'suspendedAt'>,
): NamedWrite<'tag' | 'counter'>[] {
  const { memberTags } = memberData();
  const writes: NamedWrite<'tag' | 'counter'>[] = tagsOf(member).map((tag) => ({
    name: 'tag',
    write: memberTags.build(DeleteTransaction).key({ tag, createdAt: member.createdAt, memberId: member.id }),
  }));
  writes.push(bumpCounter(CLUB_SCOPE, 'members', -1));
  if (member.verifiedAt) writes.push(bumpCounter(CLUB_SCOPE, 'verifiedMembers', -1));
  for (const chapter of member.chapters) writes.push(bumpCounter(CLUB_SCOPE, chapterTag(chapter), -1));
  return writes;
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
