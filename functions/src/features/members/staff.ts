import { staffMemberDetailSchema, staffMemberSchema, type Badge, type MemberRole, type StaffMember, type StaffMemberDetail } from '@club/shared';
import type { MemberItem } from './entities/member.js';
import { membersTagged, type MemberTagItem } from './entities/member-tag.js';
import { queryPage } from '../../platform/db/pages.js';
import { memberData } from './data.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { auditWrite, type Actor } from '../audit/index.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { ALL, allOf, companyName, type TagCondition } from './directory.js';
import { writeMember, type MemberDraft, type MemberWritten } from './members.js';
import { readStoredMember } from './member-reads.js';
import { readReputation, type TicketRatingsOf } from './reputation.js';
import { recomputeReputation } from './reputation-writes.js';

export const MEMBER_NOT_FOUND = 'Member not found';
export const OWN_ADMIN_ROLE = 'You cannot remove your own admin role';
export const OWN_SUSPENSION = 'You cannot suspend yourself';
export const badgeNotDeclared = (badge: Badge) => `The member has not declared the ${badge} badge`;

/** What the console shows of a member, from the stored member or a tag card (the same fields). */
function staffMember(fields: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  profileImageUrl?: string;
  companyName?: string;
  chapters: string[];
  badges: string[];
  confirmedBadges?: string[];
  role: MemberRole;
  verifiedAt?: string;
  suspendedAt?: string;
  messagingSuspendedAt?: string;
  createdAt: string;
}): StaffMember {
  const { createdAt, verifiedAt, confirmedBadges, ...rest } = fields;
  return staffMemberSchema.parse({
    ...rest,
    ...(verifiedAt ? { verifiedAt } : {}),
    verified: Boolean(verifiedAt),
    confirmedBadges: confirmedBadges ?? [],
    memberSince: createdAt,
  });
}

// Tag items written before the console existed lack the staff-only fields until
// the member's next write (every sign-in rewrites them): list them, never fail.
export const fromTag = (item: MemberTagItem): StaffMember =>
  staffMember({
    ...item,
    id: item.memberId,
    email: item.staffEmail ?? '',
    phone: item.staffPhone,
    role: item.role ?? 'member',
  });

const fromMember = async (member: MemberItem): Promise<StaffMember> => staffMember({ ...member, companyName: await companyName(member.companyId) });

export interface StaffMemberQuery extends PageRequest {
  q?: string;
  verified?: 'true' | 'false';
}

/**
 * GET /api/staff/members, newest first: ONE Query on the `all` tag (each tag
 * item carries the staff-only fields), the text and verified filters as a
 * filter expression, like the directory. Unlike the directory, `verified=false`
 * filters too: it is the queue of members waiting for verification.
 */
export async function listStaffMembers({ q, verified, limit, cursor }: StaffMemberQuery): Promise<Page<StaffMember>> {
  const text = q?.trim().toLowerCase();
  const filter = allOf([
    ...(text ? [{ attr: 'searchText', contains: text }] : []),
    ...(verified ? [{ attr: 'verified', eq: verified === 'true' }] : []),
  ] as TagCondition[]);
  const page = await readPage(cursor, () => queryPage(memberData().memberTags, membersTagged(ALL), { limit, cursor, filter }));
  return { items: page.items.map(fromTag), cursor: page.cursor };
}

/**
 * GET /api/staff/members/{id}: the member, their company's name and their
 * reputation (as last computed; a member never computed gets it computed
 * for this answer, not stored: this is a read route).
 */
export async function getStaffMember(memberId: string, ticketRatingsOf: TicketRatingsOf): Promise<StaffMemberDetail> {
  const member = await readStoredMember(memberId);
  if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
  const [shown, reputation] = await Promise.all([fromMember(member), readReputation(member, ticketRatingsOf)]);
  return staffMemberDetailSchema.parse({ ...shown, reputation });
}

/**
 * A staff change of a member through writeMember, with its audit item in the
 * same transaction. `change` returns the member's new fields, or undefined
 * when the member already is as asked: nothing is written or audited then.
 * `fields` names what the audit's before/after record.
 */
async function changeMember<K extends keyof MemberItem>(
  actor: Actor,
  memberId: string,
  action: string,
  fields: readonly K[],
  change: (current: MemberItem) => MemberDraft | undefined,
  onWritten?: MemberWritten,
  also: readonly NamedWrite[] = [],
): Promise<{ member: MemberItem; changed: boolean }> {
  const stored = await readStoredMember(memberId);
  if (!stored) throw new NotFoundError(MEMBER_NOT_FOUND);
  // Checked (and refused) on what was read, so a no-op or a refusal costs no write.
  if (!change(stored)) return { member: stored, changed: false };
  const pick = (member: MemberItem) => Object.fromEntries(fields.map((field) => [field, member[field] ?? null]));
  const member = await writeMember(
    memberId,
    (current) => {
      if (!current) throw new NotFoundError(MEMBER_NOT_FOUND);
      return change(current) ?? current;
    },
    ({ current, next }) => [auditWrite(actor, { action, targetType: 'member', targetId: memberId, before: pick(current!), after: pick(next) }), ...also],
    onWritten,
  );
  return { member, changed: true };
}

/**
 * POST /api/staff/members/{id}/verify: sets verifiedAt (now) or clears it.
 * The club's verified count moves with it (writeMember) and the member's
 * reputation is recomputed, its verification level being part of it.
 */
export async function verifyMember(actor: Actor, memberId: string, verified: boolean, ticketRatingsOf: TicketRatingsOf): Promise<StaffMember> {
  const { member, changed } = await changeMember(actor, memberId, verified ? 'member.verify' : 'member.unverify', ['verifiedAt'], (current) => {
    if (Boolean(current.verifiedAt) === verified) return undefined;
    if (verified) return { ...current, verifiedAt: new Date().toISOString() };
    const { verifiedAt: _cleared, ...rest } = current;
    return rest;
  });
  if (changed) await recomputeReputation(memberId, ticketRatingsOf);
  return fromMember(member);
}

/**
 * POST /api/staff/members/{id}/badges. `confirm`: the badge must be one the
 * member declared (409 otherwise); it joins `confirmedBadges`. `remove`: the
 * badge leaves both the member's badges and the confirmed ones (409 when the
 * member does not have it), and with it its directory tag.
 */
export async function setMemberBadge(
  actor: Actor,
  memberId: string,
  badge: Badge,
  action: 'confirm' | 'remove',
  onWritten?: MemberWritten,
): Promise<StaffMember> {
  const { member } = await changeMember(
    actor,
    memberId,
    `member.badge.${action}`,
    ['badges', 'confirmedBadges'],
    (current) => {
      const confirmed = current.confirmedBadges ?? [];
      if (!current.badges.includes(badge)) throw new ConflictError(badgeNotDeclared(badge));
      if (action === 'confirm') return confirmed.includes(badge) ? undefined : { ...current, confirmedBadges: [...confirmed, badge] };
      return {
        ...current,
        badges: current.badges.filter((held) => held !== badge),
        confirmedBadges: confirmed.filter((held) => held !== badge),
      };
    },
    onWritten,
  );
  return fromMember(member);
}

/**
 * POST /api/admin/members/{id}/role (admins only, checked before this runs).
 * An admin cannot take their own admin role away (409): a stage always keeps
 * the admin who could undo it. Nor can anyone demote the club's last admin
 * (409): the admin guard moves in the change's transaction (writeMember), so
 * two admins demoting each other at the same moment leave one of them admin.
 */
export async function setMemberRole(actor: Actor, memberId: string, role: MemberRole): Promise<StaffMember> {
  if (memberId === actor.member.id && role !== 'admin') throw new ConflictError(OWN_ADMIN_ROLE);
  const { member } = await changeMember(actor, memberId, 'member.role', ['role'], (current) => (current.role === role ? undefined : { ...current, role }));
  return fromMember(member);
}

/**
 * POST /api/admin/members/{id}/suspension (admins only): sets suspendedAt
 * (now) or clears it, audited, with the member's tags rewritten in the same
 * transaction (a suspended member keeps only the staff console's tag).
 * Ending their sessions is the caller's next step (the auth feature's). An
 * admin cannot suspend themselves (409). Answers whether anything changed.
 */
export async function setMemberSuspension(actor: Actor, memberId: string, suspended: boolean): Promise<{ member: StaffMember; changed: boolean }> {
  if (memberId === actor.member.id && suspended) throw new ConflictError(OWN_SUSPENSION);
  const { member, changed } = await changeMember(actor, memberId, suspended ? 'member.suspend' : 'member.reinstate', ['suspendedAt'], (current) => {
    if (Boolean(current.suspendedAt) === suspended) return undefined;
    if (suspended) return { ...current, suspendedAt: new Date().toISOString() };
    const { suspendedAt: _cleared, ...rest } = current;
    return rest;
  });
  return { member: await fromMember(member), changed };
}

/**
 * PUT /api/staff/members/{id}/messaging, or a message report closed with
 * its sender suspended: sets messagingSuspendedAt (now) or clears it,
 * audited. `also` goes in the same transaction (the report's close), and is
 * written alone when the member already is as asked. The member keeps
 * reading their threads; the messages feature refuses what they send.
 */
export async function setMessagingSuspension(
  actor: Actor,
  memberId: string,
  suspended: boolean,
  also: readonly NamedWrite[] = [],
): Promise<{ messagingSuspendedAt?: string; changed: boolean }> {
  const { member, changed } = await changeMember(
    actor,
    memberId,
    suspended ? 'member.messaging.suspend' : 'member.messaging.reinstate',
    ['messagingSuspendedAt'],
    (current) => {
      if (Boolean(current.messagingSuspendedAt) === suspended) return undefined;
      if (suspended) return { ...current, messagingSuspendedAt: new Date().toISOString() };
      const { messagingSuspendedAt: _cleared, ...rest } = current;
      return rest;
    },
    undefined,
    also,
  );
  if (!changed && also.length) await writeTransaction([...also]);
  return { ...(member.messagingSuspendedAt ? { messagingSuspendedAt: member.messagingSuspendedAt } : {}), changed };
}
