import type { MemberItem } from '../../db/entities/member.js';
import { ConflictError } from '../errors.js';
import { counterData } from '../../db/services/counters.js';
import { memberData } from '../../db/services/members.js';
import { writeTransaction } from '../../db/transaction.js';
import { directoryWrites, memberTagItems } from './directory.js';
import { authorChanged, refreshAuthorSnapshots } from '../forums/authors.js';
import type { CurrentUser, Member } from '@club/shared';
import { memberSchema } from '@club/shared';

/** Claims the identity provider vouches for (LinkedIn via Cognito, or the local stand-in). */
export interface IdentityClaims {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  picture?: string;
  profileUrl?: string;
}

/** Reads one member; undefined when absent. */
export async function getMember(id: string): Promise<Member | undefined> {
  const { data } = await memberData().members.get({ id }).go();
  return data ? memberSchema.parse(data) : undefined;
}

/**
 * Creates the member on first sign-in; on later sign-ins refreshes only what
 * the provider owns (email, picture, profile URL) so names a member edited
 * stay. Either way the directory tags and club counters change in the same
 * transaction (see writeMember).
 */
export async function upsertMemberFromClaims(claims: IdentityClaims): Promise<Member> {
  const providerOwned = {
    email: claims.email,
    ...(claims.picture ? { profileImageUrl: claims.picture } : {}),
    ...(claims.profileUrl ? { linkedinUrl: claims.profileUrl } : {}),
  };
  const saved = await writeMember(claims.sub, (existing) =>
    existing
      ? { ...existing, ...providerOwned }
      : {
          id: claims.sub,
          firstName: claims.givenName,
          lastName: claims.familyName,
          ...providerOwned,
          role: 'member' as const,
          badges: [],
          chapters: [],
          shareContact: false,
          createdAt: new Date().toISOString(),
        },
  );
  return memberSchema.parse(saved);
}

/** The stored member item (with updatedAt, which memberSchema drops); undefined when absent. */
export async function readStoredMember(id: string): Promise<MemberItem | undefined> {
  const { data } = await memberData().members.get({ id }).go();
  return data ?? undefined;
}

/** A member as `writeMember`'s change returns it: writeMember stamps updatedAt. */
export type MemberDraft = Omit<MemberItem, 'updatedAt'>;

/**
 * Writes a member through `change(current)`, with its directory tags and
 * counters, in one transaction conditioned on the member not having changed
 * since it was read (create: not existing; update: same updatedAt). A lost
 * race re-reads and retries, so two writers never double-apply counter moves.
 */
export async function writeMember(id: string, change: (current: MemberItem | undefined) => MemberDraft): Promise<MemberItem> {
  const { members, memberTags } = memberData();
  const { counters } = counterData();
  for (let attempt = 0; ; attempt++) {
    const current = await readStoredMember(id);
    const next: MemberItem = { ...change(current), updatedAt: nextStamp(current?.updatedAt) };
    const { id: _id, createdAt: _created, ...fields } = next;
    const tagItems = await memberTagItems(next);
    const written = await writeTransaction(
      { members, memberTags, counters },
      (tx) => [
        {
          name: 'member',
          write: current
            ? tx.members
                .patch({ id })
                .set(fields)
                .where((attr, op) => op.eq(attr.updatedAt, current.updatedAt))
                .commit()
            : tx.members.create(next).commit(),
        },
        ...directoryWrites(tx, current, next, tagItems),
      ],
      // Changed (or created) since it was read: re-read and try again, a little later each time.
      attempt < WRITE_ATTEMPTS - 1 ? { member: 'accept' } : { member: () => new ConflictError(BUSY) },
    );
    if (written) {
      // Posts carry their author's name, picture, badges and chapters: rewrite them when those change.
      if (current && authorChanged(current, next)) await refreshAuthorSnapshots(next);
      return next;
    }
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
  }
}

const WRITE_ATTEMPTS = 8;
const BUSY = 'Your profile was changed at the same moment elsewhere. Please try again.';

/** The new updatedAt: now, but always later than the one read, so every write moves the stamp the next writer checks. */
function nextStamp(previous: string | undefined): string {
  const now = Date.now();
  const after = previous ? Date.parse(previous) + 1 : now;
  return new Date(Math.max(now, after)).toISOString();
}

/** The member's own fields that GET /api/auth/user answers. */
export function toCurrentUser(member: Member): CurrentUser {
  const { id, firstName, lastName, email, profileImageUrl, badges, chapters } = member;
  return { id, firstName, lastName, email, profileImageUrl, badges, chapters };
}

