import { directoryMemberSchema, type Badge, type Chapter, type DirectoryMember, type MemberRole } from '@club/shared';
import type { CounterEntity } from '../../db/entities/counter.js';
import type { MemberItem } from '../../db/entities/member.js';
import type { MemberTagEntity, MemberTagItem } from '../../db/entities/member-tag.js';
import { companyData } from '../../db/services/companies.js';
import { memberData } from '../../db/services/members.js';
import type { InTransaction, NamedWrite } from '../../db/transaction.js';
import { readPage, type Page, type PageRequest } from '../paging.js';
import { CLUB_SCOPE, bumpCounter } from '../stats/counters.js';

/** Every member's tag: the directory's and the staff console's member lists. */
export const ALL = 'all';
const chapterTag = (chapter: string) => `chapter#${chapter}`;
const badgeTag = (badge: string) => `badge#${badge}`;
/** Staff and admins each under their role's tag (members have none): the colleagues a ticket can go to. */
export const roleTag = (role: Exclude<MemberRole, 'member'>) => `role#${role}`;
export const tagsOf = (member: Pick<MemberItem, 'badges' | 'chapters' | 'role'>): string[] => [
  ALL,
  ...member.chapters.map(chapterTag),
  ...member.badges.map(badgeTag),
  ...(member.role === 'member' ? [] : [roleTag(member.role)]),
];

/** The name of the member's company, when they linked one. */
export async function companyName(companyId: string | undefined): Promise<string | undefined> {
  if (!companyId) return undefined;
  return (await companyData().companies.get({ id: companyId }).go()).data?.name;
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
  };
}

/** The member's tag items: one per tag, each carrying the directory card. */
export async function memberTagItems(member: MemberItem): Promise<MemberTagItem[]> {
  const data = card(member, await companyName(member.companyId));
  return tagsOf(member).map((tag) => ({ tag, ...data }));
}

/** The entities directoryWrites writes, in a transaction's form. */
export interface DirectoryTransaction {
  memberTags: InTransaction<MemberTagEntity>;
  counters: InTransaction<CounterEntity>;
}

/**
 * The tag and counter writes that go with writing `next` over `previous`
 * (undefined for a new member), for one transaction with the member's own
 * write: `tagItems` (memberTagItems of `next`) put or replaced, tags no longer
 * true deleted, and the club counters (members, verified members, members per
 * chapter) moved by the difference. None has a condition.
 */
export function directoryWrites(
  tx: DirectoryTransaction,
  previous: MemberItem | undefined,
  next: MemberItem,
  tagItems: MemberTagItem[],
): NamedWrite<'tag' | 'counter'>[] {
  const nextTags = new Set(tagItems.map((item) => item.tag));
  const items: NamedWrite<'tag' | 'counter'>[] = tagItems.map((item) => ({ name: 'tag', write: tx.memberTags.put(item).commit() }));
  for (const tag of previous ? tagsOf(previous) : []) {
    if (!nextTags.has(tag)) items.push({ name: 'tag', write: tx.memberTags.delete({ tag, createdAt: previous!.createdAt, memberId: previous!.id }).commit() });
  }
  const bump = (name: string, delta?: number) => items.push(bumpCounter(tx.counters, CLUB_SCOPE, name, delta));
  if (!previous) bump('members');
  const wasVerified = Boolean(previous?.verifiedAt);
  if (wasVerified !== Boolean(next.verifiedAt)) bump('verifiedMembers', next.verifiedAt ? 1 : -1);
  const before = new Set(previous?.chapters ?? []);
  const after = new Set(next.chapters);
  for (const chapter of after) if (!before.has(chapter)) bump(chapterTag(chapter));
  for (const chapter of before) if (!after.has(chapter)) bump(chapterTag(chapter), -1);
  return items;
}

export interface MemberQuery extends PageRequest {
  q?: string;
  badge?: Badge;
  chapter?: Chapter;
  verified?: 'true' | 'false';
}

/** The public card: named fields only, so the staff-only ones can never leak into the directory. */
const toDirectoryMember = (item: MemberTagItem): DirectoryMember =>
  directoryMemberSchema.parse({
    id: item.memberId,
    firstName: item.firstName,
    lastName: item.lastName,
    profileImageUrl: item.profileImageUrl,
    linkedinUrl: item.linkedinUrl,
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
 * (chapter, else badge, else all), the other filters as a filter expression.
 * A filtered page may hold fewer than `limit` members but still carries the
 * cursor when there is more to read, so Load more continues where it stopped.
 */
export async function listMembers({ q, badge, chapter, verified, limit, cursor }: MemberQuery): Promise<Page<DirectoryMember>> {
  const tag = chapter ? chapterTag(chapter) : badge ? badgeTag(badge) : ALL;
  const text = q?.trim().toLowerCase();
  const query = memberData()
    .memberTags.query.byTag({ tag })
    .where((attr, op) =>
      [
        chapter && badge ? op.contains(attr.badges, badge) : '',
        text ? op.contains(attr.searchText, text) : '',
        verified === 'true' ? op.eq(attr.verified, true) : '',
      ]
        .filter(Boolean)
        .join(' AND '),
    );
  const page = await readPage(cursor, () => query.go({ limit, cursor, order: 'desc' }));
  return { items: page.data.map((item) => toDirectoryMember(item)), cursor: page.cursor };
}
