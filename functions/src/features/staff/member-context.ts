import { memberContextSchema, type MemberContext } from '@club/shared';
import { companyName, readStoredMember } from '../members/index.js';

/**
 * Who raised a request, as staff see them beside it: the member item and
 * their company's name (two Gets, one after the other; a detail page, not a
 * queue). Null when the member no longer exists.
 */
export async function memberContext(memberId: string): Promise<MemberContext | null> {
  const member = await readStoredMember(memberId);
  if (!member) return null;
  return memberContextSchema.parse({
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone,
    profileImageUrl: member.profileImageUrl,
    companyName: await companyName(member.companyId),
    chapters: member.chapters,
    badges: member.badges,
    verified: Boolean(member.verifiedAt),
    memberSince: member.createdAt,
  });
}
