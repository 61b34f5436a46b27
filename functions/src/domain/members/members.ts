import { db } from '../../db/index.js';
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
 * the provider owns (email, picture, profile URL) so names a member edited stay.
 */
export async function upsertMemberFromClaims(claims: IdentityClaims): Promise<Member> {
  const members = db().members;
  const providerOwned = {
    email: claims.email,
    ...(claims.picture ? { profileImageUrl: claims.picture } : {}),
    ...(claims.profileUrl ? { linkedinUrl: claims.profileUrl } : {}),
  };
  const existing = await getMember(claims.sub);
  if (!existing) {
    try {
      const { data } = await members
        .create({ id: claims.sub, firstName: claims.givenName, lastName: claims.familyName, ...providerOwned })
        .go();
      return memberSchema.parse(data);
    } catch (error) {
      // A parallel first sign-in created it between our read and write: fall through to the patch.
      if (!isConditionalFailure(error)) throw error;
    }
  }
  const { data } = await members.patch({ id: claims.sub }).set(providerOwned).go({ response: 'all_new' });
  return memberSchema.parse(data);
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
