import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type Connection, type DirectoryMember, type MemberSession, type StaffMember } from '@club/shared';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { memberData } from '../../members/data.js';
import { mailData } from '../../mail/data.js';
import { OUTBOX_STATUSES, outboxInStatus, type OutboxMailItem } from '../../../platform/mail/entities/outbox-mail.js';
import { queryAll } from '../../../platform/db/pages.js';
import { createSession } from '../../auth/sessions.js';
import { writeMember } from '../../members/members.js';
import { OWN_SUSPENSION } from '../../members/staff.js';
import { runSmartNudges } from '../../network/nudge-job.js';
import { expandGuestMail } from '../../events/mail/fan-out.js';
import type { GuestMail } from '../../events/mail/data.js';
import { forEachGuestPage } from '../../events/mail/guests.js';
import { SESSION_COOKIE, cookieName } from '../../../platform/http/cookies.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { connect, ids } from '../../../test/network.js';
import { indexTableChanges } from '../../../test/search-index.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as getUser } from '../../auth/http/get-user.js';
import { handler as createEvent } from '../../events/http/create-event.js';
import { handler as rsvpEvent } from '../../events/http/rsvp-event.js';
import { handler as updateEvent } from '../../events/http/update-event.js';
import { handler as listMembers } from '../../members/http/list-members.js';
import { handler as getMyProfile } from '../../members/http/get-my-profile.js';
import { handler as listSecondDegree } from '../../network/http/list-second-degree.js';
import { handler as listConnections } from '../../network/http/list-connections.js';
import { handler as listNudges } from '../../network/http/list-smart-nudges.js';
import { handler as listAuditLog } from '../../staff/http/list-audit-log.js';
import { handler as listStaffMembers } from '../../staff/http/list-staff-members.js';
import { handler as getMyVisibility } from './get-my-visibility.js';
import { handler as listMySessions } from './list-my-sessions.js';
import { handler as saveMyVisibility } from './save-my-visibility.js';
import { handler as setMemberSuspension } from './set-member-suspension.js';
import { handler as signOutOtherSessions } from './sign-out-other-sessions.js';
import { handler as signOutSession } from './sign-out-session.js';

/** What the outbox consumer does with an `event-guests` item: one mail per confirmed guest, each queued once. */
const expandFanOut = (item: { id: string; data: string }) => expandGuestMail(JSON.parse(item.data) as GuestMail, item);

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Another signed-in device of the same member (its own session and cookie). */
async function anotherDevice(member: SignedIn, userAgent?: string, place?: string): Promise<SignedIn> {
  const { sessionId } = await createSession(member.id, {}, { ...(userAgent ? { userAgent } : {}), ...(place ? { place } : {}) });
  const cookies = [`${cookieName(SESSION_COOKIE)}=${sessionId}`];
  return {
    ...member,
    cookies,
    call: (handler, route, { params, ...options } = {}) =>
      invoke(
        handler,
        apiEvent(route, {
          cookies,
          ...options,
          ...(params ? { pathParameters: params, path: route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '') } : {}),
        }),
      ),
  };
}

const whoAmI = async (device: SignedIn) => (await device.call(getUser, routes.getAuthUser)).statusCode;
const sessionsOf = async (device: SignedIn) => (await device.call(listMySessions, routes.listMySessions)).json as MemberSession[];

describe('signed-in devices', () => {
  it('lists both sessions, this one first, with browser and system parsed and no IP or key', async () => {
    const member = await signIn('Padma');
    const laptop = await anotherDevice(member, MAC_CHROME, 'Hyderabad, IN');
    const phone = await anotherDevice(member, ANDROID_CHROME);
    // The helper's own session (no user agent) is a third device.
    const answer = await laptop.call(listMySessions, routes.listMySessions);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json as MemberSession[];
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ current: true, browser: 'Chrome 131', os: 'macOS', device: 'desktop', place: 'Hyderabad, IN' });
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed).toContainEqual(expect.objectContaining({ current: false, browser: 'Chrome 131', os: 'Android 15', device: 'mobile' }));
    expect(listed).toContainEqual(expect.objectContaining({ current: false, browser: 'Unknown browser', os: 'Unknown system' }));
    const text = answer.body;
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toMatch(/[0-9a-f]{64}/);
    for (const cookie of [...laptop.cookies, ...phone.cookies]) expect(text).not.toContain(cookie.split('=')[1]!.split('.')[1]!);
  });

  it('sign out everywhere ends the others: they answer 401, this one still works', async () => {
    const member = await signIn('Ramesh');
    const laptop = await anotherDevice(member, MAC_CHROME);
    const phone = await anotherDevice(member, ANDROID_CHROME);
    const answer = await laptop.call(signOutOtherSessions, routes.signOutOtherSessions);
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({ signedOut: 2 });
    expect(await whoAmI(phone)).toBe(401);
    expect(await whoAmI(member)).toBe(401);
    expect(await whoAmI(laptop)).toBe(200);
    expect((await sessionsOf(laptop)).map((session) => session.current)).toEqual([true]);
  });

  it('another member’s session id is 404 and that session keeps working; one’s own ends, this one clears its cookie', async () => {
    const owner = await signIn('Anil');
    const stranger = await signIn('Suresh');
    const strangersPhone = await anotherDevice(stranger, ANDROID_CHROME);
    const theirs = (await sessionsOf(strangersPhone)).find((session) => session.current)!;
    const refused = await owner.call(signOutSession, routes.signOutSession, { params: { sessionId: theirs.id } });
    expect(refused.statusCode).toBe(404);
    expect(await whoAmI(strangersPhone)).toBe(200);

    const phone = await anotherDevice(owner, ANDROID_CHROME);
    const mine = await sessionsOf(owner);
    const phoneId = mine.find((session) => !session.current)!.id;
    expect((await owner.call(signOutSession, routes.signOutSession, { params: { sessionId: phoneId } })).json).toEqual({ signedOut: 1 });
    expect(await whoAmI(phone)).toBe(401);
    expect(await whoAmI(owner)).toBe(200);

    const here = mine.find((session) => session.current)!.id;
    const self = await owner.call(signOutSession, routes.signOutSession, { params: { sessionId: here } });
    expect(self.statusCode).toBe(200);
    expect(self.cookies.join(';')).toMatch(/club_session=;/);
    expect(await whoAmI(owner)).toBe(401);
  });
});

/** A member with directory tags and a chapter (written through writeMember, as sign-in does). */
async function member(firstName: string, role?: 'staff' | 'admin'): Promise<SignedIn> {
  const signed = await signIn(firstName, role ? { role } : {});
  await writeMember(signed.id, (current) => ({ ...current!, chapters: ['AP-Vizag'], badges: ['exporter'] }));
  return signed;
}
const directoryIds = async (viewer: SignedIn, query: Record<string, string> = {}) => {
  // A text query is answered from the search index: the stream's work first.
  if (query.q) await indexTableChanges();
  return ((await viewer.call(listMembers, routes.listMembers, { query: { limit: '50', ...query } })).json as DirectoryMember[]).map((item) => item.id);
};
const secondDegreeIds = async (viewer: SignedIn) =>
  ids((await viewer.call(listSecondDegree, routes.listSecondDegree, { query: { limit: '50' } })).json as Connection[]);
const connectionIds = async (viewer: SignedIn) =>
  ids((await viewer.call(listConnections, routes.listConnections, { query: { limit: '50' } })).json as Connection[]);
const staffList = async (staff: SignedIn, q: string) => {
  await indexTableChanges();
  return (await staff.call(listStaffMembers, routes.listStaffMembers, { query: { q, limit: '50' } })).json as StaffMember[];
};

describe('visibility', () => {
  it('hiding from the directory leaves the member out of every directory list and search; showing again restores them', async () => {
    const viewer = await member('Viewer');
    const hidden = await member('Hiranmayi');
    expect(await directoryIds(viewer)).toContain(hidden.id);
    expect((await hidden.call(getMyVisibility, routes.getMyVisibility)).json).toEqual({ hideFromDirectory: false, hideFromSuggestions: false });

    const saved = await hidden.call(saveMyVisibility, routes.saveMyVisibility, { body: { hideFromDirectory: true } });
    expect(saved.json).toEqual({ hideFromDirectory: true, hideFromSuggestions: false });
    expect((await hidden.call(getMyVisibility, routes.getMyVisibility)).json).toEqual({ hideFromDirectory: true, hideFromSuggestions: false });
    expect(await directoryIds(viewer)).not.toContain(hidden.id);
    expect(await directoryIds(viewer, { q: 'hiranmayi' })).toEqual([]);
    expect(await directoryIds(viewer, { chapter: 'AP-Vizag' })).not.toContain(hidden.id);
    expect(await directoryIds(viewer, { badge: 'exporter' })).not.toContain(hidden.id);
    // Their own profile, and the staff console, still show them.
    expect((await hidden.call(getMyProfile, routes.getMyProfile)).statusCode).toBe(200);
    const staff = await signIn('Lakshmi', { role: 'staff' });
    expect((await staffList(staff, 'hiranmayi')).map((item) => item.id)).toEqual([hidden.id]);

    await hidden.call(saveMyVisibility, routes.saveMyVisibility, { body: { hideFromDirectory: false } });
    expect(await directoryIds(viewer, { q: 'hiranmayi' })).toEqual([hidden.id]);
    expect(await directoryIds(viewer, { chapter: 'AP-Vizag' })).toContain(hidden.id);
  });

  it('hiding from suggestions leaves the member out of 2nd degree and nudges, not out of their connections’ network', async () => {
    const me = await member('Madhavi');
    const mutual = await member('Murali');
    const far = await member('Farhan');
    await connect(me, mutual);
    await connect(mutual, far);
    expect(await secondDegreeIds(me)).toEqual([far.id]);

    await far.call(saveMyVisibility, routes.saveMyVisibility, { body: { hideFromSuggestions: true } });
    expect(await secondDegreeIds(me)).toEqual([]);
    expect(await connectionIds(mutual)).toContain(far.id);
    await runSmartNudges();
    const nudges = JSON.stringify((await me.call(listNudges, routes.listSmartNudges, { query: { limit: '50' } })).json);
    expect(nudges).not.toContain('Farhan');

    await far.call(saveMyVisibility, routes.saveMyVisibility, { body: { hideFromSuggestions: false } });
    expect(await secondDegreeIds(me)).toEqual([far.id]);
    await runSmartNudges();
    expect(JSON.stringify((await me.call(listNudges, routes.listSmartNudges, { query: { limit: '50' } })).json)).toContain('Farhan');
  });
});

/** Every outbox item (any status) of one template. */
async function outboxOf(template: string): Promise<OutboxMailItem[]> {
  const found = await Promise.all(OUTBOX_STATUSES.map((status) => queryAll(mailData().outbox, outboxInStatus(status), { ascending: true })));
  return found.flat().filter((item) => item.template === template);
}

describe('suspension', () => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await member('Venkat', 'admin');
  });
  const suspend = (by: SignedIn, target: SignedIn, suspended = true) =>
    by.call(setMemberSuspension, routes.setMemberSuspension, { params: { memberId: target.id }, body: { suspended } });

  it('is for admins only, and never of oneself', async () => {
    const target = await member('Target');
    const staff = await member('Sridevi', 'staff');
    expect((await suspend(staff, target)).statusCode).toBe(403);
    expect((await suspend(target, target)).statusCode).toBe(403);
    const own = await suspend(admin, admin);
    expect(own.statusCode).toBe(409);
    expect(own.json).toMatchObject({ message: OWN_SUSPENSION });
    expect(await whoAmI(target)).toBe(200);
  });

  it('ends every session, keeps the member out of the directory and suggestions, is audited, and reinstating undoes it', async () => {
    const target = await member('Suman');
    const phone = await anotherDevice(target, ANDROID_CHROME);
    const friend = await member('Friend');
    const viewer = await member('Onlooker');
    await connect(friend, target);
    await connect(friend, viewer);
    expect(await secondDegreeIds(viewer)).toEqual([target.id]);

    const answer = await suspend(admin, target);
    expect(answer.statusCode).toBe(200);
    expect((answer.json as StaffMember).suspendedAt).toEqual(expect.any(String));
    expect(await whoAmI(target)).toBe(401);
    expect(await whoAmI(phone)).toBe(401);
    expect(await directoryIds(viewer, { q: 'suman' })).toEqual([]);
    expect(await secondDegreeIds(viewer)).toEqual([]);
    expect(await connectionIds(friend)).not.toContain(target.id);
    // The staff console's queue still lists them, with the suspension.
    expect(await staffList(admin, 'suman')).toEqual([expect.objectContaining({ id: target.id, suspendedAt: expect.any(String) })]);
    const audit = (await admin.call(listAuditLog, routes.listAuditLog, { query: { targetType: 'member', limit: '50' } })).json as {
      action: string;
      targetId: string;
    }[];
    expect(audit).toContainEqual(expect.objectContaining({ action: 'member.suspend', targetId: target.id }));

    const reinstated = await suspend(admin, target, false);
    expect((reinstated.json as StaffMember).suspendedAt).toBeUndefined();
    expect(await directoryIds(viewer, { q: 'suman' })).toEqual([target.id]);
    expect(await secondDegreeIds(viewer)).toEqual([target.id]);
    expect(audit.length).toBeLessThan(
      ((await admin.call(listAuditLog, routes.listAuditLog, { query: { targetType: 'member', limit: '50' } })).json as unknown[]).length,
    );
  });

  it('an event change mails neither a suspended attendee nor one whose member item is gone (erased)', async () => {
    const organizer = await member('Organizer');
    const [stays, suspended, erased] = await Promise.all([member('Stays'), member('Suspended'), member('Erased')]);
    const start = Date.now() + 20 * 86_400_000;
    const form = {
      title: 'Vizag Exporters Evening',
      type: 'networking',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3 * 3600_000).toISOString(),
      timeZone: 'Asia/Kolkata',
      venue: 'Novotel',
      city: 'Visakhapatnam',
      country: 'India',
    };
    const created = await organizer.call(createEvent, routes.createEvent, { body: form });
    const eventId = (created.json as { id: string }).id;
    for (const guest of [stays, suspended, erased])
      expect((await guest.call(rsvpEvent, routes.rsvpEvent, { params: { eventId }, body: {} })).statusCode).toBe(201);

    await suspend(admin, suspended);
    await memberData().members.build(DeleteItemCommand).key({ id: erased.id }).send();
    const guests: string[] = [];
    await forEachGuestPage(eventId, async (page) => {
      guests.push(...page.map((guest) => guest.memberId));
    });
    expect(guests).toEqual([stays.id]);

    const moved = { ...form, startTime: new Date(start + 86_400_000).toISOString(), endTime: new Date(start + 86_400_000 + 3 * 3600_000).toISOString() };
    expect((await organizer.call(updateEvent, routes.updateEvent, { params: { eventId }, body: moved })).statusCode).toBe(200);
    const fanOut = (await outboxOf('event-guests')).find((item) => item.data.includes(eventId))!;
    expect(await expandFanOut(fanOut)).toBe(1);
    const changed = (await outboxOf('event-changed')).filter((item) => item.id.startsWith(fanOut.id));
    expect(changed.map((item) => item.memberId)).toEqual([stays.id]);
  });
});
