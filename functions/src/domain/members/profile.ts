import { profileSchema, type Member, type MemberActivity, type Profile, type RouteBodyParsed, type memberRoutes } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { MemberItem } from '../../db/entities/member.js';
import { companyData } from '../../db/data/companies.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { memberScope, readCounters } from '../stats/index.js';
import { readStoredMember, writeMember, type MemberDraft, type MemberWritten } from './members.js';

export type UpdateProfileParsed = RouteBodyParsed<typeof memberRoutes.updateMyProfile>;
export const NOT_YOUR_COMPANY_LINK = 'You can only link a company you belong to';

const toProfile = (member: MemberItem): Profile =>
  profileSchema.parse({ ...member, shareContact: member.shareContact === true, verified: Boolean(member.verifiedAt) });

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
  if (input.companyId) {
    const membership = await companyData().companyMembers.build(GetItemCommand).key({ companyId: input.companyId, memberId: member.id }).send();
    if (!membership.Item) throw new ForbiddenError(NOT_YOUR_COMPANY_LINK);
  }
  const saved = await writeMember(member.id, (current) => {
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
      timeZone: clearable(input.timeZone, current.timeZone),
    };
    // Absent optional fields are dropped from the item by omission: writeMember removes what the draft leaves out.
    for (const key of ['phone', 'linkedinUrl', 'companyId', 'timeZone'] as const) if (next[key] === undefined) delete next[key];
    return next;
  }, undefined, onWritten);
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
