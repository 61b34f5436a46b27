import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { opportunitiesListed, type OpportunityItem } from '@club/functions/features/investors/entities/investment-opportunity';
import { profilesListed, type InvestorProfileItem } from '@club/functions/features/investors/entities/investor-profile';
import { matchesOfOpportunity, type MatchItem } from '@club/functions/features/investors/entities/investor-match';
import { pitchSlotsOf, type PitchSlotItem } from '@club/functions/features/investors/entities/pitch-slot';
import { getMany } from '@club/functions/platform/db/get-together';
import { queryAll } from '@club/functions/platform/db/pages';
import { counterData } from '@club/functions/features/stats/data';
import { investorData } from '@club/functions/features/investors/data';
import { memberData } from '@club/functions/features/members/data';
import { blocksOf } from '@club/functions/features/network/blocks';
import { inFocus, newMatch, selectProposals } from '@club/functions/features/investors/proposals';
import { investorSnapshot, opportunitySnapshot, putAll, scored } from '@club/functions/features/investors/records';
import { INVESTOR_COUNTERS } from '@club/functions/features/investors/stats';
import { CLUB_SCOPE, memberScope } from '@club/functions/features/stats/counters';
import type { Meeting } from '@club/shared';
import {
  demoInterest,
  demoInvestors,
  demoMeetings,
  demoOpportunities,
  demoResponses,
  demoSlotTimes,
  demoSlotZones,
  demoTemplates,
} from './investors-demo-items.js';
import { displayName, zonedToInstant } from '@club/shared';

/** Whole partitions in key order (seeding is not a request path). */
const all = { ascending: true } as const;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Fixed past times (identical on every run): opportunities from October 2026, profiles from August. */
const OCTOBER = Date.UTC(2026, 9, 1, 5, 30);
const AUGUST = Date.UTC(2026, 7, 1, 5, 30);
const iso = (ms: number) => new Date(ms).toISOString();
/** Today at 00:00 UTC plus days and hours: pitch slots and meetings sit ahead of whoever starts the app. */
const fromToday = (days: number, hour = 0) => Math.floor(Date.now() / DAY) * DAY + days * DAY + hour * HOUR;
/** An hour of the day (a UTC midnight) on a zone's wall clock, as a UTC instant. */
function inZone(day: number, hour: number, timeZone: string): number {
  const date = new Date(day);
  return zonedToInstant({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour }, timeZone);
}
const key = (memberId: string) => memberId.replace(/^demo-/, '');

/** The demo pitch slots of an investor (fixed ids; times from today). */
export function demoSlots(investorId: string): PitchSlotItem[] {
  const zone = demoSlotZones[investorId];
  if (!zone) return [];
  return demoSlotTimes.map(([days, hour, minutes], n) => {
    const start = inZone(fromToday(days), hour, zone.timeZone);
    return {
      investorId,
      id: `slot-${key(investorId)}-${n + 1}`,
      startTime: iso(start),
      endTime: iso(start + minutes * 60_000),
      timeZone: zone.timeZone,
      location: zone.location,
      isBooked: false,
      createdAt: iso(AUGUST + 20 * DAY + n * HOUR),
      updatedAt: iso(AUGUST + 20 * DAY + n * HOUR),
    };
  });
}

/**
 * Investor Corner's demo data: opportunities, investor profiles, pitch slots,
 * term sheet templates, and the matches the real code makes of them: for each
 * active opportunity, the proposals `selectProposals` picks from the scores
 * (`scored`, never between members who blocked each other), the demo
 * interests, and the founders' answers, so the statuses cover pending,
 * accepted (with meetings) and declined. Idempotent: fixed ids and times, and
 * items are written only when missing (members' own changes stay); interest
 * counts and the investor counters are recounted from the stored data.
 */
export async function seedInvestors(): Promise<{ opportunities: number; profiles: number; matches: number }> {
  const { opportunities, investorProfiles, matches, matchParties, pitchSlots, termSheetTemplates } = investorData();
  const people = [...new Set([...demoOpportunities.map((o) => o.founder), ...demoInvestors.map((i) => i.userId)])];
  const memberList = await getMany(
    memberData().members,
    people.map((id) => ({ id })),
  );
  const member = new Map(memberList.map((m) => [m.id, m]));
  const nameOf = (id: string) => {
    const found = member.get(id);
    if (!found) throw new Error(`Unknown demo member ${id}`);
    return displayName(found);
  };

  const opportunityItems: OpportunityItem[] = demoOpportunities.map(({ founder, ...o }, i) => ({
    ...o,
    listing: o.isActive ? 'active' : 'inactive',
    interestCount: 0,
    createdBy: founder,
    createdByName: nameOf(founder),
    createdAt: iso(OCTOBER + i * 2 * DAY),
    updatedAt: iso(OCTOBER + i * 2 * DAY),
  }));
  const profileItems: InvestorProfileItem[] = demoInvestors.map((investor, i) => ({
    ...investor,
    isActive: true,
    listing: 'active',
    name: nameOf(investor.userId),
    firstName: member.get(investor.userId)!.firstName,
    lastName: member.get(investor.userId)!.lastName,
    ...(member.get(investor.userId)!.linkedinUrl ? { linkedinUrl: member.get(investor.userId)!.linkedinUrl } : {}),
    createdAt: iso(AUGUST + i * 3 * DAY),
    updatedAt: iso(AUGUST + i * 3 * DAY),
  }));
  const missing = async <T>(items: T[], read: (items: T[]) => Promise<unknown[]>, same: (a: T, b: unknown) => boolean) => {
    const found = await read(items);
    return items.filter((item) => !found.some((stored) => same(item, stored)));
  };
  const newOpportunities = await missing(
    opportunityItems,
    async (items) =>
      getMany(
        opportunities,
        items.map(({ id }) => ({ id })),
      ),
    (a, b) => a.id === (b as OpportunityItem).id,
  );
  await putAll(opportunities, newOpportunities);
  const newProfiles = await missing(
    profileItems,
    async (items) =>
      getMany(
        investorProfiles,
        items.map(({ userId }) => ({ userId })),
      ),
    (a, b) => a.userId === (b as InvestorProfileItem).userId,
  );
  await putAll(investorProfiles, newProfiles);

  const slots = demoInvestors.flatMap((investor) => demoSlots(investor.userId));
  const storedSlots = (await Promise.all(Object.keys(demoSlotZones).map((investorId) => queryAll(pitchSlots, pitchSlotsOf(investorId), all)))).flat();
  const slotIds = new Set(storedSlots.map((s) => s.id));

  const templates = demoTemplates.map((t, i) => ({ ...t, isPublic: true, downloads: 0, createdAt: iso(AUGUST + i * DAY), updatedAt: iso(AUGUST + i * DAY) }));
  const newTemplates = await missing(
    templates,
    async (items) =>
      getMany(
        termSheetTemplates,
        items.map(({ id }) => ({ id })),
      ),
    (a, b) => a.id === (b as { id: string }).id,
  );
  await putAll(termSheetTemplates, newTemplates);

  // Matches, scored and picked by the real code from the stored cards.
  const storedOpportunities = await getMany(
    opportunities,
    opportunityItems.map(({ id }) => ({ id })),
  );
  const storedProfiles = await getMany(
    investorProfiles,
    profileItems.map(({ userId }) => ({ userId })),
  );
  // Each founder's blocks once, all in parallel.
  const founders = [...new Set(opportunityItems.map((o) => o.createdBy))];
  const blocks = new Map(await Promise.all(founders.map(async (id) => [id, await blocksOf(id)] as const)));
  const blocksOfFounder = async (memberId: string) => blocks.get(memberId) ?? blocksOf(memberId);
  const pairs: { opportunity: OpportunityItem; profile: InvestorProfileItem; order: number; proposed: boolean }[] = [];
  for (const [index, opportunity] of opportunityItems.entries()) {
    const stored = storedOpportunities.find((o) => o.id === opportunity.id) ?? opportunity;
    const blocked = await blocksOfFounder(stored.createdBy);
    const card = opportunitySnapshot(stored);
    const candidates = storedProfiles
      .filter((p) => p.userId !== stored.createdBy && !blocked.has(p.userId) && p.isActive)
      .map((profile) => {
        const investor = investorSnapshot(profile);
        const score = scored(card, investor);
        return { item: profile, score: score.compatibilityScore, eligible: score.eligible && inFocus(card, investor) };
      });
    const chosen = stored.isActive ? selectProposals(candidates) : [];
    const asked = demoInterest.filter(([, o]) => o === stored.id).map(([investor]) => storedProfiles.find((p) => p.userId === investor)!);
    for (const profile of chosen) pairs.push({ opportunity: stored, profile, order: index, proposed: true });
    for (const profile of asked.filter((p) => !chosen.includes(p))) pairs.push({ opportunity: stored, profile, order: index, proposed: false });
  }

  const matchItems: MatchItem[] = [];
  const bookedSlots: PitchSlotItem[] = [];
  for (const [n, { opportunity, profile, order, proposed }] of pairs.entries()) {
    const created = OCTOBER + order * 2 * DAY + DAY + (n % 10) * HOUR;
    const interested = demoInterest.some(([i, o]) => i === profile.userId && o === opportunity.id);
    const base = newMatch(
      opportunitySnapshot(opportunity),
      { id: opportunity.createdBy, name: opportunity.createdByName ?? nameOf(opportunity.createdBy) },
      investorSnapshot(profile),
      {
        matchedBy: 'proposal',
      },
    );
    const answer = demoResponses.find(([i, o]) => i === profile.userId && o === opportunity.id);
    const match: MatchItem = {
      ...base,
      id: `match-${opportunity.id.replace(/^opp-/, '')}-${key(profile.userId)}`,
      matchedBy: proposed ? 'proposal' : 'interest',
      createdAt: iso(created),
      updatedAt: iso(interested ? created + 6 * HOUR : created),
      interestState: interested ? 'interested' : 'proposed',
      interestSince: iso(interested ? created + 6 * HOUR : created),
      ...(interested ? { interestedAt: iso(created + 6 * HOUR) } : {}),
    };
    if (answer) {
      const [, , status, feedback] = answer;
      Object.assign(match, { status, respondedAt: iso(created + 2 * DAY), updatedAt: iso(created + 2 * DAY), ...(feedback ? { feedback } : {}) });
      if (status === 'accepted') {
        const founderEmail = member.get(opportunity.createdBy)?.email;
        const investorEmail = member.get(profile.userId)?.email;
        Object.assign(match, { ...(founderEmail ? { founderEmail } : {}), ...(investorEmail ? { investorEmail } : {}) });
        const planned = demoMeetings.find((m) => m.investor === profile.userId && m.opportunity === opportunity.id);
        if (planned) match.meeting = meetingFor(planned, match, slots, bookedSlots);
      }
    }
    matchItems.push(match);
  }

  const storedMatches = await getMany(
    matches,
    matchItems.map((m) => ({ opportunityId: m.opportunityId, investorId: m.investorId })),
  );
  const newMatches = matchItems.filter((m) => !storedMatches.some((s) => s.opportunityId === m.opportunityId && s.investorId === m.investorId));
  if (newMatches.length) {
    await putAll(matches, newMatches);
    const parties = newMatches.flatMap((m) => [
      {
        memberId: m.investorId,
        side: 'investor' as const,
        matchId: m.id,
        opportunityId: m.opportunityId,
        investorId: m.investorId,
        compatibilityScore: m.compatibilityScore,
        createdAt: m.createdAt,
        updatedAt: m.createdAt,
      },
      {
        memberId: m.founderId,
        side: 'founder' as const,
        matchId: m.id,
        opportunityId: m.opportunityId,
        investorId: m.investorId,
        compatibilityScore: m.compatibilityScore,
        createdAt: m.createdAt,
        updatedAt: m.createdAt,
      },
    ]);
    await putAll(matchParties, parties);
  }
  const newSlots = slots
    .filter((slot) => !slotIds.has(slot.id))
    .map((slot) => bookedSlots.find((b) => b.id === slot.id && newMatches.some((m) => m.id === b.matchId)) ?? slot);
  await putAll(pitchSlots, newSlots);

  await recountInvestors();
  return { opportunities: opportunityItems.length, profiles: profileItems.length, matches: matchItems.length };
}

function meetingFor(planned: (typeof demoMeetings)[number], match: MatchItem, slots: PitchSlotItem[], booked: PitchSlotItem[]): Meeting {
  const scheduledAt = match.respondedAt ?? match.createdAt;
  if (planned.slot !== undefined) {
    const slot = slots.filter((s) => s.investorId === match.investorId)[planned.slot]!;
    booked.push({ ...slot, isBooked: true, bookedBy: match.founderId, matchId: match.id });
    return {
      startTime: slot.startTime,
      endTime: slot.endTime,
      timeZone: slot.timeZone,
      ...(slot.location ? { location: slot.location } : {}),
      slotId: slot.id,
      scheduledBy: match.founderId,
      scheduledAt,
    };
  }
  const { days, hour, timeZone, location } = planned.proposed!;
  const start = inZone(fromToday(days), hour, timeZone);
  return { startTime: iso(start), endTime: iso(start + HOUR), timeZone, location, scheduledBy: match.investorId, scheduledAt };
}

/**
 * Recounts from the stored items: each opportunity's interestCount (its
 * interested matches) and the investor counters (active deals and their
 * raised amounts, active profiles, active matches club-wide and per member).
 * Seeding is not a request path, so reading whole partitions is fine here.
 */
export async function recountInvestors(): Promise<void> {
  const { opportunities, investorProfiles, matches } = investorData();
  const { counters } = counterData();
  const active = await queryAll(opportunities, opportunitiesListed('active'), all);
  const inactive = await queryAll(opportunities, opportunitiesListed('inactive'), all);
  const profiles = await queryAll(investorProfiles, profilesListed('active'), all);
  const mine = new Map<string, number>();
  let activeMatches = 0;
  const everyOpportunity = [...active, ...inactive];
  const lists = await Promise.all(everyOpportunity.map((o) => queryAll(matches, matchesOfOpportunity(o.id), all)));
  for (const [index, opportunity] of everyOpportunity.entries()) {
    const list = lists[index]!;
    const interested = list.filter((m) => m.interestedAt).length;
    if (interested !== opportunity.interestCount) {
      await opportunities
        .build(UpdateItemCommand)
        .item({ id: opportunity.id, interestCount: interested })
        .options({ condition: { attr: 'id', exists: true } })
        .send();
    }
    for (const match of list) {
      if (match.status === 'declined') continue;
      activeMatches += 1;
      for (const party of [match.investorId, match.founderId]) mine.set(party, (mine.get(party) ?? 0) + 1);
    }
  }
  const items = [
    { scope: CLUB_SCOPE, name: INVESTOR_COUNTERS.activeDeals, count: active.length },
    { scope: CLUB_SCOPE, name: INVESTOR_COUNTERS.totalRaised, count: Math.round(active.reduce((sum, o) => sum + o.raisedAmount, 0) * 100) / 100 },
    { scope: CLUB_SCOPE, name: INVESTOR_COUNTERS.profiles, count: profiles.length },
    { scope: CLUB_SCOPE, name: INVESTOR_COUNTERS.activeMatches, count: activeMatches },
    ...[...mine].map(([memberId, count]) => ({ scope: memberScope(memberId), name: INVESTOR_COUNTERS.activeMatches, count })),
  ];
  // Only the counts that differ are written, so a second run leaves every counter (and its updatedAt) as it was.
  const stored = await getMany(
    counters,
    items.map(({ scope, name }) => ({ scope, name })),
  );
  const changed = items.filter((item) => stored.find((c) => c.scope === item.scope && c.name === item.name)?.count !== item.count);
  await putAll(counters, changed);
}
