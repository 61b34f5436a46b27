import type { NetworkUser, PathMember, Person } from '@club/shared';
import type { ConnectionItem } from './entities/connection.js';
import { getMany } from '../../platform/db/get-together.js';
import { networkData } from './data.js';
import { BadRequestError, NotFoundError } from '../../platform/lib/errors.js';
import { personOf, readStoredMember, showsContactTo, type MemberItem } from '../members/index.js';

export const MEMBER_NOT_FOUND = 'Member not found';

/**
 * A member as the network screens name them, read fresh: e-mail only when
 * their contact visibility lets the caller see it (`connected`: the caller is
 * one of their connections).
 */
export function networkUser(member: MemberItem, { connected }: { connected: boolean }): NetworkUser {
  return {
    ...personOf(member),
    ...(showsContactTo(member, { connected }) ? { email: member.email } : {}),
    ...(member.linkedinUrl ? { linkedinUrl: member.linkedinUrl } : {}),
  };
}

type Card = Pick<
  ConnectionItem,
  'otherId' | 'otherFirstName' | 'otherLastName' | 'otherLinkedinUrl' | 'otherProfileImageUrl' | 'otherTitle' | 'otherCompanyName' | 'otherVerified'
>;

/** A member named from the card an edge carries (no e-mail: cards are copies, contact details are read fresh). */
export const cardUser = (edge: Card): NetworkUser => ({
  ...cardPerson(edge),
  ...(edge.otherLinkedinUrl ? { linkedinUrl: edge.otherLinkedinUrl } : {}),
});

/** The person chip's fields from an edge's card. */
export const cardPerson = (edge: Card): Person => ({
  id: edge.otherId,
  firstName: edge.otherFirstName,
  lastName: edge.otherLastName,
  ...(edge.otherProfileImageUrl ? { profileImageUrl: edge.otherProfileImageUrl } : {}),
  ...(edge.otherTitle ? { title: edge.otherTitle } : {}),
  ...(edge.otherCompanyName ? { companyName: edge.otherCompanyName } : {}),
  ...(edge.otherVerified !== undefined ? { verified: edge.otherVerified } : {}),
});

export const pathMember = (user: { id: string; firstName: string; lastName: string }): PathMember => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
});

export async function readMember(id: string): Promise<MemberItem> {
  const member = await readStoredMember(id);
  if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
  return member;
}

/** Interest tags of members by id (their network profiles; absent = none yet). */
export async function readInterests(ids: string[]): Promise<Map<string, string[]>> {
  if (!ids.length) return new Map();
  const found = await getMany(
    networkData().networkProfiles,
    ids.map((memberId) => ({ memberId })),
  );
  return new Map(found.map((profile) => [profile.memberId, profile.interests]));
}

/** The card fields an edge to `other` carries. */
export function edgeCard(other: MemberItem, interests: string[]) {
  return {
    otherFirstName: other.firstName,
    otherLastName: other.lastName,
    ...(other.linkedinUrl ? { otherLinkedinUrl: other.linkedinUrl } : {}),
    ...(other.profileImageUrl ? { otherProfileImageUrl: other.profileImageUrl } : {}),
    ...(other.title ? { otherTitle: other.title } : {}),
    ...(other.companyName ? { otherCompanyName: other.companyName } : {}),
    otherVerified: Boolean(other.verifiedAt),
    otherInterests: interests,
    otherChapters: other.chapters,
  };
}

/** Refuses an id naming the caller. */
export function notSelf(memberId: string, otherId: string, field: string, message: string): void {
  if (memberId === otherId) throw new BadRequestError(message, [{ path: [field], message }]);
}

/**
 * A page of a list computed in memory, ordered by `compare`: the cursor is the
 * last item's sort key (base64url JSON), so a page after it starts right
 * behind it even when items came or went in between.
 */
export function pageSorted<T, K extends (string | number)[]>(
  items: T[],
  key: (item: T) => K,
  compare: (a: K, b: K) => number,
  limit: number,
  cursor: string | undefined,
): { items: T[]; cursor: string | null } {
  const sorted = [...items].sort((a, b) => compare(key(a), key(b)));
  let start = 0;
  if (cursor) {
    const after = decodeSortKey<K>(cursor);
    start = sorted.findIndex((item) => compare(key(item), after) > 0);
    if (start < 0) start = sorted.length;
  }
  const page = sorted.slice(start, start + limit);
  const last = page.at(-1);
  return { items: page, cursor: last !== undefined && start + limit < sorted.length ? Buffer.from(JSON.stringify(key(last))).toString('base64url') : null };
}

function decodeSortKey<K>(cursor: string): K {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length > 0 &&
      value.length <= 6 &&
      value.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
    ) {
      return value as K;
    }
  } catch {
    // fall through
  }
  throw new BadRequestError('Invalid request', [{ path: ['query', 'cursor'], message: 'Invalid cursor' }]);
}

/** Compares sort keys field by field: numbers descending, strings ascending. */
export function byKey(a: (string | number)[], b: (string | number)[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (typeof x === 'number' && typeof y === 'number') return y - x;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}
