import type { OpportunityFields } from '../api/investors.js';
import { FUNDING_STAGES, FUNDING_STAGE_LABELS, INDUSTRY_LABELS, MATCH_REASONS_SHOWN, type FundingStage, type Industry } from './constants.js';
import { formatMoney, formatMoneyRange } from '../format/money.js';

/**
 * The compatibility score of an investor profile and an opportunity: the one
 * pure function behind every number and explanation the API shows (deal
 * flow's fit, the Funding page, matches, View Interest). It reads the deal and
 * the profile only, so the same pair scores the same everywhere.
 *
 * 1. Hard constraints first: an investor who cannot meet the opportunity's
 *    minimum ticket (maxInvestment < minInvestment), or whose smallest check
 *    is larger than the whole round (minInvestment > targetAmount), is not
 *    eligible: score 0, and the misses say why.
 * 2. Then a weighted mean of the terms' fits (each 0–1):
 *
 *    | term           | weight | fit |
 *    |----------------|--------|-----|
 *    | stage          | 0.30   | 1 in preferred stages, 0.5 one stage away, else 0 |
 *    | industry       | 0.25   | 1 in focus areas, else 0 |
 *    | checkSize      | 0.25   | 1 the minimum ticket is inside the investor's range (or, without one, the range fits the round); 0.75 the investor's checks are above the minimum ticket but fit the round |
 *    | geography      | 0.15   | 1 the location is in one of the investor's geographies (cities, states, countries, `Global`), else 0 |
 *    | teluguFounders | 0.05   | 1 Telugu founding team, else 0 |
 *
 *    A term the investor states no preference for (no preferred stages, no
 *    focus areas, no range, no geography), or the opportunity leaves blank,
 *    counts as neutral (NEUTRAL_FIT) and is explained neither way. So do the
 *    amounts of a deal in another currency than the investor's rupee range:
 *    comparing them needs an exchange rate the club does not keep yet.
 *    score = Σ weight × fit / Σ weight, rounded to two decimals (numeric(3,2)).
 * 3. Explanation: what fits (fit ≥ FITS_FROM) by weight × fit, and what does
 *    not (blockers, then the other terms by weight), addressed to the viewer.
 *    A Telugu founding team is a plus; its absence is not a miss.
 */
export const SCORE_WEIGHTS = {
  stage: 0.3,
  industry: 0.25,
  checkSize: 0.25,
  geography: 0.15,
  teluguFounders: 0.05,
} as const;
export type ScoreTerm = keyof typeof SCORE_WEIGHTS;
/** The fit of a term without a stated preference or without data. */
export const NEUTRAL_FIT = 0.5;
/** A term with a reason fits from this fit on (a ticket below their smallest check still fits the round); below it, it is a miss. */
const FITS_FROM = 0.75;

/** The opportunity fields the score reads. */
export type ScoreOpportunity = Pick<OpportunityFields, 'stage' | 'industry' | 'targetAmount' | 'minInvestment' | 'location' | 'teluguFounders' | 'currency'>;
/** The investor profile fields the score reads. */
export interface ScoreInvestor {
  preferredStages: readonly FundingStage[];
  focusAreas: readonly Industry[];
  minInvestment?: number | undefined;
  maxInvestment?: number | undefined;
  geography: readonly string[];
}
/** Who reads the reasons: the investor ("your range") or the founder ("their range"). */
export type MatchViewer = 'investor' | 'founder';

/** A reason in both voices. */
export interface MatchReason {
  investor: string;
  founder: string;
}
export interface TermFit {
  term: ScoreTerm;
  weight: number;
  /** 0–1. */
  fit: number;
  /** Absent for a neutral term (no preference or no data), a blocked check size (the blocker says it) and no Telugu founding team. */
  reason?: MatchReason;
}
export interface MatchScore {
  eligible: boolean;
  /** Why not eligible (hard constraints), empty when eligible. */
  blockers: MatchReason[];
  /** 0–1, two decimals; 0 when not eligible. */
  score: number;
  terms: TermFit[];
}

const stageLabel = (stage: FundingStage) => FUNDING_STAGE_LABELS[stage];
const both = (investor: string, founder: string): MatchReason => ({ investor, founder });
/** "your" for the investor, "their" for the founder. */
const voiced = (text: (your: string) => string): MatchReason => both(text('your'), text('their'));

function stageFit(opportunity: ScoreOpportunity, investor: ScoreInvestor): TermFit {
  const term = { term: 'stage', weight: SCORE_WEIGHTS.stage } as const;
  if (!investor.preferredStages.length) return { ...term, fit: NEUTRAL_FIT };
  const label = stageLabel(opportunity.stage);
  if (investor.preferredStages.includes(opportunity.stage))
    return { ...term, fit: 1, reason: voiced((your) => `${label} stage is in ${your} preferred stages`) };
  const at = FUNDING_STAGES.indexOf(opportunity.stage);
  const distance = Math.min(...investor.preferredStages.map((stage) => Math.abs(FUNDING_STAGES.indexOf(stage) - at)));
  if (distance === 1) return { ...term, fit: 0.5, reason: voiced((your) => `${label} is one stage from ${your} preferred stages`) };
  return { ...term, fit: 0, reason: voiced((your) => `${label} is outside ${your} preferred stages`) };
}

function industryFit(opportunity: ScoreOpportunity, investor: ScoreInvestor): TermFit {
  const term = { term: 'industry', weight: SCORE_WEIGHTS.industry } as const;
  if (!investor.focusAreas.length || !opportunity.industry) return { ...term, fit: NEUTRAL_FIT };
  const label = INDUSTRY_LABELS[opportunity.industry];
  if (investor.focusAreas.includes(opportunity.industry)) return { ...term, fit: 1, reason: voiced((your) => `${label} is one of ${your} focus areas`) };
  return { ...term, fit: 0, reason: voiced((your) => `${label} is outside ${your} focus areas`) };
}

/** Investor ranges are in rupees, so only a rupee deal's amounts are compared with them. */
const inRupees = (opportunity: ScoreOpportunity) => (opportunity.currency ?? 'INR') === 'INR';

/** The hard constraints on money: the investor can meet the minimum ticket, and their smallest check fits the round. */
export function checkSizeBlockers(opportunity: ScoreOpportunity, investor: ScoreInvestor): MatchReason[] {
  const blockers: MatchReason[] = [];
  if (!inRupees(opportunity)) return blockers;
  const { minInvestment: ticket, targetAmount: round } = opportunity;
  if (ticket !== undefined && investor.maxInvestment !== undefined && investor.maxInvestment < ticket) {
    const max = formatMoney(investor.maxInvestment, 'INR');
    blockers.push(voiced((your) => `Minimum ticket ${formatMoney(ticket, 'INR')} is above ${your} ${max} maximum`));
  }
  if (round !== undefined && investor.minInvestment !== undefined && investor.minInvestment > round) {
    const min = formatMoney(investor.minInvestment, 'INR');
    blockers.push(
      both(
        `Your minimum check ${min} is above the ${formatMoney(round, 'INR')} round`,
        `Their minimum check ${min} is above the ${formatMoney(round, 'INR')} round`,
      ),
    );
  }
  return blockers;
}

function checkSizeFit(opportunity: ScoreOpportunity, investor: ScoreInvestor): TermFit {
  const term = { term: 'checkSize', weight: SCORE_WEIGHTS.checkSize } as const;
  const { minInvestment: min, maxInvestment: max } = investor;
  const { minInvestment: ticket, targetAmount: round } = opportunity;
  if ((min === undefined && max === undefined) || (ticket === undefined && round === undefined) || !inRupees(opportunity)) return { ...term, fit: NEUTRAL_FIT };
  if (checkSizeBlockers(opportunity, investor).length) return { ...term, fit: 0 };
  const range = formatMoneyRange(min, max, 'INR', '');
  if (ticket !== undefined && (min === undefined || ticket >= min)) {
    return { ...term, fit: 1, reason: voiced((your) => `Check size ${formatMoney(ticket, 'INR')} fits ${your} ${range} range`) };
  }
  // No minimum ticket, or one below the investor's smallest check: their checks still fit the round.
  const fit = ticket === undefined ? 1 : 0.75;
  const text =
    round === undefined
      ? (your: string) => `${capitalise(your)} ${range} checks are above the minimum ticket`
      : (your: string) => `${capitalise(your)} ${range} checks fit the ${formatMoney(round, 'INR')} round`;
  return { ...term, fit, reason: voiced(text) };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Places each region covers, lower case (the region's own name matches too). */
const ANDHRA = [
  'andhra',
  'ap',
  'visakhapatnam',
  'vizag',
  'vijayawada',
  'guntur',
  'tirupati',
  'nellore',
  'kakinada',
  'rajahmundry',
  'rajamahendravaram',
  'bhimavaram',
  'eluru',
  'ongole',
  'kurnool',
  'anantapur',
  'kadapa',
  'amaravati',
  'srikakulam',
  'vizianagaram',
  'chittoor',
  'machilipatnam',
  'palasa',
  'parawada',
  'srikalahasti',
];
const TELANGANA = ['hyderabad', 'secunderabad', 'cyberabad', 'warangal', 'karimnagar', 'nizamabad', 'khammam', 'genome valley'];
const REGIONS: Record<string, readonly string[]> = {
  'andhra pradesh': ANDHRA,
  ap: ANDHRA,
  telangana: TELANGANA,
  'telugu states': [...ANDHRA, ...TELANGANA, 'telangana', 'andhra pradesh'],
  india: [
    ...ANDHRA,
    ...TELANGANA,
    'andhra pradesh',
    'telangana',
    'bengaluru',
    'bangalore',
    'mumbai',
    'delhi',
    'new delhi',
    'chennai',
    'pune',
    'kolkata',
    'gurugram',
    'gurgaon',
    'noida',
    'ahmedabad',
    'kochi',
  ],
  usa: [
    'us',
    'u.s.',
    'united states',
    'america',
    'dallas',
    'houston',
    'austin',
    'texas',
    'san jose',
    'san francisco',
    'bay area',
    'silicon valley',
    'california',
    'new york',
    'new jersey',
    'seattle',
    'chicago',
    'atlanta',
    'boston',
  ],
  us: [
    'usa',
    'united states',
    'dallas',
    'houston',
    'austin',
    'texas',
    'san jose',
    'san francisco',
    'bay area',
    'silicon valley',
    'california',
    'new york',
    'new jersey',
    'seattle',
    'chicago',
    'atlanta',
    'boston',
  ],
  'united states': [
    'usa',
    'us',
    'dallas',
    'houston',
    'austin',
    'texas',
    'san jose',
    'san francisco',
    'bay area',
    'silicon valley',
    'california',
    'new york',
    'new jersey',
    'seattle',
    'chicago',
    'atlanta',
    'boston',
  ],
  uae: ['united arab emirates', 'dubai', 'abu dhabi', 'sharjah'],
  uk: ['united kingdom', 'england', 'london', 'leicester', 'manchester', 'birmingham'],
  'united kingdom': ['uk', 'england', 'london', 'leicester', 'manchester', 'birmingham'],
  singapore: [],
};
const GLOBAL = new Set(['global', 'anywhere', 'worldwide', 'any']);

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim()} `;
const names = (text: string, place: string) => normalise(text).includes(normalise(place));

/** Whether a location lies in one geography entry: the entry's own name, or a place of its region. */
export function inGeography(location: string, entry: string): boolean {
  const name = entry.split(',')[0]!.trim().toLowerCase();
  if (!name) return false;
  if (GLOBAL.has(name)) return true;
  return names(location, name) || (REGIONS[name] ?? []).some((place) => names(location, place));
}

function geographyFit(opportunity: ScoreOpportunity, investor: ScoreInvestor): TermFit {
  const term = { term: 'geography', weight: SCORE_WEIGHTS.geography } as const;
  const location = opportunity.location?.trim();
  if (!investor.geography.length || !location) return { ...term, fit: NEUTRAL_FIT };
  const place = location.split(',')[0]!.trim();
  const entry = investor.geography.find((g) => inGeography(location, g));
  if (entry === undefined) return { ...term, fit: 0, reason: voiced((your) => `${place} is outside ${your} geographies`) };
  if (GLOBAL.has(entry.trim().toLowerCase())) return { ...term, fit: 1, reason: voiced((your) => `${place} is within ${your} global focus`) };
  return { ...term, fit: 1, reason: voiced((your) => `${place} is within ${your} ${entry.trim()} focus`) };
}

function teluguFit(opportunity: ScoreOpportunity): TermFit {
  const term = { term: 'teluguFounders', weight: SCORE_WEIGHTS.teluguFounders } as const;
  return opportunity.teluguFounders ? { ...term, fit: 1, reason: both('Telugu founding team', 'Telugu founding team') } : { ...term, fit: 0 };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The compatibility of an investor profile with an opportunity (see the table above). */
export function scoreMatch(opportunity: ScoreOpportunity, investor: ScoreInvestor): MatchScore {
  const terms: TermFit[] = [
    stageFit(opportunity, investor),
    industryFit(opportunity, investor),
    checkSizeFit(opportunity, investor),
    geographyFit(opportunity, investor),
    teluguFit(opportunity),
  ];
  const blockers = checkSizeBlockers(opportunity, investor);
  const weight = terms.reduce((sum, t) => sum + t.weight, 0);
  const score = blockers.length ? 0 : round2(terms.reduce((sum, t) => sum + t.weight * t.fit, 0) / weight);
  return { eligible: blockers.length === 0, blockers, score, terms };
}

/** What fits and what does not, each as the viewer reads it. */
export interface MatchExplanation {
  fits: string[];
  misses: string[];
}

type Explained = TermFit & { reason: MatchReason };

/** Both sides of the explanation in order: fits by weight × fit, misses (blockers first) by weight; ties keep the table's order. */
function explained(result: MatchScore): { fits: MatchReason[]; misses: MatchReason[] } {
  const withReason = result.terms.filter((t): t is Explained => t.reason !== undefined);
  const fits = withReason.filter((t) => t.fit >= FITS_FROM).sort((a, b) => b.weight * b.fit - a.weight * a.fit);
  const misses = withReason.filter((t) => t.fit < FITS_FROM).sort((a, b) => b.weight - a.weight);
  return { fits: fits.map((t) => t.reason), misses: [...result.blockers, ...misses.map((t) => t.reason)] };
}

/** The whole explanation of a score for one viewer: every term that fits and every one that does not. */
export function explainMatch(result: MatchScore, viewer: MatchViewer): MatchExplanation {
  const { fits, misses } = explained(result);
  return { fits: fits.map((reason) => reason[viewer]), misses: misses.map((reason) => reason[viewer]) };
}

/**
 * The short reasons of a list item: the blockers, then the fits, then the
 * misses (explainMatch's order, blockers first); the first `count`.
 */
export function matchReasons(result: MatchScore, viewer: MatchViewer, count: number = MATCH_REASONS_SHOWN): string[] {
  const { fits, misses } = explained(result);
  const blockers = misses.slice(0, result.blockers.length);
  return [...blockers, ...fits, ...misses.slice(result.blockers.length)].slice(0, count).map((reason) => reason[viewer]);
}
