import { describe, expect, it } from 'vitest';
import { demoFinancialSummary, demoPitchDeck } from '@club/functions/dev/demo-pdfs';
import { readPdf } from '@club/functions/test/pdf-text';
import { DEMO_DEAL_IDS, demoDeals } from './deal-rooms.js';
import { DEMO_DEAL_STORIES } from './deal-stories.js';
import { demoOpportunities } from './investors-demo-items.js';

const listingOf = (id: string) => demoOpportunities.find((opportunity) => opportunity.id === id)!;
const detailsOf = (id: string) => demoDeals.find((deal) => deal.id === id)!.details;
/** The FY 2026 figure of a summary row. */
const firstYear = (id: keyof typeof DEMO_DEAL_STORIES, row: string) => DEMO_DEAL_STORIES[id].financials.find(([label]) => label === row)?.[1];

/** Each figure the listing or the room states, and the summary row (FY 2026) that must say the same. */
const AGREEMENTS: [keyof typeof DEMO_DEAL_STORIES, 'listing' | 'financials', string, string, string][] = [
  ['opp-paisasetu', 'listing', '4,200 merchants', 'Merchants live', '4,200'],
  ['opp-paisasetu', 'listing', '₹38Cr disbursed', 'Loans disbursed (to date)', '3,800'],
  ['opp-paisasetu', 'financials', 'FY26 revenue ₹6.4 Cr', 'Revenue (net interest and fees)', '640'],
  ['opp-aquasense', 'listing', '600 ponds', 'Ponds', '600'],
  ['opp-aquasense', 'financials', '₹2.1 Cr revenue', 'Revenue', '210'],
  ['opp-clinicflow', 'listing', '140 clinics', 'Clinics', '140'],
  ['opp-clinicflow', 'listing', '$2.1M ARR', 'ARR at year end', '2,100'],
  ['opp-clinicflow', 'financials', 'FY26 revenue $1.4M', 'Revenue', '1,400'],
];

describe('demo deals agree with themselves: listing, room details, deck and financial summary', () => {
  it('every demo deal has its own story, and its deck’s traction is the room’s', () => {
    for (const id of DEMO_DEAL_IDS) {
      expect(DEMO_DEAL_STORIES[id], id).toBeDefined();
      expect(detailsOf(id).traction).toBe(DEMO_DEAL_STORIES[id].traction);
    }
  });

  it.each(AGREEMENTS)('%s: "%s" in the %s is the summary’s %s', (id, where, stated, row, figure) => {
    const text = where === 'listing' ? listingOf(id).description : detailsOf(id).financials;
    expect(text).toContain(stated);
    expect(firstYear(id, row)).toBe(figure);
  });

  it('ClinicFlow’s generated deck and summary speak of its Texas clinics in dollars, not of ₹84 lakh', async () => {
    const listing = listingOf('opp-clinicflow');
    const facts = {
      title: listing.title,
      founderName: 'Prasad Gorantla',
      description: listing.description,
      stage: listing.stage,
      story: DEMO_DEAL_STORIES['opp-clinicflow'],
    };
    const summary = (await readPdf(await demoFinancialSummary(facts))).map((page) => page.text).join('\n');
    expect(summary).toContain('thousands of US dollars');
    expect(summary).toMatch(/Clinics \| 140/);
    expect(summary).toMatch(/ARR at year end \| 2,100/);
    expect(summary).not.toMatch(/lakh/);
    const deck = (await readPdf(await demoPitchDeck(facts))).map((page) => page.text).join('\n');
    expect(deck).toContain('140 urgent-care clinics; $2.1M ARR');
    expect(deck).toContain('Texas');
    expect(deck).not.toContain('Andhra Pradesh and Telangana');
  });
});
