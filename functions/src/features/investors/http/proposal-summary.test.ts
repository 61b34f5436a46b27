import { describe, expect, it } from 'vitest';
import { CRORE, LAKH, MATCH_PROPOSAL_THRESHOLD, routes } from '@club/shared';
import { deliverOutbox } from '../../../outbox/deliver.js';
import { outboxFor } from '../../../test/outbox.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as createOpportunity } from './create-investment-opportunity.js';
import { handler as saveProfile } from './save-investor-profile.js';

const address = (who: SignedIn) => `${who.id}@example.com`;
const mailsOf = async (who: SignedIn, template: string) => (await outboxFor(address(who))).filter((mail) => mail.template === template);

/** A Vizag SaaS seed round every SaaS angel below fits; `industry` moves it out of their focus. */
const deal = (title: string, industry: string) => ({
  title,
  stage: 'seed',
  industry,
  targetAmount: 4 * CRORE,
  minInvestment: 40 * LAKH,
  location: 'Visakhapatnam, India',
  teluguFounders: true,
});
const saasAngel = {
  investorType: 'angel',
  fundName: 'Vizag Angels',
  minInvestment: 20 * LAKH,
  maxInvestment: CRORE,
  focusAreas: ['saas'],
  preferredStages: ['seed'],
  geography: ['Andhra Pradesh', 'India'],
  checkSize: 50 * LAKH,
};

type Proposed = { opportunity: { id: string; industry?: string }; compatibilityScore: number };

describe('proposed matches, batched', () => {
  it('a profile saved (twice at once) that proposes 10 matches queues one summary per party per window, none outside the investor’s focus', async () => {
    // Five founders with two SaaS rounds each, and two rounds outside the investor's focus that fit everything else.
    const founders = await Promise.all(['Anil', 'Bhavani', 'Chandra', 'Durga', 'Eswar'].map((name) => signIn(name)));
    const created: { id: string; industry: string; founder: SignedIn }[] = [];
    for (const [index, founder] of founders.entries()) {
      for (const industry of ['saas', 'saas', ...(index === 0 ? ['pharma', 'fintech'] : [])]) {
        const answer = await founder.call(createOpportunity, routes.createInvestmentOpportunity, { body: deal(`Round ${index}.${created.length}`, industry) });
        expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
        created.push({ id: (answer.json as { id: string }).id, industry, founder });
      }
    }
    const investor = await signIn('Kommareddy');
    // Two saves at once: the summaries' conditional puts let one of each through.
    const saves = await Promise.all([1, 2].map(() => investor.call(saveProfile, routes.saveInvestorProfile, { body: saasAngel })));
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200]);

    // Nothing mailed per match, one summary for the investor, one per founder.
    expect(await mailsOf(investor, 'match-proposed')).toEqual([]);
    const summaries = await mailsOf(investor, 'match-summary');
    expect(summaries).toHaveLength(1);
    for (const founder of founders) {
      expect(await mailsOf(founder, 'match-proposed')).toEqual([]);
      expect(await mailsOf(founder, 'match-summary')).toHaveLength(1);
    }

    const afterWindow = new Date(Date.parse(String(summaries[0]!.props.until)) + 1000);
    await deliverOutbox({ now: afterWindow, limit: 100 });
    const mails = await mailsOf(investor, 'matches-proposed');
    expect(mails).toHaveLength(1);
    const proposed = mails[0]!.props.matches as Proposed[];
    const ours = proposed.filter((match) => created.some((c) => c.id === match.opportunity.id));
    expect(ours.map((match) => match.opportunity.industry)).toEqual(Array(10).fill('SaaS'));
    expect(proposed.every((match) => match.compatibilityScore >= MATCH_PROPOSAL_THRESHOLD)).toBe(true);
    // Best first.
    expect(proposed.map((match) => match.compatibilityScore)).toEqual([...proposed.map((match) => match.compatibilityScore)].sort((a, b) => b - a));
    for (const founder of founders) {
      const theirs = await mailsOf(founder, 'matches-proposed');
      expect(theirs).toHaveLength(1);
      expect((theirs[0]!.props.matches as Proposed[]).every((match) => created.some((c) => c.id === match.opportunity.id && c.founder === founder))).toBe(true);
    }

    // A delivery run again (or a retried expansion) queues nothing more.
    await deliverOutbox({ now: afterWindow, limit: 100 });
    expect(await mailsOf(investor, 'matches-proposed')).toHaveLength(1);
  });
});
