import type { DirectoryMember, Member, StaffMember } from '@club/shared';
import { membersTagged, type MemberTagItem } from './entities/member-tag.js';
import { queryPage } from '../../platform/db/pages.js';
import { readItem } from '../../platform/db/item-reader.js';
import { memberData } from './data.js';
import { ALL, toDirectoryMember } from './directory.js';
import { fromTag } from './staff.js';

/**
 * What the search indexes hold of a member, from their `all` tag item (it
 * carries the directory card and the staff fields): the directory card only
 * while the member is listed (not hidden, not suspended), the staff card always.
 */
export interface MemberSearchEntry {
  id: string;
  /** Absent when the member is unlisted: they are removed from the members index. */
  directory?: DirectoryMember;
  staff: StaffMember & { title?: string; companyId?: string };
}

/** The stored entity whose writes change the member indexes (its `all` tag items only). */
export const MEMBER_SEARCH_ENTITY = 'memberTag';

const ALL_PARTITION = membersTagged(ALL).partition;

const entryOf = (item: MemberTagItem): MemberSearchEntry => ({
  id: item.memberId,
  ...(item.unlisted ? {} : { directory: toDirectoryMember(item) }),
  staff: { ...fromTag(item), ...(item.title ? { title: item.title } : {}), ...(item.companyId ? { companyId: item.companyId } : {}) },
});

/** A tag item as stored (a stream's new image, unmarshalled) into the member's entry; undefined for tags other than `all` (the same card again). */
export function memberSearchEntry(stored: Record<string, unknown>): MemberSearchEntry | undefined {
  if (stored.pk !== ALL_PARTITION) return undefined;
  return entryOf(readItem(memberData().memberTags, stored));
}

/** The member whose `all` tag item was deleted (they were erased), from the item's keys; undefined for any other tag. */
export function removedMemberId(keys: { pk?: unknown; sk?: unknown }): string | undefined {
  if (keys.pk !== ALL_PARTITION || typeof keys.sk !== 'string') return undefined;
  // `MEMBER#<createdAt>#<memberId>`: the id is the last part (an ISO time has no `#`).
  return keys.sk.split('#').at(-1);
}

/** Every member's entry, a page at a time (the full build of the index: a job, never a request). */
export async function* memberSearchPages(pageSize = 200): AsyncGenerator<MemberSearchEntry[]> {
  let cursor: string | undefined;
  do {
    const page = await queryPage(memberData().memberTags, membersTagged(ALL), { limit: pageSize, ...(cursor ? { cursor } : {}) });
    yield page.items.map(entryOf);
    cursor = page.cursor ?? undefined;
  } while (cursor);
}

/** The member's company on their card: the session's name snapshot, else the indexed card's name for the same company (older members have no snapshot). */
function companyOf(member: Member, indexed: DirectoryMember | undefined): DirectoryMember['company'] {
  if (!member.companyId) return null;
  const name = member.companyName ?? (indexed?.company?.id === member.companyId ? indexed.company.name : undefined);
  return name ? { id: member.companyId, name } : null;
}

/**
 * The signed-in member's own directory card from the session's member (read
 * with the session, so it is current): their edit is found on their next
 * search before the stream has indexed it. `indexed` supplies what the
 * session does not carry (confirmed badges, reputation, shared contact).
 * Undefined when the member is hidden from the directory.
 */
export function ownDirectoryCard(member: Member, indexed: DirectoryMember | undefined): DirectoryMember | undefined {
  if (member.hideFromDirectory || member.suspendedAt) return undefined;
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    ...(member.profileImageUrl ? { profileImageUrl: member.profileImageUrl } : {}),
    ...(member.linkedinUrl ? { linkedinUrl: member.linkedinUrl } : {}),
    company: companyOf(member, indexed),
    badges: member.badges,
    ...(member.title ? { title: member.title } : {}),
    chapters: member.chapters,
    verified: Boolean(member.verifiedAt),
    confirmedBadges: indexed?.confirmedBadges ?? [],
    ...(indexed?.reputationScore !== undefined ? { reputationScore: indexed.reputationScore } : {}),
    ...(indexed?.email ? { email: indexed.email } : {}),
    ...(indexed?.phone ? { phone: indexed.phone } : {}),
    createdAt: member.createdAt,
  };
}
