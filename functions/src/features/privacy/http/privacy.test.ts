import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_REQUEST_DUE_DAYS, routes, type RouteId } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { conciergeData } from '../../concierge/data.js';
import { eventData } from '../../events/data.js';
import { memberData } from '../../members/data.js';
import { MEMBER_DATA } from '../member-data.js';
import { runDataRequests } from '../index.js';
import { loadHandler } from '../../../test/load-handler.js';
import { scanTable } from '../../../test/scan-table.js';
import { seedForum, signIn, type SignedIn } from '../../../test/signed-in.js';
import { angelInvestorProfile } from '../../../test/investor-profile.js';

const FIRST = 'Zebulon';
const LAST = 'Quillfeather';
const PHONE = '+91 98765 43210';
const forever = () => Number.POSITIVE_INFINITY;

/** Calls a route by id as a member; the answer is checked against its schema by the helper. */
const call = async (who: SignedIn, id: RouteId, options: { body?: unknown; params?: Record<string, string>; query?: Record<string, string> } = {}) =>
  who.call(await loadHandler(id), routes[id], options);

const ok = async (who: SignedIn, id: RouteId, options: Parameters<typeof call>[2] = {}) => {
  const answer = await call(who, id, options);
  expect(answer.statusCode, `${id}: ${JSON.stringify(answer.json)}`).toBeLessThan(300);
  return answer.json as any;
};

let subject: SignedIn;
let other: SignedIn;
let third: SignedIn;
let staff: SignedIn;
const made: Record<string, any> = {};

beforeAll(async () => {
  await seedForum({ id: 'forum-trade', title: 'Trade & Exports', topicTag: 'trade' });
  subject = await signIn(FIRST);
  // A name and phone found nowhere else, so the scans below can tell copies of them.
  await memberData().members.build(UpdateItemCommand).item({ id: subject.id, lastName: LAST, phone: PHONE }).send();
  other = await signIn('Other');
  third = await signIn('Third');
  staff = await signIn('Staff', { role: 'staff' });

  made.othersPost = await ok(other, 'createPost', { body: { title: 'Reefer partners wanted', body: 'Kakinada to Rotterdam', forumId: 'forum-trade' } });
  await ok(subject, 'createPostReply', { params: { postId: made.othersPost.id }, body: { body: 'We run weekly reefers.' } });
  made.ownPost = await ok(subject, 'createPost', { body: { title: 'Shrimp buyers in Rotterdam', body: 'Looking for importers', forumId: 'forum-trade' } });
  await ok(other, 'createPostReply', { params: { postId: made.ownPost.id }, body: { body: 'Happy to connect you.' } });
  await ok(subject, 'saveItem', { params: { kind: 'post', itemId: made.othersPost.id } });
  made.ticket = await ok(subject, 'createConciergeTicket', {
    body: { category: 'visa', title: 'Business visa for Japan', details: 'Tokyo trade fair in March', priority: 'high' },
  });
  await ok(subject, 'addConciergeTicketMessage', { params: { ticketId: made.ticket.id }, body: { body: `Call me on ${PHONE}` } });
  await ok(subject, 'createDarshanPlan', { body: { dateRange: '15-17 December 2026', pax: 4 } });
  await ok(subject, 'createRoomNight', { body: { hotelName: 'Srinivasam', date: '2026-12-16', action: 'donate' } });
  await ok(subject, 'sendConnectionRequest', { body: { toUserId: other.id, note: 'Met at the Vizag summit' } });
  await ok(subject, 'saveInvestorProfile', {
    body: angelInvestorProfile,
  });
  const start = new Date(Date.now() + 30 * 86_400_000);
  made.event = await ok(other, 'createEvent', {
    body: {
      title: 'Hyderabad CXO Breakfast',
      type: 'networking',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 7_200_000).toISOString(),
      timeZone: 'Asia/Kolkata',
      venue: 'Taj Krishna',
      city: 'Hyderabad',
      country: 'India',
      maxAttendees: 1,
    },
  });
  made.subjectRsvp = await ok(subject, 'rsvpEvent', { params: { eventId: made.event.id }, body: {} });
  made.thirdRsvp = await ok(third, 'rsvpEvent', { params: { eventId: made.event.id }, body: {} });
}, 60_000);

describe('export', () => {
  it('is once a day, built by the job into a ZIP of every kind, downloadable by its owner only', async () => {
    const first = await call(subject, 'requestMyExport');
    expect(first.statusCode).toBe(201);
    expect(first.json).toMatchObject({ status: 'pending' });
    const again = await call(subject, 'requestMyExport');
    expect(again.statusCode).toBe(409);
    expect(await call(subject, 'downloadMyExport', { params: { exportId: first.json.id } })).toMatchObject({ statusCode: 409 });

    expect(await runDataRequests({ remainingMs: forever })).toMatchObject({ exported: 1, failed: 0 });
    const [listed] = await ok(subject, 'listMyExports');
    expect(listed).toMatchObject({ id: first.json.id, status: 'ready' });
    expect(listed.size).toBeGreaterThan(0);

    expect((await call(other, 'downloadMyExport', { params: { exportId: first.json.id } })).statusCode).toBe(404);
    const link = await ok(subject, 'downloadMyExport', { params: { exportId: first.json.id } });
    expect(link.fileName).toMatch(/\.zip$/);
    const response = await fetch(link.url);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const text = (name: string) => strFromU8(files[name]!);

    expect(Object.keys(files)).toContain('README.txt');
    for (const { kind } of MEMBER_DATA) {
      expect(Object.keys(files), kind).toEqual(expect.arrayContaining([`${kind}.json`, `${kind}.csv`]));
      expect(text('README.txt')).toContain(`${kind}.json`);
    }
    const filled = [
      'profile',
      'posts',
      'replies',
      'saved-items',
      'concierge-tickets',
      'ticket-messages',
      'darshan-plans',
      'room-nights',
      'connection-requests',
      'investor-profile',
      'rsvps',
      'notifications',
      'sessions',
      'data-requests',
    ];
    for (const kind of filled) expect(JSON.parse(text(`${kind}.json`)).length, kind).toBeGreaterThan(0);
    expect(JSON.parse(text('profile.json'))[0]).toMatchObject({ id: subject.id, email: `${subject.id}@example.com`, phone: PHONE });
    expect(JSON.parse(text('replies.json'))[0]).toMatchObject({ postId: made.othersPost.id, body: 'We run weekly reefers.' });
    expect(text('sessions.json')).not.toMatch(/idHash|refreshToken|idToken/);
    // Other members appear only as person cards: never their e-mail.
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const person of [other, third, staff]) expect(everything).not.toContain(`${person.id}@example.com`);
    expect(text('profile.csv').split('\r\n')[0]).toContain('email');

    // A finished export is on the staff queue with its due date.
    const [queued] = await ok(staff, 'listDataRequests', { query: { status: 'completed', kind: 'export' } });
    expect(queued).toMatchObject({ id: first.json.id, kind: 'export', member: { id: subject.id, firstName: FIRST } });
    expect(Date.parse(queued.dueAt) - Date.parse(queued.requestedAt)).toBe(DATA_REQUEST_DUE_DAYS * 86_400_000);
    expect(queued.history.map((step: { action: string }) => step.action)).toEqual(['requested', 'ready']);
  }, 60_000);

  it('keeps the staff queue from members (403)', async () => {
    expect((await call(subject, 'listDataRequests')).statusCode).toBe(403);
  });
});

describe('erasure', () => {
  it('refuses the last admin', async () => {
    const admin = await signIn('Admin', { role: 'admin' });
    const answer = await call(admin, 'scheduleMyDeletion', { body: { confirm: 'DELETE' } });
    expect(answer.statusCode).toBe(409);
    expect(answer.json.message).toMatch(/last admin/);
    expect(await ok(admin, 'getMyDeletion')).toEqual({ status: 'none' });
  });

  it('needs DELETE typed', async () => {
    expect((await call(subject, 'scheduleMyDeletion', { body: { confirm: 'delete' } })).statusCode).toBe(400);
  });

  it('schedules, cancels, and after the grace period erases the member everywhere', async () => {
    const scheduled = await ok(subject, 'scheduleMyDeletion', { body: { confirm: 'DELETE' } });
    expect(scheduled.status).toBe('scheduled');
    expect((await ok(subject, 'getAuthUser')).deletionScheduledFor).toBe(scheduled.deleteAfter);
    expect(await ok(subject, 'cancelMyDeletion')).toEqual({ status: 'none' });
    const [cancelled] = await ok(staff, 'listDataRequests', { query: { status: 'cancelled', kind: 'deletion' } });
    expect(cancelled.history.map((step: { action: string }) => step.action)).toEqual(['requested', 'cancelled']);
    expect((await ok(subject, 'getAuthUser')).deletionScheduledFor).toBeUndefined();

    const again = await ok(subject, 'scheduleMyDeletion', { body: { confirm: 'DELETE' } });
    const [open] = await ok(staff, 'listDataRequests', { query: { kind: 'deletion' } });
    expect(open).toMatchObject({ status: 'open', member: { id: subject.id } });

    // Not before the grace period is over.
    expect(await runDataRequests({ remainingMs: forever })).toMatchObject({ erased: 0 });
    const later = new Date(Date.parse(again.deleteAfter) + 60_000);
    expect(await runDataRequests({ remainingMs: forever, now: later })).toMatchObject({ erased: 1 });

    const stored = JSON.stringify(await scanTable());
    expect(stored).not.toContain(`${subject.id}@example.com`);
    expect(stored).not.toContain(LAST);
    expect(stored).not.toContain(PHONE);
    expect((await call(subject, 'getAuthUser')).statusCode).toBe(401);

    // Others' threads still read, with "Former member".
    const replies = await ok(other, 'listPostReplies', { params: { postId: made.othersPost.id } });
    expect(replies.map((reply: any) => [reply.author.firstName, reply.author.lastName])).toContainEqual(['Former', 'member']);
    const ticket = await ok(staff, 'getStaffTicket', { params: { ticketId: made.ticket.id } });
    expect(ticket).toMatchObject({ status: 'closed', member: null, thread: [{ author: 'member', body: 'Call me on [erased]' }] });
    const { Item: storedTicket } = await conciergeData().conciergeTickets.build(GetItemCommand).key({ id: made.ticket.id }).send();
    expect(storedTicket?.requester).toEqual({ id: subject.id, firstName: 'Former', lastName: 'member' });

    // The confirmed seat went to the first on the waitlist.
    const { Item: promoted } = await eventData()
      .rsvps.build(GetItemCommand)
      .key({ eventId: made.event.id, memberId: third.id })
      .options({ consistent: true })
      .send();
    expect(promoted?.status).toBe('confirmed');

    const [done] = await ok(staff, 'listDataRequests', { query: { status: 'completed', kind: 'deletion' } });
    expect(done.member).toEqual({ id: subject.id, firstName: 'Former', lastName: 'member' });
    expect(done.history.map((step: { action: string }) => step.action)).toEqual(['requested', 'erasing', 'erased']);

    // Running again is harmless.
    expect(await runDataRequests({ remainingMs: forever, now: later })).toMatchObject({ erased: 0, exported: 0 });
    expect(JSON.stringify(await scanTable())).toBe(stored);
  }, 60_000);
});
