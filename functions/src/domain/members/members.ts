import { db } from '../../db/index.js';
import { asTransactUpdate, cancellationCodes, transact, type TransactItem } from '../../db/transact.js';
import { directoryWrites, type StoredMember } from './directory.js';
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
  const { data } = await db().members.get({ id }).go();
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
          badges: [],
          chapters: [],
          shareContact: false,
          createdAt: new Date().toISOString(),
        },
  );
  return memberSchema.parse({ role: 'member', ...saved });
}

/** The stored member item (with updatedAt, which memberSchema drops); undefined when absent. */
export async function readStoredMember(id: string): Promise<(StoredMember & { role?: string }) | undefined> {
  const { data } = await db().members.get({ id }).go();
  return (data ?? undefined) as (StoredMember & { role?: string }) | undefined;
}

/**
 * Writes a member through `change(current)`, with its directory tags and
 * counters, in one transaction conditioned on the member not having changed
 * since it was read (create: not existing; update: same updatedAt). A lost
 * race re-reads and retries, so two writers never double-apply counter moves.
 */
export async function writeMember(id: string, change: (current: StoredMember | undefined) => StoredMember): Promise<StoredMember> {
  const { members } = db();
  for (let attempt = 0; ; attempt++) {
    const current = await readStoredMember(id);
    const next = { ...change(current), updatedAt: new Date().toISOString() };
    const { id: _id, createdAt: _created, ...fields } = next;
    const write: TransactItem = current
      ? asTransactUpdate(
          members
            .patch({ id })
            .set(fields)
            .where((attr, op) => op.eq(attr.updatedAt, current.updatedAt ?? ''))
            .params(),
        )
      : ({ Put: members.create(next).params() } as TransactItem);
    try {
      await transact([write, ...(await directoryWrites(current, next))]);
      return next;
    } catch (error) {
      if (attempt >= 4 || cancellationCodes(error)?.[0] !== 'ConditionalCheckFailed') throw error;
    }
  }
}

/** The member's own fields that GET /api/auth/user answers. */
export function toCurrentUser(member: Member): CurrentUser {
  const { id, firstName, lastName, email, profileImageUrl, badges, chapters } = member;
  return { id, firstName, lastName, email, profileImageUrl, badges, chapters };
}

export function isConditionalFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message} ${String((error as { cause?: unknown }).cause)}` : '';
  return /ConditionalCheckFailed|conditional request failed/i.test(text);
}
