import { beforeAll, describe, expect, it } from 'vitest';
import { CRORE, INVESTMENT_BANDS, LAKH, NEXT_CURSOR_HEADER, routes, type RouteDef } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { investorData } from '../data.js';
import { putAll } from '../records.js';
import { writeMember } from '../../members/members.js';
import { networkData } from '../../network/data.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import type { ApiHandler } from '../../../platform/http/handler.js';
import { handler as listOpportunities } from './list-investment-opportunities.js';
import { handler as createOpportunity } from './create-investment-opportunity.js';
import { handler as getOpportunity } from './get-investment-opportunity.js';
import { handler as updateOpportunity } from './update-investment-opportunity.js';
import { handler as deactivateOpportunity } from './deactivate-investment-opportunity.js';
import { handler as expressInterest } from './express-interest.js';
import { handler as listInterest } from './list-opportunity-interest.js';
import { handler as listMine } from './list-my-investment-opportunities.js';
import { handler as getProfile } from './get-investor-profile.js';
import { handler as saveProfile } from './save-investor-profile.js';
import { handler as createSlots } from './create-pitch-slots.js';
import { handler as deleteSlot } from './delete-pitch-slot.js';
import { handler as listProfiles } from './list-investor-profiles.js';
import { handler as listSlots } from './list-pitch-slots.js';
import { handler as listMatches } from './list-investor-matches.js';
import { handler as getMatch } from './get-investor-match.js';
import { handler as acceptMatch } from './accept-investor-match.js';
import { handler as declineMatch } from './decline-investor-match.js';
import { handler as scheduleMeeting } from './schedule-match-meeting.js';
import { handler as calendar } from './download-match-meeting-calendar.js';
import { handler as stats } from './get-investor-stats.js';
import { handler as listTemplates } from './list-term-sheet-templates.js';
import { handler as downloadTemplate } from './download-term-sheet-template.js';

const DAY = 24 * 3600_000;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3600_000).toISOString();

const opportunityForm = (extra: Record<string, unknown> = {}) => ({
  title: 'Paisa Setu',
  description: 'UPI credit lines for kirana stores',
  stage: 'seed',
  industry: 'fintech',
  targetAmount: 5 * CRORE,
  minInvestment: 50 * LAKH,
  valuation: 40 * CRORE,
  location: 'Hyderabad, India',
  teluguFounders: true,
  ...extra,
});
/** An angel who fits opportunityForm() perfectly. */
const profileForm = (extra: Record<string, unknown> = {}) => ({
  investorType: 'angel',
  minInvestment: 25 * LAKH,
  maxInvestment: CRORE,
  focusAreas: ['fintech', 'saas'],
  preferredStages: ['seed', 'pre_seed'],
  geography: ['Telangana', 'Andhra Pradesh'],
  checkSize: 50 * LAKH,
  thesis: 'Payments and credit for Bharat',
  ...extra,
});
/** An investor the opportunity form does not fit (growth-stage edtech in the US). */
const misfitForm = (extra: Record<string, unknown> = {}) =>
  profileForm({
    investorType: 'pe',
    focusAreas: ['edtech'],
    preferredStages: ['growth'],
    geography: ['USA'],
    minInvestment: 10 * CRORE,
    maxInvestment: 50 * CRORE,
    checkSize: undefined,
    ...extra,
  });

const issuesOf = (answer: { json: { issues?: { path: string[]; message: string }[] } }) =>
  Object.fromEntries((answer.json.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

let founder: SignedIn;
let investor: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  founder = await signIn('Founder');
  investor = await signIn('Investor');
  stranger = await signIn('Stranger');
});

const create = async (extra: Record<string, unknown> = {}, who = founder) => {
  const answer = await who.call(createOpportunity, routes.createInvestmentOpportunity, { body: opportunityForm(extra) });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  return answer.json as { id: string; title: string };
};
const profile = async (who: SignedIn, extra: Record<string, unknown> = {}, form: (extra: Record<string, unknown>) => Record<string, unknown> = profileForm) => {
  const answer = await who.call(saveProfile, routes.saveInvestorProfile, { body: form(extra) });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return answer.json;
};
/** Every page of a list route. */
async function all(who: SignedIn, handler: ApiHandler, route: RouteDef, query: Record<string, string> = {}, params?: Record<string, string>) {
  const items: any[] = [];
  let cursor: string | undefined;
  do {
    const answer = await who.call(handler, route, { query: { ...query, limit: '50', ...(cursor ? { cursor } : {}) }, ...(params ? { params } : {}) });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    items.push(...answer.json);
    cursor = answer.headers[NEXT_CURSOR_HEADER];
  } while (cursor);
  return items;
}
const matchesOf = (who: SignedIn, side?: string) => all(who, listMatches, routes.listInvestorMatches, side ? { side } : {});

describe('opportunity form', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['title required', { title: ' ' }, 'body.title', 'Company/Startup Name is required'],
    ['stage from the list', { stage: 'series_z' }, 'body.stage', 'Stage must be one of pre_seed, seed, series_a, series_b, series_c, growth'],
    [
      'industry from the list',
      { industry: 'mining' },
      'body.industry',
      'Industry must be one of fintech, edtech, healthtech, saas, ecommerce, ai_ml, blockchain, logistics, agritech, pharma, other',
    ],
    ['target a number', { targetAmount: 'lots' }, 'body.targetAmount', 'Target amount must be a number'],
    ['target above 0', { targetAmount: -5 }, 'body.targetAmount', 'Target amount must be above 0'],
    ['two decimals', { minInvestment: 10.123 }, 'body.minInvestment', 'Min investment has at most 2 decimals'],
    ['min not above target', { minInvestment: 6 * CRORE }, 'body.minInvestment', 'Min investment cannot be more than the target amount'],
    ['pitch deck a URL', { pitchDeckUrl: 'my deck' }, 'body.pitchDeckUrl', 'Pitch deck URL must be a web address starting with https:// or http://'],
    ['teluguFounders a boolean', { teluguFounders: 'yes' }, 'body.teluguFounders', 'teluguFounders must be true or false'],
  ];
  it.each(cases)('%s', async (_name, extra, path, message) => {
    const answer = await founder.call(createOpportunity, routes.createInvestmentOpportunity, { body: opportunityForm(extra) });
    expect(answer.statusCode).toBe(400);
    expect(issuesOf(answer)[path]).toBe(message);
  });

  it('defaults stage seed, active, not Telugu-founded, nothing raised; 401 without a session', async () => {
    const answer = await founder.call(createOpportunity, routes.createInvestmentOpportunity, {
      body: { title: 'Godavari Agritech', industry: '', targetAmount: '' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toMatchObject({
      title: 'Godavari Agritech',
      stage: 'seed',
      isActive: true,
      teluguFounders: false,
      interestCount: 0,
      raisedAmount: 0,
      createdBy: founder.id,
      createdByName: 'Founder Reddy',
    });
    expect(answer.json.industry).toBeUndefined();
    for (const [handler, route] of [
      [createOpportunity, routes.createInvestmentOpportunity],
      [listOpportunities, routes.listInvestmentOpportunities],
      [getProfile, routes.getInvestorProfile],
      [listMatches, routes.listInvestorMatches],
      [stats, routes.getInvestorStats],
    ] as const) {
      expect((await invoke(handler, apiEvent(route, { body: route.method === 'GET' ? undefined : opportunityForm() }))).statusCode, route.path).toBe(401);
    }
  });
});

describe('investor profile', () => {
  it('is null before setup, validates, saves the whole form and answers it back', async () => {
    const newcomer = await signIn('Newcomer');
    expect((await newcomer.call(getProfile, routes.getInvestorProfile)).json).toBeNull();
    const bad = await newcomer.call(saveProfile, routes.saveInvestorProfile, { body: { ...profileForm(), investorType: 'banker' } });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad)['body.investorType']).toBe('Investor type must be one of angel, vc, family_office, pe, strategic, accelerator, crowdfunding');
    const inverted = await newcomer.call(saveProfile, routes.saveInvestorProfile, { body: profileForm({ maxInvestment: 10 * LAKH, checkSize: undefined }) });
    expect(issuesOf(inverted)['body.maxInvestment']).toBe('Max investment cannot be less than the min investment');
    const rangeBad = await newcomer.call(saveProfile, routes.saveInvestorProfile, { body: profileForm({ checkSize: 5 * CRORE }) });
    expect(issuesOf(rangeBad)['body.checkSize']).toBe('Typical check size must be between the min and max investment');
    expect(
      issuesOf(await newcomer.call(saveProfile, routes.saveInvestorProfile, { body: profileForm({ focusAreas: ['mining'] }) }))['body.focusAreas.0'],
    ).toMatch(/^Industry must be one of/);

    const saved = await profile(newcomer, {
      focusAreas: ['fintech', 'fintech'],
      portfolio: ['Kisan Credit', ' Rythu Bazaar '],
      aum: 200 * CRORE,
      isAccredited: true,
    });
    expect(saved).toMatchObject({
      userId: newcomer.id,
      investorType: 'angel',
      focusAreas: ['fintech'],
      portfolio: ['Kisan Credit', 'Rythu Bazaar'],
      aum: 200 * CRORE,
      isAccredited: true,
      isActive: true,
    });
    expect((await newcomer.call(getProfile, routes.getInvestorProfile)).json).toEqual(saved);

    // Edit Profile sends the whole form: what is left out is cleared; createdAt stays.
    const edited = await profile(newcomer, { thesis: undefined, investorType: 'family_office' });
    expect(edited).toMatchObject({ investorType: 'family_office', createdAt: saved.createdAt, isAccredited: false });
    expect(edited.thesis).toBeUndefined();
    expect(edited.aum).toBeUndefined();
  });

  it('Investor Network lists active profiles with names, by type and focus area', async () => {
    const vc = await signIn('Venture');
    await profile(vc, { investorType: 'vc', focusAreas: ['healthtech'], fundName: 'Krishna Capital' });
    const hidden = await signIn('Hidden');
    await profile(hidden, { investorType: 'vc', isActive: false });
    const vcs = await all(stranger, listProfiles, routes.listInvestorProfiles, { investorType: 'vc' });
    expect(vcs.every((p) => p.investorType === 'vc')).toBe(true);
    expect(vcs.find((p) => p.userId === vc.id)).toMatchObject({ firstName: 'Venture', lastName: 'Reddy', fundName: 'Krishna Capital' });
    expect(vcs.map((p) => p.userId)).not.toContain(hidden.id);
    const health = await all(stranger, listProfiles, routes.listInvestorProfiles, { focusArea: 'healthtech' });
    expect(health.every((p) => p.focusAreas.includes('healthtech'))).toBe(true);
    expect(health.map((p) => p.userId)).toContain(vc.id);
    expect((await stranger.call(listProfiles, routes.listInvestorProfiles, { query: { investorType: 'banker' } })).statusCode).toBe(400);
  });
});

describe('deal flow filters (on the server)', () => {
  it('filters by stage, industry, min/max target and the connector band; excludes inactive; pages', async () => {
    const host = await signIn('Host');
    const made = {
      seedFintech: await create({ title: 'F1', targetAmount: 80 * LAKH, minInvestment: 10 * LAKH }, host),
      seriesAHealth: await create({ title: 'H1', stage: 'series_a', industry: 'healthtech', targetAmount: 15 * CRORE, minInvestment: CRORE }, host),
      growthSaas: await create({ title: 'S1', stage: 'growth', industry: 'saas', targetAmount: 80 * CRORE, minInvestment: 5 * CRORE }, host),
      inactive: await create({ title: 'X1', isActive: false }, host),
    };
    const ids = (items: { id: string }[]) => items.map((i) => i.id);
    const everything = await all(stranger, listOpportunities, routes.listInvestmentOpportunities);
    expect(ids(everything)).toEqual(expect.arrayContaining([made.seedFintech.id, made.seriesAHealth.id, made.growthSaas.id]));
    expect(ids(everything)).not.toContain(made.inactive.id);
    expect(everything.every((o) => o.isActive)).toBe(true);
    const created = everything.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const seriesA = await all(stranger, listOpportunities, routes.listInvestmentOpportunities, { stage: 'series_a' });
    expect(seriesA.every((o) => o.stage === 'series_a')).toBe(true);
    expect(ids(seriesA)).toContain(made.seriesAHealth.id);
    const health = await all(stranger, listOpportunities, routes.listInvestmentOpportunities, { industry: 'healthtech', stage: 'all' });
    expect(health.every((o) => o.industry === 'healthtech')).toBe(true);
    expect(ids(health)).toEqual([made.seriesAHealth.id]);
    const amounts = await all(stranger, listOpportunities, routes.listInvestmentOpportunities, { minAmount: String(CRORE), maxAmount: String(20 * CRORE) });
    expect(amounts.every((o) => o.targetAmount >= CRORE && o.targetAmount <= 20 * CRORE)).toBe(true);
    expect(ids(amounts)).toContain(made.seriesAHealth.id);
    expect(ids(amounts)).not.toContain(made.seedFintech.id);
    for (const [band, expected] of [
      ['small', made.seedFintech.id],
      ['large', made.seriesAHealth.id],
      ['enterprise', made.growthSaas.id],
    ] as const) {
      const found = await all(stranger, listOpportunities, routes.listInvestmentOpportunities, { investmentRange: band });
      const { min } = INVESTMENT_BANDS[band];
      const max = 'max' in INVESTMENT_BANDS[band] ? (INVESTMENT_BANDS[band] as { max: number }).max : Infinity;
      expect(
        found.every((o) => o.targetAmount >= min && o.targetAmount < max),
        band,
      ).toBe(true);
      expect(ids(found), band).toContain(expected);
    }
    const bad = await stranger.call(listOpportunities, routes.listInvestmentOpportunities, { query: { minAmount: '500', maxAmount: '100' } });
    expect(issuesOf(bad)['query.maxAmount']).toBe('Maximum amount cannot be less than the minimum amount');
    expect((await stranger.call(listOpportunities, routes.listInvestmentOpportunities, { query: { investmentRange: 'huge' } })).statusCode).toBe(400);
    expect((await stranger.call(listOpportunities, routes.listInvestmentOpportunities, { query: { minAmount: 'ten' } })).statusCode).toBe(400);

    const first = await stranger.call(listOpportunities, routes.listInvestmentOpportunities, { query: { limit: '2' } });
    expect(first.json).toHaveLength(2);
    const next = await stranger.call(listOpportunities, routes.listInvestmentOpportunities, {
      query: { limit: '2', cursor: first.headers[NEXT_CURSOR_HEADER]! },
    });
    expect(ids(next.json)).not.toContain(first.json[0].id);
    expect((await stranger.call(listOpportunities, routes.listInvestmentOpportunities, { query: { cursor: 'not-a-cursor' } })).statusCode).toBe(400);
  });

  it('shows the caller’s fit (score and reasons) and match; none on their own', async () => {
    const angel = await signIn('Angel');
    await profile(angel);
    const opportunity = await create({ title: 'Fit Check' });
    const seen = await angel.call(getOpportunity, routes.getInvestmentOpportunity, { params: { opportunityId: opportunity.id } });
    expect(seen.json.fit.compatibilityScore).toBe(1);
    expect(seen.json.fit.reasons).toEqual([
      'Seed stage is in your preferred stages',
      'Fintech is one of your focus areas',
      'Check size ₹50L fits your ₹25L–1Cr range',
    ]);
    // The profile fits, so the club proposed the match already.
    expect(seen.json.myMatch).toMatchObject({ status: 'pending', interested: false });
    const own = await founder.call(getOpportunity, routes.getInvestmentOpportunity, { params: { opportunityId: opportunity.id } });
    expect(own.json.fit).toBeUndefined();
    expect((await founder.call(getOpportunity, routes.getInvestmentOpportunity, { params: { opportunityId: 'missing' } })).statusCode).toBe(404);
  });
});

describe('manage opportunity', () => {
  it('edits the whole form, marks raised, deactivates; others 403; counters follow', async () => {
    const before = (await founder.call(stats, routes.getInvestorStats)).json;
    const opportunity = await create({ title: 'Vizag Bulk Drugs', industry: 'pharma', location: 'Visakhapatnam', raisedAmount: 0 });
    const params = { opportunityId: opportunity.id };
    expect((await stranger.call(updateOpportunity, routes.updateInvestmentOpportunity, { params, body: opportunityForm() })).statusCode).toBe(403);
    expect((await stranger.call(deactivateOpportunity, routes.deactivateInvestmentOpportunity, { params })).statusCode).toBe(403);
    expect(
      (await founder.call(updateOpportunity, routes.updateInvestmentOpportunity, { params: { opportunityId: 'nope' }, body: opportunityForm() })).statusCode,
    ).toBe(404);

    const edited = await founder.call(updateOpportunity, routes.updateInvestmentOpportunity, {
      params,
      body: opportunityForm({ title: 'Vizag Bulk Drugs Ltd', industry: 'pharma', location: undefined, raisedAmount: 1.5 * CRORE, stage: 'series_a' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json).toMatchObject({ title: 'Vizag Bulk Drugs Ltd', raisedAmount: 1.5 * CRORE, stage: 'series_a', isActive: true });
    expect(edited.json.location).toBeUndefined();
    // Raised amount left out: unchanged.
    const again = await founder.call(updateOpportunity, routes.updateInvestmentOpportunity, {
      params,
      body: opportunityForm({ stage: 'series_a', industry: 'pharma' }),
    });
    expect(again.json.raisedAmount).toBe(1.5 * CRORE);
    const mid = (await founder.call(stats, routes.getInvestorStats)).json;
    expect(mid.activeDeals - before.activeDeals).toBe(1);
    expect(mid.totalRaised - before.totalRaised).toBeCloseTo(1.5 * CRORE, 2);

    const off = await founder.call(deactivateOpportunity, routes.deactivateInvestmentOpportunity, { params });
    expect(off.json).toMatchObject({ isActive: false, raisedAmount: 1.5 * CRORE });
    expect((await founder.call(deactivateOpportunity, routes.deactivateInvestmentOpportunity, { params })).json.isActive).toBe(false);
    const after = (await founder.call(stats, routes.getInvestorStats)).json;
    expect(after.activeDeals).toBe(before.activeDeals);
    expect(after.totalRaised).toBeCloseTo(before.totalRaised, 2);
    const mine = await all(founder, listMine, routes.listMyInvestmentOpportunities);
    expect(mine.find((o) => o.id === opportunity.id)).toMatchObject({ isActive: false, interestCount: 0 });
    expect(mine.every((o) => o.createdBy === founder.id)).toBe(true);
    // Reactivated through the form.
    const back = await founder.call(updateOpportunity, routes.updateInvestmentOpportunity, { params, body: opportunityForm({ isActive: true }) });
    expect(back.json.isActive).toBe(true);
    expect((await founder.call(stats, routes.getInvestorStats)).json.totalRaised - before.totalRaised).toBeCloseTo(1.5 * CRORE, 2);
  });
});

describe('express interest and matches', () => {
  it('needs an investor profile, refuses one’s own and inactive deals, counts once, and says so the second time', async () => {
    const opportunity = await create({ title: 'Bhimavaram AquaSense', industry: 'agritech', location: 'Bhimavaram, Andhra Pradesh' });
    const params = { opportunityId: opportunity.id };
    const noProfile = await stranger.call(expressInterest, routes.expressInterest, { params });
    expect(noProfile.statusCode).toBe(409);
    expect(noProfile.json.message).toBe('Set up your investor profile first: open the Investor Profile tab and press Setup Investor Profile');
    await profile(founder);
    expect((await founder.call(expressInterest, routes.expressInterest, { params })).json.message).toBe('This is your own opportunity');
    expect((await investor.call(expressInterest, routes.expressInterest, { params: { opportunityId: 'missing' } })).statusCode).toBe(404);

    await profile(investor, {}, misfitForm);
    const first = await investor.call(expressInterest, routes.expressInterest, { params });
    expect(first.statusCode).toBe(201);
    expect(first.json).toMatchObject({
      status: 'pending',
      matchedBy: 'interest',
      interested: true,
      side: 'investor',
      opportunity: { id: opportunity.id, title: 'Bhimavaram AquaSense' },
    });
    expect(first.json.compatibilityScore).toBe(0); // a misfit: hard constraints
    expect(first.json.reasons[0]).toBe('Your minimum check ₹10Cr is above the ₹5Cr round');
    const second = await investor.call(expressInterest, routes.expressInterest, { params });
    expect(second.statusCode).toBe(409);
    expect(second.json.message).toBe('You have already expressed interest in this opportunity');
    const seen = await investor.call(getOpportunity, routes.getInvestmentOpportunity, { params });
    expect(seen.json).toMatchObject({ interestCount: 1, myMatch: { id: first.json.id, status: 'pending', interested: true } });

    await founder.call(deactivateOpportunity, routes.deactivateInvestmentOpportunity, { params });
    const late = await stranger
      .call(saveProfile, routes.saveInvestorProfile, { body: profileForm() })
      .then(() => stranger.call(expressInterest, routes.expressInterest, { params }));
    expect(late.statusCode).toBe(409);
    expect(late.json.message).toBe('This opportunity is no longer active');
  });

  it('proposes matches both ways above the threshold, re-scores on edits, and View Interest lists only the interested', async () => {
    const fits = await signIn('Fits');
    await profile(fits);
    const misfit = await signIn('Misfit');
    await profile(misfit, {}, misfitForm);
    const owner = await signIn('Owner');
    const opportunity = await create({ title: 'Kakinada Pay' }, owner);
    const proposed = (await matchesOf(fits)).find((m) => m.opportunity.id === opportunity.id);
    expect(proposed).toMatchObject({
      status: 'pending',
      matchedBy: 'proposal',
      interested: false,
      side: 'investor',
      compatibilityScore: 1,
      founder: { id: owner.id, name: 'Owner Reddy' },
    });
    expect(proposed.reasons).toEqual([
      'Seed stage is in your preferred stages',
      'Fintech is one of your focus areas',
      'Check size ₹50L fits your ₹25L–1Cr range',
    ]);
    expect((await matchesOf(misfit)).find((m) => m.opportunity.id === opportunity.id)).toBeUndefined();
    const founderView = (await matchesOf(owner, 'founder')).find((m) => m.id === proposed.id);
    expect(founderView).toMatchObject({
      side: 'founder',
      investor: { id: fits.id, name: 'Fits Reddy', investorType: 'angel', focusAreas: ['fintech', 'saas'] },
    });
    expect(founderView.reasons[0]).toBe('Seed stage is in their preferred stages');
    expect(await matchesOf(owner, 'investor')).toEqual([]);

    // The founder edits: the match is re-scored with the new card.
    await owner.call(updateOpportunity, routes.updateInvestmentOpportunity, {
      params: { opportunityId: opportunity.id },
      body: opportunityForm({ stage: 'series_b', title: 'Kakinada Pay' }),
    });
    const rescored = (await owner.call(getMatch, routes.getInvestorMatch, { params: { matchId: proposed.id } })).json;
    expect(rescored.opportunity.stage).toBe('series_b');
    expect(rescored.compatibilityScore).toBeLessThan(1);
    expect(rescored.misses).toEqual(['Series B is outside their preferred stages']);
    expect(rescored.reasons).not.toContain('Seed stage is in their preferred stages');
    expect(rescored.reasons).toEqual([
      'Fintech is one of their focus areas',
      'Check size ₹50L fits their ₹25L–1Cr range',
      'Hyderabad is within their Telangana focus',
    ]);

    // A profile saved later gets proposals for the opportunities that fit it.
    const late = await signIn('Late');
    await profile(late, { preferredStages: ['series_b'] });
    expect((await matchesOf(late)).map((m) => m.opportunity.id)).toContain(opportunity.id);

    // View Interest: only investors who expressed interest (not mere proposals), founder only.
    expect(await all(owner, listInterest, routes.listOpportunityInterest, {}, { opportunityId: opportunity.id })).toEqual([]);
    await fits.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.id } });
    const interested = await all(owner, listInterest, routes.listOpportunityInterest, {}, { opportunityId: opportunity.id });
    expect(interested.map((m) => m.investor.id)).toEqual([fits.id]);
    expect(interested[0]).toMatchObject({
      interested: true,
      matchedBy: 'proposal',
      side: 'founder',
      investor: { thesis: 'Payments and credit for Bharat', checkSize: 50 * LAKH },
    });
    expect((await fits.call(listInterest, routes.listOpportunityInterest, { params: { opportunityId: opportunity.id } })).statusCode).toBe(403);
  });

  it('lifecycle: only the founder accepts or declines; stale transitions 409; non-parties 404; contact after accepting', async () => {
    const owner = await signIn('Lifecycle');
    const angel = await signIn('Lakshmi');
    const other = await signIn('Other');
    await profile(angel, {}, misfitForm);
    await profile(other, {}, misfitForm);
    const opportunity = await create({ title: 'Dallas SaaS Co', industry: 'saas', location: 'Dallas, TX' }, owner);
    const match = (await angel.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.id } })).json;
    const second = (await other.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.id } })).json;
    const params = { matchId: match.id };
    // The owner's active matches include the club's proposals to fitting investors; moves are what count here.
    const before = (await owner.call(stats, routes.getInvestorStats)).json;
    const otherBefore = (await other.call(stats, routes.getInvestorStats)).json;
    expect(before.myActiveMatches).toBeGreaterThanOrEqual(2);

    expect((await stranger.call(getMatch, routes.getInvestorMatch, { params })).statusCode).toBe(404);
    expect((await stranger.call(acceptMatch, routes.acceptInvestorMatch, { params })).statusCode).toBe(404);
    const byInvestor = await angel.call(acceptMatch, routes.acceptInvestorMatch, { params });
    expect(byInvestor.statusCode).toBe(403);
    expect(byInvestor.json.message).toBe('Only the opportunity’s founder can accept or decline this match');
    expect((await angel.call(getMatch, routes.getInvestorMatch, { params })).json.contactEmail).toBeUndefined();

    const accepted = await owner.call(acceptMatch, routes.acceptInvestorMatch, { params });
    expect(accepted.json).toMatchObject({ status: 'accepted', contactEmail: `${angel.id}@example.com` });
    expect(accepted.json.respondedAt).toBeTruthy();
    expect((await angel.call(getMatch, routes.getInvestorMatch, { params })).json.contactEmail).toBe(`${owner.id}@example.com`);
    const again = await owner.call(acceptMatch, routes.acceptInvestorMatch, { params });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe('This match is already accepted');
    expect((await owner.call(declineMatch, routes.declineInvestorMatch, { params, body: {} })).json.message).toBe('This match is already accepted');

    const declined = await owner.call(declineMatch, routes.declineInvestorMatch, {
      params: { matchId: second.id },
      body: { feedback: 'Raising from strategic investors' },
    });
    expect(declined.json).toMatchObject({ status: 'declined', feedback: 'Raising from strategic investors' });
    expect((await owner.call(acceptMatch, routes.acceptInvestorMatch, { params: { matchId: second.id } })).json.message).toBe('This match is already declined');
    const after = (await owner.call(stats, routes.getInvestorStats)).json;
    expect(after.myActiveMatches).toBe(before.myActiveMatches - 1);
    expect(after.activeMatches).toBe(before.activeMatches - 1);
    expect((await other.call(stats, routes.getInvestorStats)).json.myActiveMatches).toBe(otherBefore.myActiveMatches - 1);
    const retry = await other.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.id } });
    expect(retry.json.message).toBe('You have already expressed interest in this opportunity');
    expect((await owner.call(declineMatch, routes.declineInvestorMatch, { params, body: { feedback: 'x'.repeat(1001) } })).statusCode).toBe(400);
  });
});

describe('match cards show people', () => {
  it('copies both parties’ photo, title, company and verified mark onto the match, and refreshes them on the next save or edit', async () => {
    const angel = await signIn('Chipangel');
    await writeMember(angel.id, (current) => ({ ...current!, title: 'Partner', companyName: 'Krishna Ventures', verifiedAt: '2026-10-01T00:00:00.000Z' }));
    const owner = await signIn('Chipowner');
    await writeMember(owner.id, (current) => ({ ...current!, title: 'Founder & CEO', companyName: 'Setu Labs' }));
    await profile(angel);
    const opportunity = await create({ title: 'Chip Pay' }, owner);

    // The investor's card names the founder as a person (never their e-mail before acceptance).
    const proposed = (await matchesOf(angel)).find((m) => m.opportunity.id === opportunity.id);
    expect(proposed.founder).toEqual({
      id: owner.id,
      name: 'Chipowner Reddy',
      firstName: 'Chipowner',
      lastName: 'Reddy',
      profileImageUrl: `https://images.example.com/${owner.id}.jpg`,
      title: 'Founder & CEO',
      companyName: 'Setu Labs',
      verified: false,
    });
    expect(proposed.contactEmail).toBeUndefined();
    // The founder's card, the match detail and View Interest name the investor as a person.
    const person = {
      firstName: 'Chipangel',
      lastName: 'Reddy',
      profileImageUrl: `https://images.example.com/${angel.id}.jpg`,
      title: 'Partner',
      companyName: 'Krishna Ventures',
      verified: true,
    };
    expect((await matchesOf(owner, 'founder')).find((m) => m.id === proposed.id).investor).toMatchObject(person);
    expect((await owner.call(getMatch, routes.getInvestorMatch, { params: { matchId: proposed.id } })).json.investor).toMatchObject(person);
    await angel.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.id } });
    const interested = await all(owner, listInterest, routes.listOpportunityInterest, {}, { opportunityId: opportunity.id });
    expect(interested[0].investor).toMatchObject(person);

    // A new title reaches the match with the investor's next profile save, a new company with the founder's next edit.
    await writeMember(angel.id, (current) => ({ ...current!, title: 'Managing Partner' }));
    await profile(angel);
    expect((await owner.call(getMatch, routes.getInvestorMatch, { params: { matchId: proposed.id } })).json.investor.title).toBe('Managing Partner');
    await writeMember(owner.id, (current) => ({ ...current!, companyName: 'Setu Labs Pvt Ltd', title: 'Founder' }));
    const edited = await owner.call(updateOpportunity, routes.updateInvestmentOpportunity, {
      params: { opportunityId: opportunity.id },
      body: opportunityForm({ title: 'Chip Pay' }),
    });
    expect(edited.statusCode, JSON.stringify(edited.json)).toBe(200);
    const founder = (await angel.call(getMatch, routes.getInvestorMatch, { params: { matchId: proposed.id } })).json.founder;
    expect(founder).toMatchObject({ companyName: 'Setu Labs Pvt Ltd', firstName: 'Chipowner' });
    expect(founder.title).toBe('Founder'); // Out of later proposals (the tests below count who gets proposed).
    await profile(angel, { isActive: false });
  });

  it('answers a match stored before the person fields with the names only', async () => {
    const angel = await signIn('Oldangel');
    await profile(angel);
    const owner = await signIn('Oldowner');
    const opportunity = await create({ title: 'Old Pay' }, owner);
    const { matches } = investorData();
    const { Item } = await matches.build(GetItemCommand).key({ opportunityId: opportunity.id, investorId: angel.id }).send();
    const { founderCard: _card, ...old } = Item!;
    const { firstName: _f, lastName: _l, profileImageUrl: _p, title: _t, companyName: _c, verified: _v, ...oldInvestor } = old.investor;
    await matches
      .build(PutItemCommand)
      .item({ ...old, investor: oldInvestor })
      .send();
    const match = (await angel.call(getMatch, routes.getInvestorMatch, { params: { matchId: old.id } })).json;
    expect(match.founder).toEqual({ id: owner.id, name: 'Oldowner Reddy' });
    expect(match.investor.name).toBe('Oldangel Reddy');
    expect(match.investor.firstName).toBeUndefined();
    await profile(angel, { isActive: false });
  });
});

describe('blocks in matching', () => {
  /** Both directions of a tie, as the network feature writes them. */
  const tie = async (a: SignedIn, b: SignedIn, status: 'active' | 'blocked' = 'active') => {
    const edge = (from: SignedIn, to: SignedIn) => ({
      memberId: from.id,
      otherId: to.id,
      status,
      ...(status === 'blocked' ? { blockedBy: a.id } : {}),
      connectedAt: new Date().toISOString(),
      otherFirstName: 'Tie',
      otherLastName: 'Reddy',
    });
    const { connections } = networkData();
    await Promise.all([edge(a, b), edge(b, a)].map((item) => connections.build(PutItemCommand).item(item).send()));
  };
  /** An investor who states only a focus area. */
  const focusOnly = () => ({ investorType: 'angel', focusAreas: ['fintech'] });

  it('a tie does not change the score (it reads the deal and the profile only); a block keeps them apart', async () => {
    const [owner, direct, plain, blocked] = (await Promise.all(['Netfounder', 'Direct', 'Plain', 'Blocked'].map((name) => signIn(name)))) as [
      SignedIn,
      SignedIn,
      SignedIn,
      SignedIn,
    ];
    await tie(owner, direct);
    await tie(owner, blocked, 'blocked');
    for (const who of [direct, plain, blocked]) await profile(who, {}, focusOnly);
    const opportunity = await create({ title: 'Networked Pay' }, owner);
    const scoreOf = async (who: SignedIn) => (await matchesOf(who)).find((m) => m.opportunity.id === opportunity.id);
    const [d, p, b] = await Promise.all([scoreOf(direct), scoreOf(plain), scoreOf(blocked)]);
    expect(d.compatibilityScore).toBe(p.compatibilityScore);
    expect(d.fits).toEqual(p.fits);
    expect(b).toBeUndefined();
    const refused = await blocked.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.id } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe('You cannot express interest in this opportunity');
  });
});

describe('matching you can trust', () => {
  it('lists an investor’s matches best score first across pages, each with what fits and what does not', async () => {
    const owner = await signIn('Sorter');
    const angel = await signIn('Sorted');
    await profile(angel, { preferredStages: ['seed'] });
    // Created worst first, so newest-first would be the wrong order.
    const outside = await create({ title: 'Sort Edtech', industry: 'edtech' }, owner); // 0.75: outside the focus areas
    const stageAway = await create({ title: 'Sort Series A', stage: 'series_a' }, owner); // 0.85: one stage from seed
    const farAway = await create({ title: 'Sort Dallas', location: 'Dallas, Texas, USA' }, owner); // 0.85 too: a tie
    const perfect = await create({ title: 'Sort Perfect' }, owner); // 1
    const mine = [outside.id, stageAway.id, farAway.id, perfect.id];
    // Interest makes sure each pair has a match, whatever the club proposed.
    for (const opportunityId of mine)
      expect((await angel.call(expressInterest, routes.expressInterest, { params: { opportunityId } })).statusCode).toBeLessThan(300);

    // One item a page: the order is the server's, not a client sort.
    const paged: any[] = [];
    let cursor: string | undefined;
    do {
      const answer = await angel.call(listMatches, routes.listInvestorMatches, { query: { limit: '1', ...(cursor ? { cursor } : {}) } });
      paged.push(...answer.json);
      cursor = answer.headers[NEXT_CURSOR_HEADER];
    } while (cursor);
    const ours = paged.filter((m) => mine.includes(m.opportunity.id));
    expect(ours.map((m) => m.compatibilityScore)).toEqual([1, 0.85, 0.85, 0.75]);
    expect([ours[0].opportunity.id, ours[3].opportunity.id]).toEqual([perfect.id, outside.id]);
    // Equal scores: newest match first, then by id, the same on every read.
    const order = (a: any, b: any) => b.compatibilityScore - a.compatibilityScore || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
    expect(paged).toEqual([...paged].sort(order));
    expect((await matchesOf(angel)).map((m) => m.id)).toEqual(paged.map((m) => m.id));

    const edtech = ours[3];
    expect(edtech.misses).toEqual(['Edtech is outside your focus areas']);
    expect(edtech.fits).toEqual([
      'Seed stage is in your preferred stages',
      'Check size ₹50L fits your ₹25L–1Cr range',
      'Hyderabad is within your Telangana focus',
      'Telugu founding team',
    ]);
    expect(ours[0]).toMatchObject({ misses: [] });
    const byDeal = new Map(ours.map((m) => [m.opportunity.id, m]));
    expect(byDeal.get(farAway.id).misses).toEqual(['Dallas is outside your geographies']);
    expect(byDeal.get(stageAway.id).misses).toEqual(['Series A is one stage from your preferred stages']);
    // The founder reads the same terms in their voice.
    const founderSide = (await matchesOf(owner, 'founder')).find((m) => m.id === edtech.id);
    expect(founderSide.misses).toEqual(['Edtech is outside their focus areas']);

    // A re-score moves the match: the edtech deal becomes fintech and joins the top.
    await owner.call(updateOpportunity, routes.updateInvestmentOpportunity, {
      params: { opportunityId: outside.id },
      body: opportunityForm({ title: 'Sort Edtech' }),
    });
    const after = (await matchesOf(angel)).filter((m) => mine.includes(m.opportunity.id));
    expect(after.map((m) => m.compatibilityScore)).toEqual([1, 1, 0.85, 0.85]);
    expect(
      after
        .slice(0, 2)
        .map((m) => m.opportunity.id)
        .sort(),
    ).toEqual([outside.id, perfect.id].sort());
    expect(after[0].misses).toEqual([]);
  });

  it('scores the same pair the same on deal flow, the Funding page filters, the opportunity, the match and View Interest', async () => {
    const owner = await signIn('Samescore');
    const angel = await signIn('Sameangel');
    await profile(angel, { geography: ['USA'] });
    const opportunity = await create({ title: 'Same Score Co', industry: 'saas', location: 'Hyderabad, Telangana' }, owner);
    await angel.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.id } });
    const params = { opportunityId: opportunity.id };

    const dealFlow = (await all(angel, listOpportunities, routes.listInvestmentOpportunities, { stage: 'seed', industry: 'saas' })).find(
      (o) => o.id === opportunity.id,
    );
    const fundingPage = (await all(angel, listOpportunities, routes.listInvestmentOpportunities, { investmentRange: 'medium', industry: 'saas' })).find(
      (o) => o.id === opportunity.id,
    );
    const single = (await angel.call(getOpportunity, routes.getInvestmentOpportunity, { params })).json;
    const match = (await matchesOf(angel)).find((m) => m.opportunity.id === opportunity.id);
    const detail = (await angel.call(getMatch, routes.getInvestorMatch, { params: { matchId: match.id } })).json;
    const interest = (await all(owner, listInterest, routes.listOpportunityInterest, {}, params)).find((m) => m.id === match.id);

    const investorViews = [dealFlow.fit, fundingPage.fit, single.fit, match, detail];
    for (const view of investorViews) {
      expect(view.compatibilityScore).toBe(match.compatibilityScore);
      expect(view.fits).toEqual(match.fits);
      expect(view.misses).toEqual(match.misses);
    }
    expect(interest.compatibilityScore).toBe(match.compatibilityScore);
    // SaaS is a focus area, Hyderabad is not in the USA: 0.85 with one miss, on every endpoint.
    expect(match.compatibilityScore).toBe(0.85);
    expect(match.misses).toEqual(['Hyderabad is outside your geographies']);
    expect(interest.misses).toEqual(['Hyderabad is outside their geographies']);
  });

  it('View Interest lists the interested investors best score first', async () => {
    const owner = await signIn('Interestowner');
    const [good, middling, poor] = (await Promise.all(['Goodfit', 'Middlefit', 'Poorfit'].map((name) => signIn(name)))) as [SignedIn, SignedIn, SignedIn];
    await profile(poor, { focusAreas: ['edtech'], preferredStages: ['growth'] });
    await profile(middling, { focusAreas: ['edtech'] });
    await profile(good);
    const opportunity = await create({ title: 'Interest Order Co' }, owner);
    const params = { opportunityId: opportunity.id };
    // Interest in the wrong order: best first would not be newest first.
    for (const who of [good, middling, poor]) expect((await who.call(expressInterest, routes.expressInterest, { params })).statusCode).toBeLessThan(300);
    const listed = await all(owner, listInterest, routes.listOpportunityInterest, {}, params);
    expect(listed.map((m) => m.investor.id)).toEqual([good.id, middling.id, poor.id]);
    expect(listed[2].misses).toEqual(['Seed is outside their preferred stages', 'Fintech is outside their focus areas']);
  });
});

describe('pitch slots and meetings', () => {
  it('books a slot for an accepted match once, proposes a time, and answers an .ics to both parties only', async () => {
    const owner = await signIn('Pitcher');
    const angel = await signIn('Slots');
    expect(
      (await angel.call(createSlots, routes.createPitchSlots, { body: { slots: [{ startTime: inDays(5), endTime: inDays(5, 1) }] } })).json.message,
    ).toMatch(/^Set up your investor profile first/);
    await profile(angel, {}, misfitForm);
    const invalid = await angel.call(createSlots, routes.createPitchSlots, {
      body: {
        slots: [
          { startTime: inDays(5), endTime: inDays(4) },
          { startTime: inDays(-1), endTime: inDays(-1, 1) },
        ],
      },
    });
    expect(issuesOf(invalid)).toMatchObject({
      'body.slots.0.endTime': 'End time must be after the start time',
      'body.slots.1.startTime': 'Start time must be in the future',
    });
    expect(issuesOf(await angel.call(createSlots, routes.createPitchSlots, { body: { slots: [] } }))['body.slots']).toBe('Add at least one slot');
    const slots = (
      await angel.call(createSlots, routes.createPitchSlots, {
        body: {
          slots: [
            { startTime: '2030-01-14T04:30:00Z', endTime: '2030-01-14T05:30:00Z', timeZone: 'Asia/Kolkata', location: 'T-Hub, Hyderabad' },
            { startTime: inDays(6), endTime: inDays(6, 1), timeZone: 'America/Chicago' },
            { startTime: inDays(3), endTime: inDays(3, 1) },
          ],
        },
      })
    ).json;
    expect(slots.map((s: { startTime: string }) => s.startTime)).toEqual(slots.map((s: { startTime: string }) => s.startTime).sort());
    expect(slots[0].timeZone).toBe('Asia/Kolkata');

    const opportunity = await create({ title: 'Meeting Co' }, owner);
    const match = (await angel.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.id } })).json;
    const params = { matchId: match.id };
    const slot = slots.find((s: { location?: string }) => s.location === 'T-Hub, Hyderabad');
    const early = await owner.call(scheduleMeeting, routes.scheduleMatchMeeting, { params, body: { slotId: slot.id } });
    expect(early.statusCode).toBe(409);
    expect(early.json.message).toBe('Only an accepted match can schedule a meeting');
    await owner.call(acceptMatch, routes.acceptInvestorMatch, { params });
    expect(issuesOf(await owner.call(scheduleMeeting, routes.scheduleMatchMeeting, { params, body: {} }))['body.startTime']).toBe(
      'Pick a slot or propose a start time',
    );
    expect(
      issuesOf(
        await owner.call(scheduleMeeting, routes.scheduleMatchMeeting, { params, body: { slotId: slot.id, startTime: inDays(2), endTime: inDays(2, 1) } }),
      )['body.slotId'],
    ).toBe('Pick a slot or propose a time, not both');
    expect((await owner.call(scheduleMeeting, routes.scheduleMatchMeeting, { params, body: { slotId: 'no-such-slot' } })).statusCode).toBe(404);
    expect((await stranger.call(scheduleMeeting, routes.scheduleMatchMeeting, { params, body: { slotId: slot.id } })).statusCode).toBe(404);
    expect((await owner.call(calendar, routes.downloadMatchMeetingCalendar, { params })).statusCode).toBe(404);

    const booked = await owner.call(scheduleMeeting, routes.scheduleMatchMeeting, { params, body: { slotId: slot.id, notes: 'Bring the cohort data' } });
    expect(booked.statusCode).toBe(200);
    expect(booked.json.meeting).toMatchObject({
      slotId: slot.id,
      startTime: '2030-01-14T04:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      location: 'T-Hub, Hyderabad',
      notes: 'Bring the cohort data',
      scheduledBy: owner.id,
    });
    expect(booked.json.meetingScheduledAt).toBe('2030-01-14T04:30:00.000Z');
    const twice = await angel.call(scheduleMeeting, routes.scheduleMatchMeeting, { params, body: { slotId: slots[1].id } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json.message).toMatch(/^A meeting is already scheduled for 14 Jan 2030, 10:00 am/);

    const investorView = await all(angel, listSlots, routes.listPitchSlots, {}, { investorId: angel.id });
    expect(investorView.find((s) => s.id === slot.id)).toMatchObject({ isBooked: true, bookedBy: owner.id, matchId: match.id });
    const founderView = await all(owner, listSlots, routes.listPitchSlots, {}, { investorId: angel.id });
    expect(founderView.find((s) => s.id === slot.id)).toMatchObject({ isBooked: true });
    expect(founderView.find((s) => s.id === slot.id).bookedBy).toBeUndefined();
    expect(founderView.map((s) => s.startTime)).toEqual(founderView.map((s) => s.startTime).sort());

    for (const who of [owner, angel]) {
      const answer = await who.call(calendar, routes.downloadMatchMeetingCalendar, { params });
      expect(answer.statusCode).toBe(200);
      const ics = { ...answer, body: answer.body.replace(/\r\n[ \t]/g, '') }; // unfolded lines
      expect(answer.headers['content-type']).toContain('text/calendar');
      expect(answer.headers['content-disposition']).toBe('attachment; filename="meeting-meeting-co.ics"');
      expect(ics.body).toContain('DTSTART;TZID=Asia/Kolkata:20300114T100000');
      expect(ics.body).toContain('SUMMARY:Pitch meeting: Meeting Co with Slots Reddy');
      expect(ics.body).toContain('LOCATION:T-Hub\\, Hyderabad');
      expect(ics.body).toMatch(new RegExp(`CN="Pitcher Reddy".*:mailto:${owner.id}@example.com`, 'i'));
      expect(ics.body).toMatch(new RegExp(`CN="Slots Reddy".*:mailto:${angel.id}@example.com`, 'i'));
    }
    expect((await stranger.call(calendar, routes.downloadMatchMeetingCalendar, { params })).statusCode).toBe(404);

    // Withdrawing: a booked slot stays; a free one goes; only the investor's own.
    expect((await angel.call(deleteSlot, routes.deletePitchSlot, { params: { slotId: slot.id } })).json.message).toBe(
      'This pitch slot is booked; it cannot be withdrawn',
    );
    expect((await owner.call(deleteSlot, routes.deletePitchSlot, { params: { slotId: slots[1].id } })).statusCode).toBe(404);
    expect((await angel.call(deleteSlot, routes.deletePitchSlot, { params: { slotId: slots[1].id } })).statusCode).toBe(200);

    // A proposed time instead of a slot, on another accepted match.
    const other = await create({ title: 'Proposal Co' }, owner);
    const match2 = (await angel.call(expressInterest, routes.expressInterest, { params: { opportunityId: other.id } })).json;
    await owner.call(acceptMatch, routes.acceptInvestorMatch, { params: { matchId: match2.id } });
    const proposedTime = await angel.call(scheduleMeeting, routes.scheduleMatchMeeting, {
      params: { matchId: match2.id },
      body: { startTime: '2030-02-01T09:00:00-06:00', endTime: '2030-02-01T10:00:00-06:00', timeZone: 'America/Chicago', location: 'Zoom' },
    });
    expect(proposedTime.json.meeting).toMatchObject({ startTime: '2030-02-01T15:00:00.000Z', timeZone: 'America/Chicago', scheduledBy: angel.id });
    expect(proposedTime.json.meeting.slotId).toBeUndefined();
    const ics = await owner.call(calendar, routes.downloadMatchMeetingCalendar, { params: { matchId: match2.id } });
    expect(ics.body).toContain('DTSTART;TZID=America/Chicago:20300201T090000');
  });
});

describe('term sheet templates', () => {
  it('lists public templates (by stage) and counts each download exactly', async () => {
    await putAll(investorData().termSheetTemplates, [
      {
        id: 'tst-seed',
        name: 'Seed Round Term Sheet',
        stage: 'seed',
        description: 'Priced seed round',
        sections: [{ heading: 'Valuation', body: 'Pre-money ₹40Cr' }],
        createdAt: '2026-01-02T00:00:00.000Z',
      },
      {
        id: 'tst-a',
        name: 'Series A Term Sheet',
        stage: 'series_a',
        sections: [{ heading: 'Board', body: 'Two founders, one investor' }],
        createdAt: '2026-01-03T00:00:00.000Z',
      },
      { id: 'tst-private', name: 'Draft', isPublic: false, sections: [], createdAt: '2026-01-04T00:00:00.000Z' },
    ]);
    const listed = await all(stranger, listTemplates, routes.listTermSheetTemplates);
    expect(listed.map((t) => t.id)).toEqual(['tst-a', 'tst-seed']);
    expect((await all(stranger, listTemplates, routes.listTermSheetTemplates, { stage: 'seed' })).map((t) => t.id)).toEqual(['tst-seed']);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => stranger.call(downloadTemplate, routes.downloadTermSheetTemplate, { params: { templateId: 'tst-seed' } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.json.downloads).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(answers[0]!.json).toMatchObject({ filename: 'seed-round-term-sheet.md', contentType: 'text/markdown; charset=utf-8' });
    expect(answers[0]!.json.content).toContain('# Seed Round Term Sheet');
    expect(answers[0]!.json.content).toContain('## 1. Valuation\n\nPre-money ₹40Cr');
    expect((await all(stranger, listTemplates, routes.listTermSheetTemplates, { stage: 'seed' }))[0].downloads).toBe(10);
    expect((await stranger.call(downloadTemplate, routes.downloadTermSheetTemplate, { params: { templateId: 'tst-private' } })).statusCode).toBe(404);
    expect((await stranger.call(downloadTemplate, routes.downloadTermSheetTemplate, { params: { templateId: 'missing' } })).statusCode).toBe(404);
  });
});

describe('lists are one Query after auth (+ at most one BatchGet)', () => {
  it('holds every list route to its budget', async () => {
    const owner = await signIn('Counted');
    const angel = await signIn('Counter');
    await profile(angel);
    const opportunity = await create({ title: 'Counted Co' }, owner);
    await angel.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.id } });
    await angel.call(createSlots, routes.createPitchSlots, { body: { slots: [{ startTime: inDays(4), endTime: inDays(4, 1) }] } });
    const counter = countDynamoCommands();
    const counted = async (run: () => Promise<{ statusCode: number }>) => {
      counter.reset();
      expect((await run()).statusCode).toBe(200);
      return readCounts(counter.counts());
    };
    try {
      expect(await counted(() => angel.call(listOpportunities, routes.listInvestmentOpportunities, { query: { stage: 'seed', industry: 'fintech' } }))).toEqual(
        { query: 1, batchGet: 1, scan: 0, others: [] },
      );
      expect(await counted(() => owner.call(listMine, routes.listMyInvestmentOpportunities))).toEqual({ query: 1, batchGet: 0, scan: 0, others: [] });
      expect(await counted(() => angel.call(listMatches, routes.listInvestorMatches))).toEqual({ query: 1, batchGet: 1, scan: 0, others: [] });
      expect(await counted(() => owner.call(listMatches, routes.listInvestorMatches, { query: { side: 'founder' } }))).toEqual({
        query: 1,
        batchGet: 1,
        scan: 0,
        others: [],
      });
      expect(await counted(() => owner.call(listProfiles, routes.listInvestorProfiles))).toEqual({ query: 1, batchGet: 0, scan: 0, others: [] });
      expect(await counted(() => owner.call(listInterest, routes.listOpportunityInterest, { params: { opportunityId: opportunity.id } }))).toEqual({
        query: 1,
        batchGet: 0,
        scan: 0,
        others: [],
      });
      expect(await counted(() => owner.call(listSlots, routes.listPitchSlots, { params: { investorId: angel.id } }))).toEqual({
        query: 1,
        batchGet: 0,
        scan: 0,
        others: [],
      });
      expect(await counted(() => owner.call(listTemplates, routes.listTermSheetTemplates))).toEqual({ query: 1, batchGet: 0, scan: 0, others: [] });
      expect(await counted(() => owner.call(stats, routes.getInvestorStats))).toEqual({ query: 2, batchGet: 0, scan: 0, others: [] });
      expect(counter.rounds()).toBe(2); // auth, then both counter Queries together
    } finally {
      counter.stop();
    }
  });
});
