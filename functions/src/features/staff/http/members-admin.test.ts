import { beforeAll, describe, expect, it } from 'vitest';
import {
  NEXT_CURSOR_HEADER,
  auditEntrySchema,
  clubStatsSchema,
  currentUserSchema,
  directoryMemberSchema,
  routes,
  staffMemberDetailSchema,
  staffMemberSchema,
  type AuditEntry,
} from '@club/shared';
import * as z from '@club/shared/zod';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { membersTagged } from '../../members/entities/member-tag.js';
import { queryAll } from '../../../platform/db/pages.js';
import { memberData } from '../../members/data.js';
import { writeMember } from '../../members/members.js';
import { OWN_ADMIN_ROLE, badgeNotDeclared } from '../../members/staff.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as getUser } from '../../auth/http/get-user.js';
import { handler as getStats } from '../../members/http/get-club-stats.js';
import { handler as listMembers } from '../../members/http/list-members.js';
import { handler as updateProfile } from '../../members/http/update-my-profile.js';
import { handler as createCompany } from '../../companies/http/create-company.js';
import { handler as getStaffMember } from './get-staff-member.js';
import { handler as listAuditLog } from './list-audit-log.js';
import { handler as listStaffMembers } from './list-staff-members.js';
import { handler as setMemberBadge } from './set-member-badge.js';
import { handler as setMemberRole } from './set-member-role.js';
import { handler as verifyMember } from './verify-member.js';

const staffList = z.array(staffMemberSchema);
const directory = z.array(directoryMemberSchema);
const auditLog = z.array(auditEntrySchema);

/** A member with directory tags (written through writeMember, as sign-in does). */
async function member(firstName: string, extra: { badges?: string[]; role?: 'staff' | 'admin' } = {}): Promise<SignedIn> {
  const signed = await signIn(firstName, extra.role ? { role: extra.role } : {});
  await writeMember(signed.id, (current) => ({ ...current!, badges: extra.badges ?? [] }));
  return signed;
}

let admin: SignedIn;
let staff: SignedIn;
let ravi: SignedIn;
let sita: SignedIn;
let arjun: SignedIn;

beforeAll(async () => {
  admin = await member('Venkat', { role: 'admin' });
  staff = await member('Lakshmi', { role: 'staff' });
  ravi = await member('Ravi', { badges: ['exporter', 'founder'] });
  sita = await member('Sita');
  arjun = await member('Arjun', { badges: ['investor'] });
  await ravi.call(createCompany, routes.createCompany, { body: { name: 'Godavari Aqua Exports', industry: 'Seafood', country: 'India' } });
});

const verify = (as: SignedIn, memberId: string, verified: boolean) => as.call(verifyMember, routes.verifyMember, { params: { memberId }, body: { verified } });
const badge = (as: SignedIn, memberId: string, body: { badge: string; action: 'confirm' | 'remove' }) =>
  as.call(setMemberBadge, routes.setMemberBadge, { params: { memberId }, body });
const role = (as: SignedIn, memberId: string, to: string) => as.call(setMemberRole, routes.setMemberRole, { params: { memberId }, body: { role: to } });
/** The audit entries about one member, newest first (read as the admin through the route). */
async function auditOf(targetId: string, query: Record<string, string> = {}): Promise<AuditEntry[]> {
  const answer = await admin.call(listAuditLog, routes.listAuditLog, { query: { limit: '50', ...query } });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return auditLog.parse(answer.json).filter((entry) => entry.targetId === targetId);
}
const verifiedNames = async () =>
  directory.parse((await ravi.call(listMembers, routes.listMembers, { query: { verified: 'true', limit: '50' } })).json).map((m) => m.firstName);
const verifiedCount = async () => clubStatsSchema.parse((await ravi.call(getStats, routes.getClubStats)).json).verifiedMembers;

describe('POST /api/staff/members/{id}/verify', () => {
  it('verifies and unverifies: the header, the directory filter, the club count and the reputation follow, each change audited', async () => {
    const countBefore = await verifiedCount();

    const verified = await verify(staff, sita.id, true);
    expect(verified.statusCode, JSON.stringify(verified.json)).toBe(200);
    expect(staffMemberSchema.parse(verified.json)).toMatchObject({ id: sita.id, verified: true, verifiedAt: expect.any(String) });
    expect(currentUserSchema.parse((await sita.call(getUser, routes.getAuthUser)).json).verified).toBe(true);
    expect(await verifiedNames()).toContain('Sita');
    expect(await verifiedCount()).toBe(countBefore + 1);
    const detail = staffMemberDetailSchema.parse((await staff.call(getStaffMember, routes.getStaffMember, { params: { memberId: sita.id } })).json);
    expect(detail.reputation).toMatchObject({ verificationLevel: 'verified', score: 110 });

    const unverified = await verify(staff, sita.id, false);
    expect(staffMemberSchema.parse(unverified.json)).toMatchObject({ verified: false });
    expect(unverified.json.verifiedAt).toBeUndefined();
    expect(currentUserSchema.parse((await sita.call(getUser, routes.getAuthUser)).json).verified).toBe(false);
    expect(await verifiedNames()).not.toContain('Sita');
    expect(await verifiedCount()).toBe(countBefore);
    expect((await memberData().members.build(GetItemCommand).key({ id: sita.id }).send()).Item).not.toHaveProperty('verifiedAt');
    const after = staffMemberDetailSchema.parse((await staff.call(getStaffMember, routes.getStaffMember, { params: { memberId: sita.id } })).json);
    expect(after.reputation).toMatchObject({ verificationLevel: 'basic', score: 100 });

    const [unverify, verifyEntry] = await auditOf(sita.id);
    expect(verifyEntry).toMatchObject({
      actorId: staff.id,
      actorName: 'Lakshmi Reddy',
      action: 'member.verify',
      targetType: 'member',
      before: { verifiedAt: null },
      after: { verifiedAt: verified.json.verifiedAt },
      ipAddress: '127.0.0.1',
      userAgent: 'vitest',
    });
    expect(unverify).toMatchObject({ action: 'member.unverify', before: { verifiedAt: verified.json.verifiedAt }, after: { verifiedAt: null } });
  });

  it('writes nothing and audits nothing when the member already is as asked, or does not exist (404)', async () => {
    await verify(staff, arjun.id, true);
    const entries = (await auditOf(arjun.id)).length;
    const again = await verify(staff, arjun.id, true);
    expect(again.statusCode).toBe(200);
    expect(await auditOf(arjun.id)).toHaveLength(entries);

    const missing = await verify(staff, 'member-nobody', true);
    expect(missing.statusCode).toBe(404);
    expect(await auditOf('member-nobody')).toEqual([]);
  });

  it('is refused to members (403) and checks its body (400)', async () => {
    expect((await verify(ravi, sita.id, true)).statusCode).toBe(403);
    const bad = await staff.call(verifyMember, routes.verifyMember, { params: { memberId: sita.id }, body: { verified: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.issues[0].path).toEqual(['body', 'verified']);
  });
});

describe('POST /api/staff/members/{id}/badges', () => {
  it('confirms a declared badge, refuses an undeclared one (409), removes one from both lists and its directory tag', async () => {
    const confirmed = await badge(staff, ravi.id, { badge: 'exporter', action: 'confirm' });
    expect(confirmed.statusCode, JSON.stringify(confirmed.json)).toBe(200);
    expect(confirmed.json).toMatchObject({ badges: ['exporter', 'founder'], confirmedBadges: ['exporter'] });

    const undeclared = await badge(staff, ravi.id, { badge: 'investor', action: 'confirm' });
    expect(undeclared.statusCode).toBe(409);
    expect(undeclared.json.message).toBe(badgeNotDeclared('investor'));

    const founders = async () =>
      directory.parse((await sita.call(listMembers, routes.listMembers, { query: { badge: 'founder', limit: '50' } })).json).map((m) => m.id);
    expect(await founders()).toContain(ravi.id);
    const removed = await badge(staff, ravi.id, { badge: 'founder', action: 'remove' });
    expect(removed.json).toMatchObject({ badges: ['exporter'], confirmedBadges: ['exporter'] });
    expect(await founders()).not.toContain(ravi.id);

    const removedConfirmed = await badge(staff, ravi.id, { badge: 'exporter', action: 'remove' });
    expect(removedConfirmed.json).toMatchObject({ badges: [], confirmedBadges: [] });
    expect((await badge(staff, ravi.id, { badge: 'exporter', action: 'remove' })).statusCode).toBe(409);

    const entries = await auditOf(ravi.id);
    expect(entries.map((entry) => entry.action)).toEqual(['member.badge.remove', 'member.badge.remove', 'member.badge.confirm']);
    expect(entries[2]).toMatchObject({ before: { confirmedBadges: null }, after: { badges: ['exporter', 'founder'], confirmedBadges: ['exporter'] } });
    expect(entries[1]).toMatchObject({ before: { badges: ['exporter', 'founder'] }, after: { badges: ['exporter'], confirmedBadges: ['exporter'] } });
  });

  it('drops a confirmation when the member stops declaring the badge; declaring it again does not confirm it', async () => {
    await badge(staff, arjun.id, { badge: 'investor', action: 'confirm' });
    await arjun.call(updateProfile, routes.updateMyProfile, { body: { badges: ['founder'] } });
    await arjun.call(updateProfile, routes.updateMyProfile, { body: { badges: ['founder', 'investor'] } });
    const shown = staffMemberSchema.parse((await staff.call(getStaffMember, routes.getStaffMember, { params: { memberId: arjun.id } })).json);
    expect(shown).toMatchObject({ badges: ['founder', 'investor'], confirmedBadges: [] });
  });
});

describe('POST /api/admin/members/{id}/role', () => {
  it('lets only admins grant and revoke roles; the role tags, the session and the audit log follow', async () => {
    expect((await role(staff, sita.id, 'staff')).statusCode).toBe(403);
    expect((await role(sita, sita.id, 'admin')).statusCode).toBe(403);
    const staffTag = async () => (await queryAll(memberData().memberTags, membersTagged('role#staff'))).map((item) => item.memberId);

    const granted = await role(admin, sita.id, 'staff');
    expect(granted.statusCode, JSON.stringify(granted.json)).toBe(200);
    expect(staffMemberSchema.parse(granted.json).role).toBe('staff');
    expect(await staffTag()).toContain(sita.id);
    expect((await sita.call(listStaffMembers, routes.listStaffMembers)).statusCode).toBe(200);
    expect(currentUserSchema.parse((await sita.call(getUser, routes.getAuthUser)).json).role).toBe('staff');

    const revoked = await role(admin, sita.id, 'member');
    expect(revoked.json.role).toBe('member');
    expect(await staffTag()).not.toContain(sita.id);
    expect((await sita.call(listStaffMembers, routes.listStaffMembers)).statusCode).toBe(403);

    const [revoke, grant] = await auditOf(sita.id, { actorId: admin.id });
    expect(grant).toMatchObject({ action: 'member.role', actorId: admin.id, before: { role: 'member' }, after: { role: 'staff' } });
    expect(revoke).toMatchObject({ action: 'member.role', before: { role: 'staff' }, after: { role: 'member' } });
  });

  it('refuses to let an admin drop their own admin role (409), and keeps it', async () => {
    for (const to of ['staff', 'member']) {
      const answer = await role(admin, admin.id, to);
      expect(answer.statusCode).toBe(409);
      expect(answer.json.message).toBe(OWN_ADMIN_ROLE);
    }
    expect((await role(admin, admin.id, 'admin')).statusCode).toBe(200);
    expect(currentUserSchema.parse((await admin.call(getUser, routes.getAuthUser)).json).role).toBe('admin');
    const adminTag = await queryAll(memberData().memberTags, membersTagged('role#admin'));
    expect(adminTag.map((item) => [item.memberId, item.role])).toContainEqual([admin.id, 'admin']);
  });
});

describe('GET /api/staff/members', () => {
  it('lists members with their e-mail (shared or not) in one Query, while the directory keeps it private', async () => {
    const counter = countDynamoCommands();
    const answer = await staff.call(listStaffMembers, routes.listStaffMembers, { query: { limit: '50' } });
    const counts = readCounts(counter.counts());
    counter.stop();
    const list = staffList.parse(answer.json);
    expect(counts).toMatchObject({ query: 1, batchGet: 0, scan: 0 });
    expect(list.find((m) => m.id === ravi.id)).toMatchObject({ email: `${ravi.id}@example.com`, companyName: 'Godavari Aqua Exports', role: 'member' });
    expect(list.find((m) => m.id === admin.id)).toMatchObject({ role: 'admin' });
    expect(list.map((m) => m.firstName).slice(0, 2)).toEqual(['Arjun', 'Sita']);

    const shown = directory.parse((await sita.call(listMembers, routes.listMembers, { query: { limit: '50' } })).json);
    expect(shown.find((m) => m.id === ravi.id)).toBeDefined();
    expect(shown.every((m) => m.email === undefined && m.phone === undefined)).toBe(true);
    // Confirmed badges are public (the card marks them); staff contact fields and roles are not.
    expect(JSON.stringify(shown)).not.toMatch(/staffEmail|staffPhone|"role"/);
  });

  it('filters by text and by verified either way, and pages with the cursor', async () => {
    const names = async (query: Record<string, string>) =>
      staffList.parse((await staff.call(listStaffMembers, routes.listStaffMembers, { query: { limit: '50', ...query } })).json).map((m) => m.firstName);
    await verify(staff, arjun.id, true);
    expect(await names({ q: 'GODAVARI' })).toEqual(['Ravi']);
    expect(await names({ verified: 'true' })).toEqual(['Arjun']);
    expect(await names({ verified: 'false' })).toEqual(['Sita', 'Ravi', 'Lakshmi', 'Venkat']);

    const first = await staff.call(listStaffMembers, routes.listStaffMembers, { query: { limit: '2' } });
    const second = await staff.call(listStaffMembers, routes.listStaffMembers, { query: { limit: '2', cursor: first.headers[NEXT_CURSOR_HEADER]! } });
    expect([...staffList.parse(first.json), ...staffList.parse(second.json)].map((m) => m.firstName)).toEqual(['Arjun', 'Sita', 'Ravi', 'Lakshmi']);
    expect((await staff.call(listStaffMembers, routes.listStaffMembers, { query: { cursor: 'zzz' } })).statusCode).toBe(400);
  });
});

describe('GET /api/staff/members/{id}', () => {
  it('answers the member with company and reputation, 404 for an unknown id', async () => {
    const answer = await staff.call(getStaffMember, routes.getStaffMember, { params: { memberId: ravi.id } });
    expect(staffMemberDetailSchema.parse(answer.json)).toMatchObject({
      id: ravi.id,
      email: `${ravi.id}@example.com`,
      companyName: 'Godavari Aqua Exports',
      reputation: { score: expect.any(Number), tradesCompleted: 0, jobsPlaced: 0, conciergeRating: null },
    });
    expect((await staff.call(getStaffMember, routes.getStaffMember, { params: { memberId: 'member-nobody' } })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('filters by target type and actor, pages, and is for admins only', async () => {
    expect((await staff.call(listAuditLog, routes.listAuditLog)).statusCode).toBe(403);
    const read = async (query: Record<string, string>) =>
      auditLog.parse((await admin.call(listAuditLog, routes.listAuditLog, { query: { limit: '50', ...query } })).json);

    const byStaff = await read({ actorId: staff.id });
    expect(byStaff.length).toBeGreaterThan(0);
    expect(byStaff.every((entry) => entry.actorId === staff.id)).toBe(true);
    expect(await read({ actorId: staff.id, targetType: 'member' })).toEqual(byStaff);
    expect(await read({ actorId: staff.id, targetType: 'concierge_ticket' })).toEqual([]);
    expect((await read({ targetType: 'member' })).length).toBe((await read({})).length);
    expect(await read({ targetType: 'cm_slot' })).toEqual([]);
    const everything = await read({});
    expect(everything.map((entry) => entry.createdAt)).toEqual([...everything.map((entry) => entry.createdAt)].sort().reverse());

    const first = await admin.call(listAuditLog, routes.listAuditLog, { query: { limit: '2', actorId: staff.id } });
    const cursor = first.headers[NEXT_CURSOR_HEADER]!;
    const second = auditLog.parse((await admin.call(listAuditLog, routes.listAuditLog, { query: { limit: '2', actorId: staff.id, cursor } })).json);
    expect([...auditLog.parse(first.json), ...second].map((entry) => entry.id)).toEqual(byStaff.slice(0, 4).map((entry) => entry.id));
    expect((await admin.call(listAuditLog, routes.listAuditLog, { query: { targetType: 'planet' } })).statusCode).toBe(400);
    expect((await invoke(listAuditLog, apiEvent(routes.listAuditLog))).statusCode).toBe(401);
  });
});
