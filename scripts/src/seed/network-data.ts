import { pairKey, type ConnectionPairInput } from '@club/functions/features/network/entities/connection-pair';
import { requestsFrom, requestsTo, type ConnectionRequestInput } from '@club/functions/features/network/entities/connection-request';
import { introPartiesOf, type IntroductionInput, type IntroductionItem, type IntroPartyInput } from '@club/functions/features/network/entities/introduction';
import { MEMBERS } from '@club/functions/features/members/entities/member';
import { travelPlansOf } from '@club/functions/features/network/entities/travel-plan';
import { getMany } from '@club/functions/platform/db/get-together';
import { queryAll } from '@club/functions/platform/db/pages';
import { counterData } from '@club/functions/features/stats/data';
import { memberData } from '@club/functions/features/members/data';
import { networkData } from '@club/functions/features/network/data';
import { putAll } from '@club/functions/platform/db/batch-write';
import { tieItems } from '@club/functions/features/network/connections';
import { runSmartNudges } from '@club/functions/features/network/nudge-job';
import { ensureInterests } from '@club/functions/features/network/profiles';
import { recountTravelPlans, travelPlanItem } from '@club/functions/features/network/travel';
import { memberScope } from '@club/functions/features/stats/counters';
import type { IntroRole } from '@club/shared';
import { displayName } from '@club/shared';

/** Every member (the directory's index), oldest first. */
const ALL_MEMBERS = { index: 'gsi1', partition: MEMBERS } as const;
const DAY = 86_400_000;
/** Fixed past times (identical on every run). */
const at = (index: number): string => new Date(Date.UTC(2026, 8, 1) + index * 86_400_000).toISOString();
/** Days from today (travel plans and follow-ups sit in the future, like the demo events). */
const fromToday = (days: number): string => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY).toISOString().slice(0, 10);

/** Demo members by first name, as the graph below names them. */
const ID = {
  ramesh: 'demo-ramesh-reddy',
  lakshmi: 'demo-lakshmi-naidu',
  srinivas: 'demo-srinivas-chowdary',
  padmaja: 'demo-padmaja-rao',
  venkata: 'demo-venkata-subbaiah',
  anitha: 'demo-anitha-varma',
  krishna: 'demo-krishna-mohan',
  sailaja: 'demo-sailaja-kommineni',
  prasad: 'demo-prasad-gorantla',
  harika: 'demo-harika-penmetsa',
  naveen: 'demo-naveen-kolli',
  swathi: 'demo-swathi-bandaru',
  raviteja: 'demo-ravi-teja-gadde',
  madhavi: 'demo-madhavi-ponnapalli',
  suresh: 'demo-suresh-babu-nandamuri',
  kavitha: 'demo-kavitha-devineni',
  raghu: 'demo-raghu-ram-pinnamaneni',
  bhargavi: 'demo-bhargavi-kasturi',
  chandra: 'demo-chandra-sekhar-vemuri',
  divya: 'demo-divya-tummala',
  gopi: 'demo-gopi-krishna-alluri',
  hemalatha: 'demo-hemalatha-sunkara',
  jagadeesh: 'demo-jagadeesh-mandava',
  keerthi: 'demo-keerthi-ravuri',
  mahesh: 'demo-mahesh-chintalapudi',
  neelima: 'demo-neelima-kodali',
  pavan: 'demo-pavan-kalyan-ganta',
  rajeswari: 'demo-rajeswari-maddali',
  saikiran: 'demo-sai-kiran-boppana',
  usha: 'demo-usha-rani-karumuri',
  vamsi: 'demo-vamsi-krishna-atluri',
  yamini: 'demo-yamini-siddabattula',
} as const;
type Who = keyof typeof ID;

/**
 * Who knows whom: clusters by chapter (Vijayawada, Hyderabad, Vizag,
 * Tirupati, DFW and the Bay Area, the Gulf, Singapore, London) and industry
 * (rice and seafood exporters with the Dubai traders, investors with
 * founders), 3–15 ties each, a few bridges between clusters.
 */
const TIES = `
ramesh-srinivas ramesh-krishna ramesh-bhargavi ramesh-yamini ramesh-suresh ramesh-naveen ramesh-mahesh ramesh-pavan ramesh-sailaja
srinivas-mahesh srinivas-krishna srinivas-pavan srinivas-naveen srinivas-jagadeesh srinivas-sailaja krishna-pavan krishna-naveen krishna-jagadeesh
sailaja-suresh sailaja-rajeswari suresh-rajeswari suresh-mahesh suresh-lakshmi mahesh-jagadeesh mahesh-naveen
lakshmi-kavitha lakshmi-padmaja lakshmi-madhavi lakshmi-saikiran lakshmi-swathi lakshmi-harika lakshmi-usha
padmaja-raghu padmaja-saikiran padmaja-prasad padmaja-harika padmaja-keerthi madhavi-usha madhavi-kavitha saikiran-raghu saikiran-usha kavitha-chandra
venkata-gopi venkata-bhargavi venkata-yamini gopi-yamini bhargavi-yamini venkata-naveen gopi-bhargavi
anitha-hemalatha anitha-rajeswari hemalatha-rajeswari anitha-neelima hemalatha-pavan
prasad-divya prasad-harika harika-keerthi harika-raghu keerthi-raghu divya-raghu divya-keerthi
naveen-jagadeesh swathi-chandra swathi-vamsi chandra-vamsi swathi-harika chandra-raviteja raviteja-neelima raviteja-vamsi neelima-vamsi raviteja-naveen
`
  .trim()
  .split(/\s+/)
  .map((pair) => pair.split('-') as [Who, Who]);

/** Requests still waiting (sender, receiver, note). */
const REQUESTS: [Who, Who, string | undefined][] = [
  ['keerthi', 'ramesh', 'We are looking at shrimp traceability chips; would love to compare notes.'],
  ['neelima', 'ramesh', 'Our UK stores want Godavari prawns for a pickle line.'],
  ['ramesh', 'swathi', 'Exploring a growth round for our processing expansion.'],
  ['divya', 'lakshmi', undefined],
  ['vamsi', 'lakshmi', 'Met you at the Hyderabad summit last year.'],
  ['lakshmi', 'chandra', 'Kaveri’s healthcare thesis looks close to what we build.'],
  ['gopi', 'srinivas', undefined],
];

interface DemoIntro {
  id: string;
  requester: Who;
  introducer: Who;
  target: Who;
  status: IntroductionItem['status'];
  purpose: IntroductionItem['purpose'];
  message: string;
  introducerResponse?: string;
  targetResponse?: string;
  declinedBy?: 'introducer' | 'target';
  followUpDays?: number;
}

/** Introductions in every status (accepted and completed ones connected requester and target). */
const INTROS: DemoIntro[] = [
  {
    id: 'intro-demo-pending-dubai',
    requester: 'ramesh',
    introducer: 'srinivas',
    target: 'jagadeesh',
    status: 'pending',
    purpose: 'business',
    message: 'Looking for a Jebel Ali partner to re-export frozen shrimp across the GCC.',
  },
  {
    id: 'intro-demo-pending-gulf',
    requester: 'yamini',
    introducer: 'ramesh',
    target: 'naveen',
    status: 'pending',
    purpose: 'collaboration',
    message: 'AP Maritime Board is courting Gulf traders for Vizag port slots.',
  },
  {
    id: 'intro-demo-approved-capital',
    requester: 'lakshmi',
    introducer: 'padmaja',
    target: 'raghu',
    status: 'approved',
    purpose: 'investment',
    message: 'Raising for a Genome Valley biologics line; Raghu invests in health-tech.',
    introducerResponse: 'Raghu backs exactly this; over to you both.',
  },
  {
    id: 'intro-demo-approved-infra',
    requester: 'sailaja',
    introducer: 'suresh',
    target: 'lakshmi',
    status: 'approved',
    purpose: 'business',
    message: 'Pharma City needs an effluent plant; we build those.',
    introducerResponse: 'Lakshmi, Sailaja’s team built the Amaravati canals.',
  },
  {
    id: 'intro-demo-accepted-seafood',
    requester: 'srinivas',
    introducer: 'ramesh',
    target: 'bhargavi',
    status: 'accepted',
    purpose: 'business',
    message: 'Shared reefer containers out of Vizag would cut both our freight costs.',
    introducerResponse: 'You two should talk logistics.',
    targetResponse: 'Happy to, call me next week.',
    followUpDays: 0,
  },
  {
    id: 'intro-demo-completed-rice',
    requester: 'mahesh',
    introducer: 'suresh',
    target: 'lakshmi',
    status: 'completed',
    purpose: 'hiring',
    message: 'Looking for a quality head with GMP background for our rice mill lab.',
    introducerResponse: 'Lakshmi knows every QA lead in Genome Valley.',
    targetResponse: 'Sent you three names.',
  },
  {
    id: 'intro-demo-declined-granite',
    requester: 'harika',
    introducer: 'lakshmi',
    target: 'madhavi',
    status: 'declined',
    declinedBy: 'introducer',
    purpose: 'investment',
    message: 'Exploring granite slabs for our new fab campus.',
    introducerResponse: 'Madhavi is heads-down on an export order this quarter.',
  },
  {
    id: 'intro-demo-declined-trading',
    requester: 'pavan',
    introducer: 'krishna',
    target: 'naveen',
    status: 'declined',
    declinedBy: 'target',
    purpose: 'business',
    message: 'Want a Dubai distributor for Guntur chilli powder.',
    introducerResponse: 'Naveen handles spices in the GCC.',
    targetResponse: 'We already carry Guntur chilli from another mill.',
  },
];

/** Travel plans: trips to Dubai, Singapore, Dallas and Hyderabad, and where a few members live. */
const PLANS: { id: string; who: Who; city: string; country: string; start?: number; end?: number; purpose?: string; isPublic: boolean; notes?: string }[] = [
  {
    id: 'plan-demo-ramesh-dubai',
    who: 'ramesh',
    city: 'Dubai',
    country: 'UAE',
    start: 12,
    end: 16,
    purpose: 'Gulfood',
    isPublic: true,
    notes: 'Staying near the World Trade Centre',
  },
  { id: 'plan-demo-srinivas-dubai', who: 'srinivas', city: 'Dubai', country: 'UAE', start: 13, end: 15, purpose: 'Rice buyers meeting', isPublic: false },
  { id: 'plan-demo-chandra-dubai', who: 'chandra', city: 'Dubai', country: 'UAE', start: 14, end: 18, purpose: 'LP meetings', isPublic: true },
  { id: 'plan-demo-naveen-home', who: 'naveen', city: 'Dubai', country: 'UAE', isPublic: true },
  { id: 'plan-demo-lakshmi-singapore', who: 'lakshmi', city: 'Singapore', country: 'Singapore', start: 20, end: 24, purpose: 'BIO Asia', isPublic: true },
  { id: 'plan-demo-harika-singapore', who: 'harika', city: 'Singapore', country: 'Singapore', start: 21, end: 23, purpose: 'SEMICON SEA', isPublic: false },
  { id: 'plan-demo-padmaja-dallas', who: 'padmaja', city: 'Dallas', country: 'USA', start: 8, end: 12, purpose: 'Client visits', isPublic: false },
  { id: 'plan-demo-prasad-home', who: 'prasad', city: 'Dallas', country: 'USA', isPublic: true },
  { id: 'plan-demo-keerthi-dallas', who: 'keerthi', city: 'Dallas', country: 'USA', start: 9, end: 11, purpose: 'Dallas chapter evening', isPublic: true },
  { id: 'plan-demo-harika-hyderabad', who: 'harika', city: 'Hyderabad', country: 'India', start: 5, end: 9, purpose: 'Design centre review', isPublic: true },
  { id: 'plan-demo-raviteja-hyderabad', who: 'raviteja', city: 'Hyderabad', country: 'India', start: 24, end: 26, purpose: 'Family visit', isPublic: false },
  { id: 'plan-demo-ramesh-hyderabad', who: 'ramesh', city: 'Hyderabad', country: 'India', start: 3, end: 4, purpose: 'MPEDA meeting', isPublic: false },
];

const name = (member: { firstName: string; lastName: string }) => displayName(member);

/**
 * The demo network. Idempotent and gentle with what members did
 * since: a tie is written only where the pair has no tie, block or request;
 * a request only where the pair has neither; introductions and travel plans
 * by fixed id only when missing (a member's own plans suppress the demo ones).
 * Then the pending counts are recounted from the data, and the real
 * smart-nudges job runs, so the nudges are the job's, not hand-written.
 */
export async function seedNetwork(): Promise<{ ties: number; nudges: number }> {
  const { members } = memberData();
  const { connections, connectionRequests, connectionPairs, introductions, introParties, introGuards, travelPlans } = networkData();
  const people = new Map(
    (
      await getMany(
        members,
        Object.values(ID).map((id) => ({ id })),
      )
    ).map((member) => [member.id, member]),
  );
  const known = (who: Who) => people.has(ID[who]);

  // Pairs already tied (either way, any status) or with a request either way.
  const pairs = [...TIES, ...REQUESTS.map(([a, b]) => [a, b] as [Who, Who]), ...INTROS.flatMap((i) => [[i.requester, i.target] as [Who, Who]])];
  const edgeKeys = pairs.flatMap(([a, b]) => [
    { memberId: ID[a], otherId: ID[b] },
    { memberId: ID[b], otherId: ID[a] },
  ]);
  const requestKeys = pairs.flatMap(([a, b]) => [
    { fromUserId: ID[a], toUserId: ID[b] },
    { fromUserId: ID[b], toUserId: ID[a] },
  ]);
  const [edges, requests] = await Promise.all([getMany(connections, edgeKeys), getMany(connectionRequests, requestKeys)]);
  const taken = new Set([...edges.map((e) => [e.memberId, e.otherId].sort().join('|')), ...requests.map((r) => [r.fromUserId, r.toUserId].sort().join('|'))]);
  const free = (a: Who, b: Who) => known(a) && known(b) && !taken.has([ID[a], ID[b]].sort().join('|'));

  const interests = await ensureInterests([...people.values()]);
  const tieWrites = TIES.filter(([a, b]) => free(a, b)).flatMap(([a, b], index) =>
    tieItems({ a: people.get(ID[a])!, b: people.get(ID[b])!, strength: 1, interests, mutualConnections: 0, now: at(index % 60) }),
  );

  const existingIntros = await getMany(
    introductions,
    INTROS.map(({ id }) => ({ id })),
  );
  const introPresent = new Set(existingIntros.map((intro) => intro.id));
  const introWrites = INTROS.filter((intro) => !introPresent.has(intro.id) && known(intro.requester) && known(intro.introducer) && known(intro.target));
  for (const [index, intro] of introWrites.entries()) {
    if ((intro.status === 'accepted' || intro.status === 'completed') && free(intro.requester, intro.target)) {
      const introducer = people.get(ID[intro.introducer])!;
      tieWrites.push(
        ...tieItems({
          a: people.get(ID[intro.requester])!,
          b: people.get(ID[intro.target])!,
          strength: 1,
          interests,
          mutualConnections: 1,
          introducedBy: { id: introducer.id, name: name(introducer) },
          now: at(70 + index),
        }),
      );
    }
  }
  if (tieWrites.length) await putAll(connections, tieWrites);

  const requestWrites: ConnectionRequestInput[] = REQUESTS.filter(([a, b]) => free(a, b)).map(([a, b, note], index) => {
    const from = people.get(ID[a])!;
    const to = people.get(ID[b])!;
    return {
      fromUserId: from.id,
      toUserId: to.id,
      status: 'requested',
      ...(note ? { note } : {}),
      fromFirstName: from.firstName,
      fromLastName: from.lastName,
      toFirstName: to.firstName,
      toLastName: to.lastName,
      createdAt: at(80 + index),
    };
  });
  if (requestWrites.length) await putAll(connectionRequests, requestWrites);
  // Each pair's guard, as the routes write it (a tie: connected; a waiting request: requested by its sender), once per pair.
  const pairWrites = new Map<string, ConnectionPairInput>();
  for (const tie of tieWrites)
    pairWrites.set(JSON.stringify(pairKey(tie.memberId, tie.otherId)), { ...pairKey(tie.memberId, tie.otherId), state: 'connected' });
  for (const request of requestWrites) {
    pairWrites.set(JSON.stringify(pairKey(request.fromUserId, request.toUserId)), {
      ...pairKey(request.fromUserId, request.toUserId),
      state: 'requested',
      fromUserId: request.fromUserId,
    });
  }
  if (pairWrites.size) await putAll(connectionPairs, [...pairWrites.values()]);

  for (const [index, intro] of introWrites.entries()) {
    const createdAt = at(40 + index * 4);
    const item: IntroductionInput & { requesterId: string; targetUserId: string; introducerId: string } = {
      id: intro.id,
      requesterId: ID[intro.requester],
      targetUserId: ID[intro.target],
      introducerId: ID[intro.introducer],
      purpose: intro.purpose,
      message: intro.message,
      status: intro.status,
      ...(intro.introducerResponse ? { introducerResponse: intro.introducerResponse } : {}),
      ...(intro.targetResponse ? { targetResponse: intro.targetResponse } : {}),
      ...(intro.declinedBy ? { declinedBy: intro.declinedBy } : {}),
      isSuccessful: intro.status === 'completed',
      ...(intro.followUpDays !== undefined ? { followUpAt: fromToday(intro.followUpDays) } : {}),
      createdAt,
      ...(intro.status === 'pending' ? {} : { updatedAt: at(42 + index * 4) }),
    };
    const party = (who: Who, role: IntroRole): IntroPartyInput => ({
      memberId: ID[who],
      introId: intro.id,
      role,
      requesterId: item.requesterId,
      targetUserId: item.targetUserId,
      introducerId: item.introducerId,
      createdAt,
    });
    await putAll(introParties, [party(intro.requester, 'requester'), party(intro.introducer, 'introducer'), party(intro.target, 'target')]);
    if (intro.status !== 'declined') await putAll(introGuards, [{ requesterId: item.requesterId, targetUserId: item.targetUserId, introId: intro.id }]);
    // The introduction last: a run cut short writes it again next time.
    await putAll(introductions, [item]);
  }

  const planOwners = [...new Set(PLANS.map((plan) => plan.who))].filter(known);
  const owned = await Promise.all(planOwners.map(async (who) => [who, await queryAll(travelPlans, travelPlansOf(ID[who]), { ascending: true })] as const));
  const ownPlans = new Map(owned.map(([who, plans]) => [who, plans]));
  const planWrites = PLANS.filter((plan) => {
    const existing = ownPlans.get(plan.who);
    // A member who keeps plans of their own (or still has the demo ones) gets none added.
    return existing !== undefined && (existing.length === 0 || existing.every((p) => p.id.startsWith('plan-demo-'))) && !existing.some((p) => p.id === plan.id);
  }).map((plan, index) =>
    travelPlanItem(
      people.get(ID[plan.who])!,
      {
        city: plan.city,
        country: plan.country,
        ...(plan.start !== undefined ? { startDate: fromToday(plan.start), endDate: fromToday(plan.end!) } : {}),
        purpose: plan.purpose,
        isPublic: plan.isPublic,
        notes: plan.notes,
      },
      plan.id,
      at(90 + index),
    ),
  );
  if (planWrites.length) await putAll(travelPlans, planWrites);
  // The travel-plan counters (the members' cap) agree with the plans.
  for (const who of planOwners) await recountTravelPlans(ID[who]);

  await recountNetwork();
  const job = await runSmartNudges();
  return { ties: tieWrites.length / 2, nudges: job.nudgesWritten };
}

/** Every member's pending request and introduction counts, recounted from the data (exact after any history). */
export async function recountNetwork(): Promise<void> {
  const { members } = memberData();
  const { connectionRequests, introParties, introductions } = networkData();
  const { counters } = counterData();
  const memberList = await queryAll(members, ALL_MEMBERS, { ascending: true });
  const rows: { scope: string; name: string; count: number }[] = [];
  for (const member of memberList) {
    const [incoming, outgoing, parties] = await Promise.all([
      queryAll(connectionRequests, requestsTo(member.id, 'requested')),
      queryAll(connectionRequests, requestsFrom(member.id, 'requested')),
      queryAll(introParties, introPartiesOf(member.id)),
    ]);
    const intros = parties.length
      ? await getMany(
          introductions,
          parties.map((p) => ({ id: p.introId })),
        )
      : [];
    const roles = new Map(parties.map((p) => [p.introId, p.role]));
    const awaiting = intros.filter(
      (intro) => (intro.status === 'pending' && roles.get(intro.id) === 'introducer') || (intro.status === 'approved' && roles.get(intro.id) === 'target'),
    ).length;
    const scope = memberScope(member.id);
    rows.push(
      { scope, name: 'network#incoming', count: incoming.length },
      { scope, name: 'network#outgoing', count: outgoing.length },
      { scope, name: 'network#intros', count: intros.length },
      { scope, name: 'network#introsAwaiting', count: awaiting },
    );
  }
  if (rows.length) await putAll(counters, rows);
}
