import type { CurrentUser, Member } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { MemberItem } from './entities/member.js';
import { MEMBERS } from './entities/member.js';
import { membersTagged, type MemberTagItem } from './entities/member-tag.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll, queryPage, type ItemPage } from '../../platform/db/pages.js';
import { memberData } from './data.js';
import { chapterTag, roleTag } from './directory.js';

/** The stored member item (with updatedAt, which memberSchema drops); undefined when absent. `consistent` right after a write the caller must see. */
export async function readStoredMember(id: string, { consistent = false } = {}): Promise<MemberItem | undefined> {
  const { Item } = await memberData().members.build(GetItemCommand).key({ id }).options({ consistent }).send();
  return Item;
}

/** Every member through the all-members index (gsi1), oldest first: the order whole-club jobs page in. */
const ALL_MEMBERS = { index: 'gsi1', partition: MEMBERS } as const;

/** Members by id with one BatchGet per 100 keys (sent together); duplicates are read once, absent ones left out. */
export async function membersByIds(ids: Iterable<string>): Promise<Map<string, MemberItem>> {
  const unique = [...new Set(ids)];
  const found = unique.length
    ? await getMany(
        memberData().members,
        unique.map((id) => ({ id })),
      )
    : [];
  return new Map(found.map((member) => [member.id, member]));
}

/** Every member, oldest first, all pages (a whole-club job loads the club once). */
export const allMembers = (): Promise<MemberItem[]> => queryAll(memberData().members, ALL_MEMBERS, { ascending: true });

/** One page of every member, oldest first (one Query): a whole-club job's unit of work and checkpoint. */
export const membersPage = (limit: number, cursor: string | null): Promise<ItemPage<MemberItem>> =>
  queryPage(memberData().members, ALL_MEMBERS, { limit, ascending: true, ...(cursor ? { cursor } : {}) });

/** Whether the member shares contact details (their profile setting as stored now, one GetItem of that attribute: a session's copy leaves it out). */
export async function sharesContact(memberId: string): Promise<boolean> {
  const { Item } = await memberData()
    .members.build(GetItemCommand)
    .key({ id: memberId })
    .options({ attributes: ['shareContact'] })
    .send();
  return Item?.shareContact === true;
}

/**
 * The club's staff, then its admins, as their role tag items (each carries the
 * member's card and role): two Queries sent together, every page of both (a
 * club has a handful of staff).
 */
export async function staffTagItems(): Promise<MemberTagItem[]> {
  const { memberTags } = memberData();
  const byRole = await Promise.all((['staff', 'admin'] as const).map((role) => queryAll(memberTags, membersTagged(roleTag(role)))));
  return byRole.flat();
}

/** A member's key for a caller's own BatchGet (getTogether), so a read of the member and of the caller's items stays one round. */
export const memberLookup = (id: string) => ({ entity: memberData().members, key: { id } }) as const;

/** The newest `limit` listed members of a chapter, as their directory cards (one Query page; hidden and suspended members have no chapter tag). */
export async function chapterMembers(chapter: string, limit: number): Promise<MemberTagItem[]> {
  const { items } = await queryPage(memberData().memberTags, membersTagged(chapterTag(chapter)), { limit });
  return items;
}

/** The member's own fields that GET /api/auth/user answers. */
export function toCurrentUser(member: Member): CurrentUser {
  const { id, firstName, lastName, email, profileImageUrl, badges, chapters, role, verifiedAt, timeZone, deletionScheduledFor, firstSeenAt } = member;
  return {
    id,
    firstName,
    lastName,
    email,
    profileImageUrl,
    badges,
    chapters,
    role,
    timeZone,
    verified: Boolean(verifiedAt),
    firstVisit: !firstSeenAt,
    ...(deletionScheduledFor ? { deletionScheduledFor } : {}),
  };
}
