import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededDemoTable } from '../test/demo-table.js';
import { counterData } from '@club/functions/features/stats/data';
import { investorData } from '@club/functions/features/investors/data';
import { countersOf } from '@club/functions/features/stats/entities/counter';
import { opportunitiesListed } from '@club/functions/features/investors/entities/investment-opportunity';
import { profilesListed } from '@club/functions/features/investors/entities/investor-profile';
import { matchPartiesOf, matchesOfOpportunity } from '@club/functions/features/investors/entities/investor-match';
import { pitchSlotsOf } from '@club/functions/features/investors/entities/pitch-slot';
import { TERM_SHEET_TEMPLATES } from '@club/functions/features/investors/entities/term-sheet-template';
import { queryAll } from '@club/functions/platform/db/pages';
import { toMatch, toOpportunity, toProfile, investorSnapshot, opportunitySnapshot, scored } from '@club/functions/features/investors/records';
import { toTemplate } from '@club/functions/features/investors/term-sheets';
import { INDUSTRIES, INVESTOR_TYPES, MATCH_PROPOSAL_THRESHOLD, MATCH_STATUSES, OPPORTUNITY_STAGES, type TermSheetTemplate } from '@club/shared';
import { demoOpportunities } from './investors-demo-items.js';
import { seedDemoData } from './seed-demo-data.js';

beforeAll(() => useSeededDemoTable('seed-investors'));

const all = { ascending: true } as const;
/** A scope's investor counters (their sort keys `COUNTER#investors#…`). */
const investorCounters = (scope: string) => queryAll(counterData().counters, { ...countersOf(scope), range: { beginsWith: 'COUNTER#investors#' } }, all);

/** Every investor item and counter, to compare two runs. */
async function snapshot() {
  const { opportunities, investorProfiles, matches, matchParties, pitchSlots, termSheetTemplates } = investorData();
  const opportunityList = [
    ...(await queryAll(opportunities, opportunitiesListed('active'), all)),
    ...(await queryAll(opportunities, opportunitiesListed('inactive'), all)),
  ];
  const profiles = await queryAll(investorProfiles, profilesListed('active'), all);
  const matchList = (await Promise.all(opportunityList.map((o) => queryAll(matches, matchesOfOpportunity(o.id), all)))).flat();
  const members = [...new Set(matchList.flatMap((m) => [m.investorId, m.founderId]))].sort();
  const parties = (await Promise.all(members.map((memberId) => queryAll(matchParties, matchPartiesOf(memberId), all)))).flat();
  const slots = (await Promise.all(profiles.map((p) => queryAll(pitchSlots, pitchSlotsOf(p.userId), all)))).flat();
  const templates = await queryAll(termSheetTemplates, TERM_SHEET_TEMPLATES, all);
  const counters = [...(await investorCounters('club')), ...(await Promise.all(members.map((m) => investorCounters(`member#${m}`)))).flat()];
  return { opportunityList, profiles, matchList, parties, slots, templates, counters };
}

describe('demo investors', () => {
  it('seeds deal flow, investors of every type, slots, templates and matches in every status from the real score; a second run changes nothing', async () => {
    const first = await snapshot();
    const { opportunityList, profiles, matchList, parties, slots, templates, counters } = first;

    // Opportunities across stages and industries, in the API's shape.
    expect(opportunityList.length).toBeGreaterThanOrEqual(15);
    expect(new Set(opportunityList.map((o) => o.stage)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(opportunityList.map((o) => o.industry)).size).toBeGreaterThanOrEqual(10);
    for (const item of opportunityList) expect(() => toOpportunity(item), item.id).not.toThrow();
    const byId = new Map(opportunityList.map((o) => [o.id, o]));
    expect(byId.get('opp-paisasetu')).toMatchObject({ industry: 'fintech', location: 'Hyderabad, Telangana', teluguFounders: true });
    expect(byId.get('opp-aquasense')).toMatchObject({ industry: 'agritech', location: 'Bhimavaram, Andhra Pradesh' });
    expect(byId.get('opp-simhachalam-actives')).toMatchObject({ industry: 'pharma', location: 'Visakhapatnam, Andhra Pradesh' });
    expect(byId.get('opp-clinicflow')).toMatchObject({ industry: 'saas', location: 'Dallas, Texas, USA' });
    expect(opportunityList.some((o) => !o.isActive)).toBe(true);
    expect(opportunityList.length).toBe(demoOpportunities.length);
    // The deal-flow and Funding page filters offer INDUSTRIES and OPPORTUNITY_STAGES: every industry and
    // stage a seeded card shows (or an investor focuses on) is among them, beyond the spec's short lists.
    const industriesUsed = new Set([...opportunityList.flatMap((o) => (o.industry ? [o.industry] : [])), ...profiles.flatMap((p) => p.focusAreas)]);
    for (const industry of industriesUsed) expect(INDUSTRIES as readonly string[], industry).toContain(industry);
    for (const stage of new Set(opportunityList.map((o) => o.stage))) expect(OPPORTUNITY_STAGES as readonly string[], stage).toContain(stage);
    expect([...industriesUsed]).toEqual(expect.arrayContaining(['agritech', 'pharma', 'logistics', 'blockchain']));
    expect(opportunityList.map((o) => o.stage)).toContain('series_c');

    // Investor profiles of every type.
    expect(profiles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(profiles.map((p) => p.investorType))).toEqual(new Set(INVESTOR_TYPES));
    for (const item of profiles) expect(() => toProfile(item), item.userId).not.toThrow();

    // Matches in every status and from both sources, each scored by the real code.
    expect(new Set(matchList.map((m) => m.status))).toEqual(new Set(MATCH_STATUSES));
    expect(new Set(matchList.map((m) => m.matchedBy))).toEqual(new Set(['proposal', 'interest']));
    for (const match of matchList) {
      expect(() => toMatch(match, match.investorId), match.id).not.toThrow();
      const score = scored(opportunitySnapshot(byId.get(match.opportunityId)!), investorSnapshot(profiles.find((p) => p.userId === match.investorId)!));
      expect(match.compatibilityScore, match.id).toBe(score.compatibilityScore);
      expect(match.investorReasons, match.id).toEqual(score.investorReasons);
      if (match.matchedBy === 'proposal') expect(match.compatibilityScore, match.id).toBeGreaterThanOrEqual(MATCH_PROPOSAL_THRESHOLD);
      else expect(match.interestedAt, match.id).toBeTruthy();
    }
    const accepted = matchList.filter((m) => m.status === 'accepted');
    expect(accepted.every((m) => m.founderEmail && m.investorEmail)).toBe(true);
    const meetings = accepted.filter((m) => m.meeting);
    expect(meetings.some((m) => m.meeting!.slotId)).toBe(true);
    expect(meetings.some((m) => !m.meeting!.slotId)).toBe(true);
    const booked = slots.filter((s) => s.isBooked);
    expect(booked.map((s) => s.matchId)).toEqual(meetings.filter((m) => m.meeting!.slotId).map((m) => m.id));
    expect(slots.filter((s) => !s.isBooked).length).toBeGreaterThanOrEqual(10);
    expect(slots.every((s) => s.startTime > new Date().toISOString())).toBe(true);
    expect(parties).toHaveLength(matchList.length * 2);
    const statusCounts = Object.fromEntries(MATCH_STATUSES.map((status) => [status, matchList.filter((m) => m.status === status).length]));
    expect(statusCounts.pending).toBeGreaterThanOrEqual(10);

    // Interest counts and counters agree with the data.
    for (const opportunity of opportunityList) {
      expect(opportunity.interestCount, opportunity.id).toBe(matchList.filter((m) => m.opportunityId === opportunity.id && m.interestedAt).length);
    }
    const count = (scope: string, name: string) => counters.find((c) => c.scope === scope && c.name === `investors#${name}`)?.count;
    const active = opportunityList.filter((o) => o.isActive);
    expect(count('club', 'activeDeals')).toBe(active.length);
    expect(count('club', 'totalRaised')).toBe(active.reduce((sum, o) => sum + o.raisedAmount, 0));
    expect(count('club', 'profiles')).toBe(profiles.length);
    expect(count('club', 'activeMatches')).toBe(matchList.filter((m) => m.status !== 'declined').length);
    const founder = 'demo-sai-kiran-boppana';
    expect(count(`member#${founder}`, 'activeMatches')).toBe(
      matchList.filter((m) => m.status !== 'declined' && (m.founderId === founder || m.investorId === founder)).length,
    );

    expect(templates.length).toBeGreaterThanOrEqual(4);
    for (const item of templates) expect((): TermSheetTemplate => toTemplate(item)).not.toThrow();

    await seedDemoData();
    expect(await snapshot()).toEqual(first);
  }, 300_000);
});
