import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import type { MemberItem } from './entities/member.js';
import type { MemberTagItem } from './entities/member-tag.js';
import { memberData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { CLUB_SCOPE, bumpCounter } from '../stats/index.js';
import { chapterTag, companyName, isUnlisted, tagsOf } from './directory.js';

/*
 * The directory's writes (a member's tag items and the club counters), apart from its reads (directory.ts): toolbox's
 * write actions run decorators when their modules load, so the directory's list route carried the transaction
 * builders while it imported the module that writes.
 */

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
