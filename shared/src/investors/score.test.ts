import { describe, expect, it } from 'vitest';
import { CRORE, LAKH } from '../format/money.js';
import {
  NEUTRAL_FIT,
  SCORE_WEIGHTS,
  explainMatch,
  inGeography,
  matchReasons,
  scoreMatch,
  type ScoreInvestor,
  type ScoreOpportunity,
  type ScoreTerm,
} from './score.js';

const opportunity = (extra: Partial<ScoreOpportunity> = {}): ScoreOpportunity => ({
  stage: 'seed',
  industry: 'fintech',
  targetAmount: 5 * CRORE,
  minInvestment: 50 * LAKH,
  location: 'Hyderabad, India',
  teluguFounders: true,
  ...extra,
});
const investor = (extra: Partial<ScoreInvestor> = {}): ScoreInvestor => ({
  preferredStages: ['seed'],
  focusAreas: ['fintech'],
  minInvestment: 25 * LAKH,
  maxInvestment: 1 * CRORE,
  geography: ['Telangana'],
  ...extra,
});
const fitOf = (term: ScoreTerm, o = opportunity(), i = investor()) => scoreMatch(o, i).terms.find((t) => t.term === term)!.fit;

describe('scoreMatch: each term', () => {
  it('weights sum to 1', () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('stage: in preferred 1, one stage away 0.5, further 0, no preference neutral', () => {
    expect(fitOf('stage')).toBe(1);
    expect(fitOf('stage', opportunity({ stage: 'series_a' }))).toBe(0.5);
    expect(fitOf('stage', opportunity({ stage: 'pre_seed' }))).toBe(0.5);
    expect(fitOf('stage', opportunity({ stage: 'growth' }))).toBe(0);
    expect(fitOf('stage', opportunity(), investor({ preferredStages: [] }))).toBe(NEUTRAL_FIT);
  });

  it('industry: in focus areas 1, else 0; neutral without focus areas or without an industry', () => {
    expect(fitOf('industry')).toBe(1);
    expect(fitOf('industry', opportunity({ industry: 'edtech' }))).toBe(0);
    expect(fitOf('industry', opportunity(), investor({ focusAreas: [] }))).toBe(NEUTRAL_FIT);
    expect(fitOf('industry', opportunity({ industry: undefined }))).toBe(NEUTRAL_FIT);
  });

  it('check size: a deal in another currency is not compared with the rupee range (neutral, never blocked, no reason)', () => {
    // $2M round, $500K ticket: as rupees it would be far below the range; as dollars it is far above.
    const dollars = opportunity({ currency: 'USD', targetAmount: 2_000_000, minInvestment: 500_000 });
    const result = scoreMatch(dollars, investor({ maxInvestment: 1 * LAKH }));
    expect(result.eligible).toBe(true);
    expect(result.blockers).toEqual([]);
    expect(result.terms.find((t) => t.term === 'checkSize')).toEqual({ term: 'checkSize', weight: SCORE_WEIGHTS.checkSize, fit: NEUTRAL_FIT });
    expect(explainMatch(result, 'investor').misses.join(' ')).not.toMatch(/check|ticket|range/i);
    expect(fitOf('checkSize', opportunity({ currency: 'INR' }))).toBe(1);
  });

  it('check size: ticket inside the range 1, checks above the ticket 0.75, neutral without amounts, 0 when blocked', () => {
    expect(fitOf('checkSize')).toBe(1);
    expect(fitOf('checkSize', opportunity({ minInvestment: 10 * LAKH }))).toBe(0.75);
    expect(fitOf('checkSize', opportunity({ minInvestment: undefined }))).toBe(1);
    expect(fitOf('checkSize', opportunity(), investor({ minInvestment: undefined, maxInvestment: undefined }))).toBe(NEUTRAL_FIT);
    expect(fitOf('checkSize', opportunity({ minInvestment: undefined, targetAmount: undefined }))).toBe(NEUTRAL_FIT);
    expect(fitOf('checkSize', opportunity({ minInvestment: 2 * CRORE }))).toBe(0);
    // Only a maximum: any ticket up to it fits.
    expect(fitOf('checkSize', opportunity(), investor({ minInvestment: undefined }))).toBe(1);
  });

  it('geography: by name, by region (city in a state or country), global; outside 0; neutral without data', () => {
    expect(fitOf('geography')).toBe(1);
    expect(fitOf('geography', opportunity({ location: 'Bhimavaram' }), investor({ geography: ['Andhra Pradesh'] }))).toBe(1);
    expect(fitOf('geography', opportunity({ location: 'Vizag' }), investor({ geography: ['India'] }))).toBe(1);
    expect(fitOf('geography', opportunity({ location: 'Dallas, TX' }), investor({ geography: ['USA'] }))).toBe(1);
    expect(fitOf('geography', opportunity({ location: 'Dallas, TX' }), investor({ geography: ['Global'] }))).toBe(1);
    expect(fitOf('geography', opportunity({ location: 'Dallas, TX' }), investor({ geography: ['India', 'UAE'] }))).toBe(0);
    expect(fitOf('geography', opportunity({ location: undefined }))).toBe(NEUTRAL_FIT);
    expect(fitOf('geography', opportunity(), investor({ geography: [] }))).toBe(NEUTRAL_FIT);
    // Words, not substrings: "US" is not found inside "Campus".
    expect(inGeography('Andhra University Campus, Vizag', 'US')).toBe(false);
    expect(inGeography('Austin, US', 'us')).toBe(true);
  });

  it('Telugu founders: 1 or 0', () => {
    expect(fitOf('teluguFounders')).toBe(1);
    expect(fitOf('teluguFounders', opportunity({ teluguFounders: false }))).toBe(0);
  });

  it('reads the deal and the profile only: the terms are the five of the table', () => {
    expect(scoreMatch(opportunity(), investor()).terms.map((t) => t.term)).toEqual(['stage', 'industry', 'checkSize', 'geography', 'teluguFounders']);
  });
});

describe('scoreMatch: the whole', () => {
  it('a perfect fit scores 1; an investor with no stated preferences is neutral', () => {
    expect(scoreMatch(opportunity(), investor()).score).toBe(1);
    const open = scoreMatch(opportunity(), { preferredStages: [], focusAreas: [], geography: [] });
    // Four neutral terms (0.95 of the weight at 0.5) and the Telugu founders term (0.05 at 1).
    expect(open.score).toBeCloseTo(Math.round((0.95 * 0.5 + 0.05) * 100) / 100, 10);
    expect(open.eligible).toBe(true);
  });

  it('is the weighted mean of the terms, two decimals', () => {
    const result = scoreMatch(opportunity({ stage: 'series_a', industry: 'edtech', teluguFounders: false }), investor());
    // stage 0.5, industry 0, check 1, geography 1, Telugu 0
    expect(result.score).toBe(Math.round((0.3 * 0.5 + 0 + 0.25 + 0.15 + 0) * 100) / 100);
  });

  it('hard constraints first: a minimum ticket above the investor’s maximum, or a round below their smallest check, scores 0', () => {
    const tooBig = scoreMatch(opportunity({ minInvestment: 2 * CRORE }), investor());
    expect(tooBig).toMatchObject({ eligible: false, score: 0 });
    expect(matchReasons(tooBig, 'investor')[0]).toBe('Minimum ticket ₹2Cr is above your ₹1Cr maximum');
    expect(matchReasons(tooBig, 'founder')[0]).toBe('Minimum ticket ₹2Cr is above their ₹1Cr maximum');
    const tooSmall = scoreMatch(opportunity({ targetAmount: 20 * LAKH, minInvestment: undefined }), investor());
    expect(tooSmall.eligible).toBe(false);
    expect(matchReasons(tooSmall, 'investor')[0]).toBe('Your minimum check ₹25L is above the ₹20L round');
  });

  it('is monotonic in fit: improving any one term never lowers the score (and raises it before rounding)', () => {
    const stages: ScoreOpportunity['stage'][] = ['growth', 'series_a', 'seed']; // 0, 0.5, 1 for a seed investor
    const industries: ScoreOpportunity['industry'][] = ['edtech', 'fintech'];
    const tickets = [10 * LAKH, 50 * LAKH]; // 0.75, 1
    const locations = ['Dallas', 'Hyderabad'];
    const telugu = [false, true];
    const result = (s: number, i: number, t: number, l: number, g: number) =>
      scoreMatch(
        opportunity({ stage: stages[s]!, industry: industries[i]!, minInvestment: tickets[t]!, location: locations[l]!, teluguFounders: telugu[g]! }),
        investor(),
      );
    type Point = [number, number, number, number, number];
    const raw = (r: ReturnType<typeof scoreMatch>) => r.terms.reduce((sum, term) => sum + term.weight * term.fit, 0);
    const dims = [stages.length, industries.length, tickets.length, locations.length, telugu.length];
    const all = (index: number, prefix: number[]): number[][] =>
      index === dims.length ? [prefix] : Array.from({ length: dims[index]! }, (_, v) => all(index + 1, [...prefix, v])).flat();
    let checked = 0;
    for (const point of all(0, [])) {
      const base = result(...(point as Point));
      point.forEach((value, d) => {
        if (value + 1 >= dims[d]!) return;
        const better = [...point];
        better[d] = value + 1;
        const improved = result(...(better as Point));
        expect(improved.score, `${point} → ${better}`).toBeGreaterThanOrEqual(base.score);
        expect(raw(improved), `${point} → ${better}`).toBeGreaterThan(raw(base));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('stays within 0 and 1 for extreme inputs', () => {
    for (const o of [opportunity({ targetAmount: 0.01, minInvestment: 0.01 }), opportunity({ targetAmount: 9_999_999_999_999.99, minInvestment: undefined })]) {
      const { score } = scoreMatch(o, investor({ minInvestment: undefined, maxInvestment: 9_999_999_999_999.99 }));
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });
});

describe('matchReasons', () => {
  it('gives the two or three weightiest reasons, fits before misses, in the viewer’s voice', () => {
    const result = scoreMatch(opportunity(), investor());
    expect(matchReasons(result, 'investor')).toEqual([
      'Seed stage is in your preferred stages',
      'Fintech is one of your focus areas',
      'Check size ₹50L fits your ₹25L–1Cr range',
    ]);
    expect(matchReasons(result, 'founder')).toEqual([
      'Seed stage is in their preferred stages',
      'Fintech is one of their focus areas',
      'Check size ₹50L fits their ₹25L–1Cr range',
    ]);
    expect(matchReasons(result, 'investor', 10)).toEqual([
      'Seed stage is in your preferred stages',
      'Fintech is one of your focus areas',
      'Check size ₹50L fits your ₹25L–1Cr range',
      'Hyderabad is within your Telangana focus',
      'Telugu founding team',
    ]);
  });

  it('orders fits by weight × fit and explains misses after them', () => {
    const result = scoreMatch(opportunity({ stage: 'series_a', industry: 'edtech', minInvestment: 10 * LAKH, location: 'Dallas' }), investor());
    expect(matchReasons(result, 'investor', 10)).toEqual([
      'Your ₹25L–1Cr checks fit the ₹5Cr round', // fit: 0.25 × 0.75
      'Telugu founding team', // fit: 0.05
      'Series A is one stage from your preferred stages', // miss: 0.3 (half a fit is not a fit)
      'Edtech is outside your focus areas', // miss: 0.25
      'Dallas is outside your geographies', // miss: 0.15
    ]);
  });

  it('shows a neutral profile only what it has', () => {
    expect(matchReasons(scoreMatch(opportunity(), { preferredStages: [], focusAreas: [], geography: [] }), 'investor')).toEqual(['Telugu founding team']);
  });
});

describe('explainMatch: what fits and what does not', () => {
  it('a deal outside the investor’s focus says so and scores lower than the same deal inside it', () => {
    const inside = scoreMatch(opportunity(), investor());
    const outside = scoreMatch(opportunity({ industry: 'edtech' }), investor());
    expect(outside.score).toBeLessThan(inside.score);
    expect(outside.score).toBe(0.75);
    expect(explainMatch(outside, 'investor')).toEqual({
      fits: [
        'Seed stage is in your preferred stages',
        'Check size ₹50L fits your ₹25L–1Cr range',
        'Hyderabad is within your Telangana focus',
        'Telugu founding team',
      ],
      misses: ['Edtech is outside your focus areas'],
    });
    expect(explainMatch(outside, 'founder').misses).toEqual(['Edtech is outside their focus areas']);
    expect(explainMatch(inside, 'investor').misses).toEqual([]);
  });

  const explained = (o: Partial<ScoreOpportunity>, i: Partial<ScoreInvestor> = {}) => explainMatch(scoreMatch(opportunity(o), investor(i)), 'investor');

  it('stage: in the preferred stages fits; one stage away or further is a miss', () => {
    expect(explained({}).fits).toContain('Seed stage is in your preferred stages');
    expect(explained({ stage: 'series_a' }).misses).toContain('Series A is one stage from your preferred stages');
    expect(explained({ stage: 'growth' }).misses).toContain('Growth is outside your preferred stages');
  });

  it('industry: in the focus areas fits, outside is a miss, no focus areas says nothing', () => {
    expect(explained({}).fits).toContain('Fintech is one of your focus areas');
    expect(explained({ industry: 'pharma' }).misses).toEqual(['Pharma is outside your focus areas']);
    const open = explained({ industry: 'pharma' }, { focusAreas: [] });
    expect([...open.fits, ...open.misses].some((text) => text.includes('Pharma'))).toBe(false);
  });

  it('check size: a ticket in range fits, checks above the ticket still fit the round, a hard constraint is the first miss', () => {
    expect(explained({}).fits).toContain('Check size ₹50L fits your ₹25L–1Cr range');
    expect(explained({ minInvestment: 10 * LAKH }).fits).toContain('Your ₹25L–1Cr checks fit the ₹5Cr round');
    const blocked = explained({ minInvestment: 2 * CRORE, industry: 'edtech' });
    expect(blocked.misses).toEqual(['Minimum ticket ₹2Cr is above your ₹1Cr maximum', 'Edtech is outside your focus areas']);
    expect(blocked.fits.some((text) => text.startsWith('Check size'))).toBe(false);
  });

  it('geography: within a geography fits, outside is a miss', () => {
    expect(explained({}).fits).toContain('Hyderabad is within your Telangana focus');
    expect(explained({ location: 'Dallas, Texas, USA' }).misses).toEqual(['Dallas is outside your geographies']);
  });

  it('Telugu founders: a plus when present, never a miss when absent', () => {
    expect(explained({}).fits).toContain('Telugu founding team');
    expect(explained({ teluguFounders: false })).toEqual({ fits: explained({}).fits.filter((t) => t !== 'Telugu founding team'), misses: [] });
  });

  it('is deterministic: the same inputs give the same score and explanation, whatever the order of the investor’s lists', () => {
    const o = opportunity({ stage: 'series_a', industry: 'edtech', location: 'Dallas' });
    const first = scoreMatch(o, investor({ focusAreas: ['fintech', 'saas'], preferredStages: ['seed', 'pre_seed'], geography: ['Telangana', 'UAE'] }));
    const again = scoreMatch({ ...o }, investor({ focusAreas: ['saas', 'fintech'], preferredStages: ['pre_seed', 'seed'], geography: ['UAE', 'Telangana'] }));
    expect(again.score).toBe(first.score);
    expect(explainMatch(again, 'investor')).toEqual(explainMatch(first, 'investor'));
    // Equal weights keep the table's order: industry before check size.
    expect(explained({}).fits.slice(0, 3)).toEqual([
      'Seed stage is in your preferred stages',
      'Fintech is one of your focus areas',
      'Check size ₹50L fits your ₹25L–1Cr range',
    ]);
  });
});
