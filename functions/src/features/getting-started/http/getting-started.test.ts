import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type GettingStarted, type Suggestions } from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { companyData } from '../../companies/data.js';
import { handler as createCompany } from '../../companies/http/create-company.js';
import { handler as createEvent } from '../../events/http/create-event.js';
import { handler as rsvpEvent } from '../../events/http/rsvp-event.js';
import { handler as saveMailPreferences } from '../../mail/http/save-mail-preferences.js';
import { handler as updateProfile } from '../../members/http/update-my-profile.js';
import { handler as sendConnectionRequest } from '../../network/http/send-connection-request.js';
import { handler as createTravelPlan } from '../../network/http/create-travel-plan.js';
import { handler as verifyMember } from '../../staff/http/verify-member.js';
import { handler as setVisibility } from '../../account/http/save-my-visibility.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { connect } from '../../../test/network.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as getUser } from '../../auth/http/get-user.js';
import { handler as getGettingStarted } from './get-getting-started.js';
import { handler as getSuggestions } from './get-suggestions.js';
import { handler as markHomeSeen } from './mark-home-seen.js';

const checklistOf = async (who: SignedIn): Promise<GettingStarted> => {
  const answer = await who.call(getGettingStarted, routes.getGettingStarted);
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return answer.json as GettingStarted;
};
const firstVisit = async (who: SignedIn): Promise<boolean> => (await who.call(getUser, routes.getAuthUser)).json.firstVisit as boolean;
const done = (state: GettingStarted) => Object.fromEntries(state.checklist.map((item) => [item.step, item.done]));
const patch = async (who: SignedIn, body: Record<string, unknown>) => {
  const answer = await who.call(updateProfile, routes.updateMyProfile, { body });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
};
const suggestionsFor = async (who: SignedIn): Promise<Suggestions> => {
  const answer = await who.call(getSuggestions, routes.getSuggestions);
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return answer.json as Suggestions;
};
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();
const event = (organizer: SignedIn, extra: Record<string, unknown>) =>
  organizer.call(createEvent, routes.createEvent, {
    body: {
      title: 'Chapter evening',
      type: 'networking',
      startTime: inDays(10),
      endTime: inDays(10, 3),
      timeZone: 'Asia/Kolkata',
      city: 'Hyderabad',
      country: 'India',
      isVirtual: false,
      isGated: false,
      isActive: true,
      ...extra,
    },
  });

let staff: SignedIn;
beforeAll(async () => {
  staff = await signIn('Lakshmi', { role: 'staff' });
});

describe('GET /api/members/me/getting-started', () => {
  it('starts a new member with every step open (but the photo LinkedIn gave), unverified, on a first visit (GET /api/auth/user)', async () => {
    const anjali = await signIn('Anjali');
    const state = await checklistOf(anjali);
    expect(await firstVisit(anjali)).toBe(true);
    expect(state.verified).toBe(false);
    expect(state.checklist.map((item) => item.step)).toEqual(['photo', 'titleAndCompany', 'chapters', 'connections', 'mailPreferences', 'firstRsvp']);
    expect(done(state)).toEqual({ photo: true, titleAndCompany: false, chapters: false, connections: false, mailPreferences: false, firstRsvp: false });
    expect(state.checklist.find((item) => item.step === 'connections')).toMatchObject({ count: 0, goal: 3 });
  });

  it('advances as the member edits their profile, connects, saves e-mail choices and RSVPs; verified once staff say so', async () => {
    const anjali = await signIn('Anjali');
    await patch(anjali, { profileImageUrl: '' });
    expect(done(await checklistOf(anjali)).photo).toBe(false);

    await patch(anjali, { profileImageUrl: 'https://images.example.com/anjali.jpg', title: 'Managing Director' });
    // A title without a company is half the step.
    expect(done(await checklistOf(anjali))).toMatchObject({ photo: true, titleAndCompany: false });
    const company = await anjali.call(createCompany, routes.createCompany, { body: { name: 'Godavari Foods', industry: 'Agriculture', country: 'India' } });
    await patch(anjali, { companyId: company.json.id, chapters: ['AP-Vizag'] });
    expect(done(await checklistOf(anjali))).toMatchObject({ titleAndCompany: true, chapters: true, connections: false });

    for (const name of ['Ravi', 'Sita']) await connect(anjali, await signIn(name));
    const two = await checklistOf(anjali);
    expect(two.checklist.find((item) => item.step === 'connections')).toMatchObject({ done: false, count: 2, goal: 3 });
    await connect(await signIn('Kiran'), anjali);
    expect(done(await checklistOf(anjali)).connections).toBe(true);

    expect((await anjali.call(saveMailPreferences, routes.saveMailPreferences, { body: { digest: false } })).statusCode).toBe(200);
    const created = await event(staff, {});
    expect(created.statusCode, JSON.stringify(created.json)).toBe(201);
    expect((await anjali.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: created.json.id }, body: {} })).statusCode).toBe(201);
    const all = await checklistOf(anjali);
    expect(Object.values(done(all)).every(Boolean)).toBe(true);
    expect(all.verified).toBe(false);

    const verified = await staff.call(verifyMember, routes.verifyMember, { params: { memberId: anjali.id }, body: { verified: true } });
    expect(verified.statusCode).toBe(200);
    expect((await checklistOf(anjali)).verified).toBe(true);
  });

  it('reads in one round of three requests, none a Scan', async () => {
    const member = await signIn('Counted');
    const counter = countDynamoCommands();
    await checklistOf(member);
    const counts = counter.counts();
    const rounds = counter.rounds();
    counter.stop();
    // The session's own read is the first round; the checklist's three reads go out together after it.
    expect(rounds).toBe(2);
    expect(counts).not.toHaveProperty('ScanCommand');
    expect((counts.QueryCommand ?? 0) + (counts.GetItemCommand ?? 0) + (counts.GetCommand ?? 0)).toBe(3);
  });

  it('refuses a photo link that is no web address with 400 on the field, changing nothing', async () => {
    const member = await signIn('Photo');
    const answer = await member.call(updateProfile, routes.updateMyProfile, { body: { profileImageUrl: 'javascript:alert(1)' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toContain('body.profileImageUrl');
    expect(done(await checklistOf(member)).photo).toBe(true);
  });
});

describe('POST /api/members/me/home-seen', () => {
  it('ends the first visit once: a second call keeps the first time', async () => {
    const member = await signIn('Anjali');
    const first = await member.call(markHomeSeen, routes.markHomeSeen);
    expect(first.statusCode).toBe(200);
    expect(await firstVisit(member)).toBe(false);
    const again = await member.call(markHomeSeen, routes.markHomeSeen);
    expect(again.json.firstSeenAt).toBe(first.json.firstSeenAt);
  });

  it('keeps the first visit through a profile edit, and the edit keeps it', async () => {
    const member = await signIn('Anjali');
    await member.call(markHomeSeen, routes.markHomeSeen);
    await patch(member, { title: 'Director' });
    expect(await firstVisit(member)).toBe(false);
  });
});

describe('GET /api/members/me/suggestions', () => {
  /** A unique chapter set is impossible (chapters are fixed), so each person is found by id. */
  const reasonsOf = (answer: Suggestions, id: string) => answer.people.find((entry) => entry.person.id === id)?.reasons;

  it('suggests chapter members, colleagues and friends of friends, saying why; never self, connections, open requests or the hidden', async () => {
    const me = await signIn('Anjali');
    const company = await me.call(createCompany, routes.createCompany, {
      body: { name: `Vizag Ports ${randomUUID().slice(0, 6)}`, industry: 'Logistics', country: 'India' },
    });
    await patch(me, { chapters: ['AP-Vizag'], companyId: company.json.id });

    const chapterMate = await signIn('Chandra');
    await patch(chapterMate, { chapters: ['AP-Vizag'], title: 'CFO' });
    const colleague = await signIn('Kavya');
    await companyData().companyMembers.build(PutItemCommand).item({ companyId: company.json.id, memberId: colleague.id }).send();
    const friend = await signIn('Ravi');
    await connect(me, friend);
    const friendOfFriend = await signIn('Sunil');
    await connect(friend, friendOfFriend);
    const requested = await signIn('Pending');
    await patch(requested, { chapters: ['AP-Vizag'] });
    expect((await me.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: requested.id } })).statusCode).toBe(201);
    const asking = await signIn('Asking');
    await patch(asking, { chapters: ['AP-Vizag'] });
    expect((await asking.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: me.id } })).statusCode).toBe(201);
    const hidden = await signIn('Hidden');
    await patch(hidden, { chapters: ['AP-Vizag'] });
    expect((await hidden.call(setVisibility, routes.saveMyVisibility, { body: { hideFromSuggestions: true } })).statusCode).toBe(200);

    const answer = await suggestionsFor(me);
    expect(reasonsOf(answer, chapterMate.id)).toEqual([{ kind: 'chapter', detail: 'AP-Vizag' }]);
    expect(answer.people.find((entry) => entry.person.id === chapterMate.id)?.person).toMatchObject({ firstName: 'Chandra', title: 'CFO' });
    expect(reasonsOf(answer, colleague.id)).toEqual([{ kind: 'company', detail: company.json.name }]);
    expect(reasonsOf(answer, friendOfFriend.id)).toEqual([{ kind: 'mutual', detail: 'Ravi Reddy', count: 1 }]);
    const shown = answer.people.map((entry) => entry.person.id);
    for (const left of [me, friend, requested, asking, hidden]) expect(shown).not.toContain(left.id);
  });

  it('lists in-person events in the member’s chapter city and home city, soonest first, with where they matched', async () => {
    const me = await signIn('Anjali');
    const homeCity = `Rajahmundry ${randomUUID().slice(0, 6)}`;
    await patch(me, { chapters: ['Telangana'] });
    expect(
      (await me.call(createTravelPlan, routes.createTravelPlan, { body: { city: homeCity, country: 'India', startDate: '', endDate: '' } })).statusCode,
    ).toBe(201);
    const later = await event(staff, { title: 'Hyderabad evening', startTime: inDays(30), endTime: inDays(30, 2) });
    const sooner = await event(staff, { title: 'Home town lunch', city: homeCity, startTime: inDays(1), endTime: inDays(1, 2) });
    const elsewhere = await event(staff, { title: 'Dallas mixer', city: 'Dallas', country: 'USA', timeZone: 'America/Chicago' });
    for (const created of [later, sooner, elsewhere]) expect(created.statusCode, JSON.stringify(created.json)).toBe(201);

    const answer = await suggestionsFor(me);
    expect(answer.places).toEqual([homeCity, 'Hyderabad']);
    const ids = answer.events.map((e) => e.id);
    expect(answer.events[0]).toMatchObject({ id: sooner.json.id, near: homeCity });
    expect(ids).toContain(later.json.id);
    expect(ids).not.toContain(elsewhere.json.id);
    expect(answer.events.every((e) => e.near === homeCity || e.near === 'Hyderabad')).toBe(true);
    expect(answer.events.map((e) => e.startTime)).toEqual([...answer.events.map((e) => e.startTime)].sort());
  });

  it('answers nothing to suggest for a member with no chapters, company, ties or home', async () => {
    const answer = await suggestionsFor(await signIn('Lonely'));
    expect(answer.events).toEqual([]);
    expect(answer.places).toEqual([]);
    expect(answer.people.every((entry) => entry.reasons.length > 0)).toBe(true);
  });
});
