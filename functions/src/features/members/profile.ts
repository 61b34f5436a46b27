import {
  currentZoneName,
  profileSchema,
  type ContactVisibility,
  type Member,
  type MemberActivity,
  type Profile,
  type RouteBodyParsed,
  type memberRoutes,
} from '@club/shared';
import type { MemberItem } from './entities/member.js';
import { isCompanyMember } from '../companies/index.js';
import { ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';
import { memberScope, readCounters } from '../stats/index.js';
import { companyName } from './directory.js';
import { contactVisibilityOf } from './people.js';
import { writeMember, type MemberDraft, type MemberWritten } from './members.js';
import { readStoredMember } from './member-reads.js';

export type UpdateProfileParsed = RouteBodyParsed<typeof memberRoutes.updateMyProfile>;
export const NOT_YOUR_COMPANY_LINK = 'You can only link a company you belong to';

const toProfile = (member: MemberItem): Profile =>
  profileSchema.parse({
    ...member,
    shareContact: member.shareContact === true,
    verified: Boolean(member.verifiedAt),
    contactVisibility: contactVisibilityOf(member),
  });

/** The visibility a change asks for: the explicit setting, else the older on/off switch, else as it was. */
function visibilityAfter(input: UpdateProfileParsed, current: MemberItem): ContactVisibility {
  if (input.contactVisibility) return input.contactVisibility;
  if (input.shareContact !== undefined) return input.shareContact ? 'members' : 'nobody';
  return contactVisibilityOf(current);
}

/** GET /api/members/me. */
export async function getMyProfile(member: Member): Promise<Profile> {
  const stored = await readStoredMember(member.id);
  if (!stored) throw new NotFoundError('Member not found');
  return toProfile(stored);
}

/** '' clears an optional text field; undefined leaves it as it is. */
const clearable = (value: string | undefined, current: string | undefined): string | undefined =>
  value === undefined ? current : value === '' ? undefined : value;

/**
 * PATCH /api/members/me: the caller's own names, contact fields, company
 * (one they belong to: 403 otherwise), chapters, badges and contact sharing.
 * The directory tags and chapter counts move in the same transaction;
 * `onWritten` follows the change (forums' author snapshots).
 */
export async function updateMyProfile(member: Member, input: UpdateProfileParsed, onWritten?: MemberWritten): Promise<Profile> {
  let linkedName: string | undefined;
  if (input.companyId) {
    const { companyId } = input;
    // Same round: the membership decides, the name is the snapshot lists of people show.
    const [belongs, name] = await Promise.all([isCompanyMember(companyId, member.id), companyName(companyId)]);
    if (!belongs) throw new ForbiddenError(NOT_YOUR_COMPANY_LINK);
    linkedName = name;
  }
  const saved = await writeMember(
    member.id,
    (current) => {
      if (!current) throw new NotFoundError('Member not found');
      const next: MemberDraft = {
        ...current,
        firstName: input.firstName ?? current.firstName,
        lastName: input.lastName ?? current.lastName,
        phone: clearable(input.phone, current.phone),
        linkedinUrl: clearable(input.linkedinUrl, current.linkedinUrl),
        companyId: clearable(input.companyId, current.companyId),
        chapters: input.chapters ? [...new Set(input.chapters)] : current.chapters,
        badges: input.badges ? [...new Set(input.badges)] : current.badges,
        shareContact: input.shareContact ?? current.shareContact ?? false,
        // Stored under its current name: 'Asia/Calcutta' is kept as 'Asia/Kolkata'.
        timeZone: clearable(input.timeZone === undefined || input.timeZone === '' ? input.timeZone : currentZoneName(input.timeZone), current.timeZone),
        profileImageUrl: clearable(input.profileImageUrl, current.profileImageUrl),
        title: clearable(input.title, current.title),
        companyName: input.companyId === undefined ? current.companyName : linkedName,
      };
      const visibility = visibilityAfter(input, current);
      next.contactVisibility = visibility;
      next.shareContact = visibility === 'members';
      // Absent optional fields are dropped from the item by omission: writeMember removes what the draft leaves out.
      for (const key of ['phone', 'linkedinUrl', 'companyId', 'timeZone', 'title', 'companyName', 'profileImageUrl'] as const)
        if (next[key] === undefined) delete next[key];
      return next;
    },
    undefined,
    onWritten,
  );
  return toProfile(saved);
}

/** GET /api/members/me/activity: the caller's counters, one Query. */
export async function getMyActivity(member: Member): Promise<MemberActivity> {
  const counts = await readCounters(memberScope(member.id));
  const n = (name: string) => Math.max(0, counts[name] ?? 0);
  return {
    posts: n('posts'),
    listings: n('listings'),
    jobs: n('jobs'),
    savedPosts: n('savedPosts'),
    savedJobs: n('savedJobs'),
    applications: n('applications'),
  };
}
