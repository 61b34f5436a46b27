import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { travelPlansOf } from '../entities/travel-plan.js';
import { queryAll } from '../../../platform/db/pages.js';
import { memberData } from '../../members/data.js';
import { networkData } from '../data.js';
import { readCounters, memberScope } from '../../stats/counters.js';
import { connect } from '../../../test/network.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as blockMember } from './block-member.js';
import { handler as createTravelPlan } from './create-travel-plan.js';
import { handler as deleteTravelPlan } from './delete-travel-plan.js';
import { handler as listTravelOverlaps } from './list-travel-overlaps.js';
import { handler as listTravelPlans } from './list-travel-plans.js';

let me: SignedIn, friend: SignedIn, stranger: SignedIn, privateStranger: SignedIn, localFriend: SignedIn;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const plan = (member: SignedIn, body: Record<string, unknown>) => member.call(createTravelPlan, routes.createTravelPlan, { body });
const overlaps = async (member: SignedIn, planId: string) => (await member.call(listTravelOverlaps, routes.listTravelOverlaps, { params: { planId } })).json;

beforeAll(async () => {
  [me, friend, stranger, privateStranger, localFriend] = (await Promise.all(['Me', 'Friend', 'Stranger', 'Private', 'Local'].map((n) => signIn(n)))) as [
    SignedIn,
    SignedIn,
    SignedIn,
    SignedIn,
    SignedIn,
  ];
  await connect(me, friend);
  await connect(me, localFriend);
  await memberData()
    .members.build(UpdateItemCommand)
    .item({ id: localFriend.id, chapters: $set(['Singapore']) })
    .options({ condition: { attr: 'id', exists: true } })
    .send();
  // The edge card carries chapters as of the accept: reconnecting is simplest in a test; the job refreshes cards otherwise.
  await networkData()
    .connections.build(UpdateItemCommand)
    .item({ memberId: me.id, otherId: localFriend.id, otherChapters: $set(['Singapore']) })
    .options({ condition: { attr: 'memberId', exists: true } })
    .send();
});

describe('travel plans', () => {
  it('adds trips and a home location, lists them (home first, then soonest), refuses bad dates, deletes own only', async () => {
    const trip = await plan(me, {
      city: 'Singapore',
      country: 'Singapore',
      startDate: day(20),
      endDate: day(25),
      purpose: 'Fintech festival',
      isPublic: true,
      notes: 'Marina Bay',
    });
    expect(trip.statusCode).toBe(201);
    expect(trip.json).toMatchObject({ city: 'Singapore', startDate: day(20), endDate: day(25), isPublic: true, purpose: 'Fintech festival' });
    const earlier = await plan(me, { city: 'Dallas', country: 'USA', startDate: day(5), endDate: day(8) });
    const home = await plan(me, { city: 'Hyderabad', country: 'India', startDate: '', endDate: '' });
    expect(home.json.startDate).toBeUndefined();
    const list = (await me.call(listTravelPlans, routes.listTravelPlans)).json.map((p: { id: string }) => p.id);
    expect(list).toEqual([home.json.id, earlier.json.id, trip.json.id]);

    expect((await plan(me, { city: 'Dubai', country: 'UAE', startDate: day(5) })).statusCode).toBe(400);
    expect((await plan(me, { city: 'Dubai', country: 'UAE', startDate: day(5), endDate: day(4) })).statusCode).toBe(400);
    expect((await plan(me, { city: 'Dubai', country: 'UAE', startDate: day(-5), endDate: day(-4) })).statusCode).toBe(400);
    expect((await plan(me, { city: ' ', country: 'UAE' })).statusCode).toBe(400);
    expect((await plan(me, { city: 'Dubai', country: 'UAE', startDate: '2027-02-30', endDate: '2027-03-01' })).statusCode).toBe(400);

    expect((await friend.call(deleteTravelPlan, routes.deleteTravelPlan, { params: { planId: earlier.json.id } })).statusCode).toBe(404);
    expect((await me.call(deleteTravelPlan, routes.deleteTravelPlan, { params: { planId: earlier.json.id } })).json.id).toBe(earlier.json.id);
    expect((await me.call(deleteTravelPlan, routes.deleteTravelPlan, { params: { planId: earlier.json.id } })).statusCode).toBe(404);
  });

  it('shows who is in the city at overlapping dates: public plans, connections’ plans, connections living there; not private strangers, not blocked', async () => {
    const mine = (await plan(me, { city: 'Singapore', country: 'Singapore', startDate: day(30), endDate: day(34), isPublic: false })).json.id as string;
    await plan(friend, { city: 'singapore', country: 'SINGAPORE', startDate: day(33), endDate: day(40), isPublic: false, purpose: 'Board meeting' });
    await plan(stranger, { city: 'Singapore', country: 'Singapore', startDate: day(28), endDate: day(30), isPublic: true });
    await plan(privateStranger, { city: 'Singapore', country: 'Singapore', startDate: day(31), endDate: day(32), isPublic: false });
    await plan(stranger, { city: 'Singapore', country: 'Singapore', startDate: day(50), endDate: day(52), isPublic: true });
    const found = await overlaps(me, mine);
    expect(found.map((o: { user: { id: string }; source: string; isConnection: boolean }) => [o.user.id, o.source, o.isConnection])).toEqual([
      [localFriend.id, 'home', true],
      [friend.id, 'travel_plan', true],
      [stranger.id, 'travel_plan', false],
    ]);
    expect(found[1]).toMatchObject({ purpose: 'Board meeting', startDate: day(33) });
    expect((await friend.call(listTravelOverlaps, routes.listTravelOverlaps, { params: { planId: mine } })).statusCode).toBe(404);

    await me.call(blockMember, routes.blockMember, { params: { memberId: stranger.id } });
    expect((await overlaps(me, mine)).map((o: { user: { id: string } }) => o.user.id)).not.toContain(stranger.id);
  });
});

describe('the travel-plan cap under concurrency', () => {
  const cap = 50;
  const held = async (member: SignedIn) => (await queryAll(networkData().travelPlans, travelPlansOf(member.id))).length;
  const counted = async (member: SignedIn) => (await readCounters(memberScope(member.id))).travelPlans;

  it('80 concurrent creates by one member keep exactly 50 plans; the rest are 409 with the reason; a delete makes room again', async () => {
    const burster = await signIn('Burst');
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => plan(burster, { city: `City ${i}`, country: 'India', startDate: day(10), endDate: day(12), isPublic: false })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(cap);
    expect(codes.filter((code) => code === 409)).toHaveLength(80 - cap);
    expect(answers.find((a) => a.statusCode === 409)!.json.message).toBe(`You can keep at most ${cap} travel plans; delete one first`);
    expect(await held(burster)).toBe(cap);
    expect(await counted(burster)).toBe(cap);

    const first = answers.find((a) => a.statusCode === 201)!.json.id as string;
    // Two deletes of one plan at once give back one place, not two.
    const deletes = await Promise.all([0, 1].map(() => burster.call(deleteTravelPlan, routes.deleteTravelPlan, { params: { planId: first } })));
    expect(deletes.map((d) => d.statusCode).sort()).toEqual([200, 404]);
    expect(await counted(burster)).toBe(cap - 1);
    const again = await Promise.all([0, 1].map(() => plan(burster, { city: 'Dubai', country: 'UAE', isPublic: true })));
    expect(again.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await held(burster)).toBe(cap);
    expect(await counted(burster)).toBe(cap);
  }, 120_000);
});
