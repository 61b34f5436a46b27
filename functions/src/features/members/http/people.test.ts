import { beforeAll, describe, expect, it } from 'vitest';
import {
  attendeeSchema,
  connectionSchema,
  directoryMemberSchema,
  profileSchema,
  routes,
  staffCulturalRequestSchema,
  staffDarshanPlanSchema,
  staffTicketSchema,
} from '@club/shared';
import * as z from '@club/shared/zod';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { memberData } from '../data.js';
import { writeMember } from '../members.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { connect } from '../../../test/network.js';
import { indexTableChanges } from '../../../test/search-index.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as createCompany } from '../../companies/http/create-company.js';
import { handler as createTicket } from '../../concierge/http/create-concierge-ticket.js';
import { handler as createEvent } from '../../events/http/create-event.js';
import { handler as listAttendees } from '../../events/http/list-event-attendees.js';
import { handler as rsvpEvent } from '../../events/http/rsvp-event.js';
import { handler as listConnections } from '../../network/http/list-connections.js';
import { handler as listIncomingRequests } from '../../network/http/list-incoming-requests.js';
import { handler as listSecondDegree } from '../../network/http/list-second-degree.js';
import { handler as sendConnectionRequest } from '../../network/http/send-connection-request.js';
import { handler as listStaffTickets } from '../../concierge/http/list-staff-tickets.js';
import { handler as listStaffPlans } from '../../darshan/http/list-staff-darshan-plans.js';
import { handler as listStaffCultural } from '../../culture/http/list-staff-cultural-requests.js';
import { handler as createPlan } from '../../darshan/http/create-darshan-plan.js';
import { handler as submitPlan } from '../../darshan/http/submit-darshan-plan.js';
import { handler as createCultural } from '../../culture/http/create-cultural-request.js';
import { handler as getProfile } from './get-my-profile.js';
import { handler as listMembers } from './list-members.js';
import { handler as updateProfile } from './update-my-profile.js';

const directory = z.array(directoryMemberSchema);
const connections = z.array(connectionSchema);

/** A member with directory tags (the write path sign-in uses), a unique last name to search by, verified when asked. */
async function member(firstName: string, lastName: string, verified = false): Promise<SignedIn> {
  const signed = await signIn(firstName);
  await writeMember(signed.id, (current) => ({ ...current!, lastName, ...(verified ? { verifiedAt: '2026-10-01T00:00:00.000Z' } : {}) }));
  return signed;
}

const patch = (who: SignedIn, body: Record<string, unknown>) => who.call(updateProfile, routes.updateMyProfile, { body });

/** How `viewer` finds `owner` in the directory (searched by the owner's unique last name). */
async function inDirectory(viewer: SignedIn, owner: SignedIn, lastName: string) {
  // A text query is answered from the search index: the stream's work first.
  await indexTableChanges();
  const answer = await viewer.call(listMembers, routes.listMembers, { query: { q: lastName } });
  expect(answer.statusCode).toBe(200);
  return directory.parse(answer.json).find((m) => m.id === owner.id);
}

async function directConnection(viewer: SignedIn, other: SignedIn) {
  return connections.parse((await viewer.call(listConnections, routes.listConnections)).json).find((c) => c.id === other.id);
}

let padma: SignedIn;
let companyId: string;

beforeAll(async () => {
  padma = await member('Padmaja', 'Titlewala', true);
  const company = await padma.call(createCompany, routes.createCompany, { body: { name: 'Hitec Analytics', industry: 'Technology', country: 'India' } });
  expect(company.statusCode).toBe(201);
  companyId = company.json.id;
});

describe('title, company and contact visibility on the profile', () => {
  it('stores the title and the linked company’s name, and answers them with the visibility', async () => {
    const answer = await patch(padma, { title: '  Founder & CEO ', companyId, phone: '+91 98490 11111' });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    expect(profileSchema.parse(answer.json)).toMatchObject({
      title: 'Founder & CEO',
      companyName: 'Hitec Analytics',
      contactVisibility: 'nobody',
      shareContact: false,
    });
    const { Item } = await memberData().members.build(GetItemCommand).key({ id: padma.id }).send();
    expect(Item).toMatchObject({ title: 'Founder & CEO', companyName: 'Hitec Analytics' });
    expect(profileSchema.parse((await padma.call(getProfile, routes.getMyProfile)).json)).toMatchObject({
      title: 'Founder & CEO',
      companyName: 'Hitec Analytics',
    });
  });

  it('shows the title and company on the directory card, still one round', async () => {
    await patch(padma, { title: 'Founder & CEO', companyId });
    const viewer = await signIn('Dirviewer');
    // Text is answered from the search index: the stream's work, then a first search loads the index.
    await indexTableChanges();
    await viewer.call(listMembers, routes.listMembers, { query: { q: 'Titlewala' } });
    const counter = countDynamoCommands();
    const answer = await viewer.call(listMembers, routes.listMembers, { query: { q: 'Titlewala' } });
    const counts = readCounts(counter.counts());
    const rounds = counter.rounds();
    counter.stop();
    // The index's new deltas and the caller's blocks (network, messages), at once (the auth read is the other round).
    expect(counts).toMatchObject({ query: 3, batchGet: 0, scan: 0 });
    expect(rounds).toBe(2);
    expect(directory.parse(answer.json).find((m) => m.id === padma.id)).toMatchObject({
      title: 'Founder & CEO',
      company: { id: companyId, name: 'Hitec Analytics' },
    });
    await patch(padma, { title: '' });
    expect((await inDirectory(viewer, padma, 'Titlewala'))?.title).toBeUndefined();
    await patch(padma, { title: 'Founder & CEO' });
  });

  it('clears the title and the company snapshot with empty strings', async () => {
    const cleared = profileSchema.parse((await patch(padma, { title: '', companyId: '' })).json);
    expect(cleared.title).toBeUndefined();
    expect(cleared.companyName).toBeUndefined();
    const again = profileSchema.parse((await patch(padma, { title: 'Founder & CEO', companyId })).json);
    expect(again).toMatchObject({ title: 'Founder & CEO', companyName: 'Hitec Analytics' });
  });

  it('refuses an unknown visibility and an over-long title with 400 on the field, writing nothing', async () => {
    const before = (await memberData().members.build(GetItemCommand).key({ id: padma.id }).send()).Item;
    const bad = await patch(padma, { contactVisibility: 'everyone', title: 'CEO' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toContain('body.contactVisibility');
    const long = await patch(padma, { title: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toContain('body.title');
    const after = (await memberData().members.build(GetItemCommand).key({ id: padma.id }).send()).Item;
    expect(after?.updatedAt).toBe(before?.updatedAt);
  });

  it('keeps the older on/off switch in step: on is every member, off is nobody', async () => {
    expect(profileSchema.parse((await patch(padma, { shareContact: true })).json)).toMatchObject({ contactVisibility: 'members', shareContact: true });
    expect(profileSchema.parse((await patch(padma, { contactVisibility: 'connections' })).json)).toMatchObject({
      contactVisibility: 'connections',
      shareContact: false,
    });
    expect(profileSchema.parse((await patch(padma, { shareContact: false })).json)).toMatchObject({ contactVisibility: 'nobody', shareContact: false });
  });
});

describe('who sees a member’s e-mail and phone', () => {
  let owner: SignedIn;
  let friend: SignedIn;
  let stranger: SignedIn;

  beforeAll(async () => {
    owner = await member('Keerthi', 'Contactonly');
    friend = await member('Naveen', 'Friendly');
    stranger = await member('Swathi', 'Stranger');
    await patch(owner, { phone: '+91 98490 22222' });
    await connect(owner, friend);
  });

  it('with nobody: neither the directory nor a connection nor a request shows them', async () => {
    await patch(owner, { contactVisibility: 'nobody' });
    for (const viewer of [friend, stranger]) {
      const card = await inDirectory(viewer, owner, 'Contactonly');
      expect(card).toBeDefined();
      expect(card?.email).toBeUndefined();
      expect(card?.phone).toBeUndefined();
    }
    const tie = await directConnection(friend, owner);
    expect(tie?.toUser.id).toBe(owner.id);
    expect(tie?.toUser.email).toBeUndefined();
    expect(JSON.stringify(tie)).not.toContain('98490 22222');
    const sent = await owner.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: stranger.id } });
    expect(sent.statusCode).toBe(201);
    const incoming = (await stranger.call(listIncomingRequests, routes.listIncomingRequests)).json as { id: string; user: { email?: string } }[];
    expect(incoming.find((r) => r.id === owner.id)?.user.email).toBeUndefined();
  });

  it('with connections: a connection sees the e-mail on the network; the directory and a stranger’s request do not', async () => {
    await patch(owner, { contactVisibility: 'connections' });
    expect((await directConnection(friend, owner))?.toUser.email).toBe(`${owner.id}@example.com`);
    const card = await inDirectory(stranger, owner, 'Contactonly');
    expect(card?.email).toBeUndefined();
    expect(card?.phone).toBeUndefined();
    const incoming = (await stranger.call(listIncomingRequests, routes.listIncomingRequests)).json as { id: string; user: { email?: string } }[];
    expect(incoming.find((r) => r.id === owner.id)?.user.email).toBeUndefined();
  });

  it('with all members: the directory shows e-mail and phone', async () => {
    await patch(owner, { contactVisibility: 'members' });
    expect(await inDirectory(stranger, owner, 'Contactonly')).toMatchObject({ email: `${owner.id}@example.com`, phone: '+91 98490 22222' });
  });
});

describe('people on network cards and in the staff queue', () => {
  it('a direct connection carries title, company and the verified mark, in the same rounds', async () => {
    const viewer = await member('Harika', 'Viewer');
    await connect(viewer, padma);
    const counter = countDynamoCommands();
    const tie = await directConnection(viewer, padma);
    const counts = readCounts(counter.counts());
    counter.stop();
    expect(tie?.toUser).toMatchObject({ id: padma.id, title: 'Founder & CEO', companyName: 'Hitec Analytics', verified: true });
    expect(counts).toMatchObject({ query: 1, batchGet: 1, scan: 0 });
  });

  it('a 2nd degree card shows its mutual connections as faces, with title and company from the edge cards', async () => {
    const me = await member('Ramesh', 'Seeker');
    const bridge = await member('Bhargavi', 'Bridge');
    const target = await member('Jagadeesh', 'Target');
    await patch(target, { title: 'Head of Procurement' });
    await patch(bridge, { title: 'Director, Exports' });
    await connect(me, bridge);
    await connect(bridge, target);
    const counter = countDynamoCommands();
    const answer = await me.call(listSecondDegree, routes.listSecondDegree);
    const counts = readCounts(counter.counts());
    counter.stop();
    const card = connections.parse(answer.json).find((c) => c.id === target.id);
    expect(card?.toUser).toMatchObject({ title: 'Head of Procurement', verified: false });
    expect(card?.mutualFaces).toEqual([expect.objectContaining({ id: bridge.id, firstName: 'Bhargavi', title: 'Director, Exports' })]);
    expect(counts).toMatchObject({ batchGet: 1, scan: 0 });
  });

  it('the ticket queue names who raised each ticket with title and company, still one Query and no BatchGet', async () => {
    const staff = await signIn('Lakshmi', { role: 'staff' });
    const raised = await padma.call(createTicket, routes.createConciergeTicket, {
      body: { category: 'visa', title: 'Business visa for Dubai', details: 'A 90-day multiple entry visa for Gulfood.' },
    });
    expect(raised.statusCode).toBe(201);
    await pause();
    const counter = countDynamoCommands();
    const answer = await staff.call(listStaffTickets, routes.listStaffTickets, { query: { status: 'open' } });
    const counts = readCounts(counter.counts());
    counter.stop();
    const row = z
      .array(staffTicketSchema)
      .parse(answer.json)
      .find((t) => t.id === raised.json.id);
    expect(row?.requester).toEqual({
      id: padma.id,
      firstName: 'Padmaja',
      lastName: 'Titlewala',
      profileImageUrl: `https://images.example.com/${padma.id}.jpg`,
      title: 'Founder & CEO',
      companyName: 'Hitec Analytics',
      verified: true,
    });
    expect(JSON.stringify(row?.requester)).not.toContain('@example.com');
    expect(counts).toMatchObject({ query: 1, batchGet: 0, scan: 0 });
  });
});

describe('the other staff queues', () => {
  const padmaChip = () => ({ id: padma.id, title: 'Founder & CEO', companyName: 'Hitec Analytics', verified: true });

  it('a darshan plan and a cultural request name who made them with title and company, without a member read', async () => {
    const staff = await signIn('Lakshmi', { role: 'staff' });
    const plan = await padma.call(createPlan, routes.createDarshanPlan, { body: { dateRange: '15-17 December 2026', pax: 4 } });
    expect(plan.statusCode, JSON.stringify(plan.json)).toBe(201);
    expect(plan.json.requester).toBeUndefined();
    expect((await padma.call(submitPlan, routes.submitDarshanPlan, { params: { planId: plan.json.id } })).statusCode).toBeLessThan(300);
    const cultural = await padma.call(createCultural, routes.createCulturalRequest, {
      body: { type: 'translation', request: 'Welcome to our Vizag office', language: 'telugu', urgency: 'urgent' },
    });
    expect(cultural.statusCode).toBe(201);
    await pause();
    const counter = countDynamoCommands();
    const plans = z
      .array(staffDarshanPlanSchema)
      .parse((await staff.call(listStaffPlans, routes.listStaffDarshanPlans, { query: { status: 'submitted' } })).json);
    const requests = z
      .array(staffCulturalRequestSchema)
      .parse((await staff.call(listStaffCultural, routes.listStaffCulturalRequests, { query: { status: 'pending' } })).json);
    const counts = readCounts(counter.counts());
    counter.stop();
    expect(plans.find((p) => p.id === plan.json.id)?.requester).toMatchObject(padmaChip());
    expect(requests.find((r) => r.id === cultural.json.id)?.requester).toMatchObject(padmaChip());
    expect(counts).toMatchObject({ batchGet: 0, scan: 0 });
  });
});

describe('attendees and gated approvals', () => {
  const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();
  const eventForm = (extra: Record<string, unknown>) => ({
    title: 'Founders dinner',
    type: 'networking',
    startTime: inDays(20),
    endTime: inDays(20, 3),
    timeZone: 'Asia/Kolkata',
    venue: 'Taj Krishna',
    city: 'Hyderabad',
    country: 'India',
    ...extra,
  });

  it('shows the organizer who each applicant is and their answer to the criteria; other events keep no answer', async () => {
    const organizer = await signIn('Organizer');
    const gated = await organizer.call(createEvent, routes.createEvent, {
      body: eventForm({ isGated: true, gatingCriteria: 'Founders with a funded company' }),
    });
    expect(gated.statusCode, JSON.stringify(gated.json)).toBe(201);
    const open = await organizer.call(createEvent, routes.createEvent, { body: eventForm({}) });
    const answer = 'Hitec Analytics raised a Series A in 2025';
    const rsvp = await padma.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: gated.json.id }, body: { gatingAnswer: `  ${answer} ` } });
    expect(rsvp.statusCode).toBe(201);
    expect(rsvp.json).toMatchObject({ status: 'pending', gatingAnswer: answer });
    const listed = z.array(attendeeSchema).parse((await organizer.call(listAttendees, routes.listEventAttendees, { params: { eventId: gated.json.id } })).json);
    expect(listed.find((a) => a.memberId === padma.id)).toMatchObject({
      gatingAnswer: answer,
      member: { id: padma.id, title: 'Founder & CEO', companyName: 'Hitec Analytics', verified: true },
    });
    const plain = await padma.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: open.json.id }, body: { gatingAnswer: answer } });
    expect(plain.statusCode).toBe(201);
    expect(plain.json.gatingAnswer).toBeUndefined();
  });

  it('refuses an over-long answer with 400 on the field', async () => {
    const organizer = await signIn('Organizer');
    const gated = await organizer.call(createEvent, routes.createEvent, { body: eventForm({ isGated: true, gatingCriteria: 'Founders only' }) });
    const bad = await padma.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: gated.json.id }, body: { gatingAnswer: 'x'.repeat(1_001) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toContain('body.gatingAnswer');
  });
});
