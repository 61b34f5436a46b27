import { CRORE, LAKH } from '../format/money.js';
import { TRADE_CURRENCIES } from '../trade-assistance/constants.js';

/** Investor matching values: stages, industries, investor types, bands, matches, pitch slots. */

/** Funding stages: an investor's preferred stages. */
export const FUNDING_STAGES = ['pre_seed', 'seed', 'series_a', 'series_b', 'series_c', 'growth', 'pre_ipo'] as const;
export type FundingStage = (typeof FUNDING_STAGES)[number];
/** The stages of the opportunity form and of every stage filter; the form defaults to `seed`. */
export const OPPORTUNITY_STAGES = ['pre_seed', 'seed', 'series_a', 'series_b', 'series_c', 'growth'] as const satisfies readonly FundingStage[];
export type OpportunityStage = (typeof OPPORTUNITY_STAGES)[number];
export const DEFAULT_OPPORTUNITY_STAGE: OpportunityStage = 'seed';
export const FUNDING_STAGE_LABELS: Record<FundingStage, string> = {
  pre_seed: 'Pre-Seed',
  seed: 'Seed',
  series_a: 'Series A',
  series_b: 'Series B',
  series_c: 'Series C',
  growth: 'Growth',
  pre_ipo: 'Pre-IPO',
};
/**
 * Industries of the opportunity form, investors' focus areas and
 * every industry filter (the schemas validate against this list, so no card
 * shows an industry a filter lacks);
 * `agritech` and `pharma` are added for the club's Andhra and Telangana deal
 * flow (aquaculture tech, bulk drug makers), before `other`.
 */
export const INDUSTRIES = ['fintech', 'edtech', 'healthtech', 'saas', 'ecommerce', 'ai_ml', 'blockchain', 'logistics', 'agritech', 'pharma', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const INDUSTRY_LABELS: Record<Industry, string> = {
  fintech: 'Fintech',
  edtech: 'Edtech',
  healthtech: 'Healthtech',
  saas: 'SaaS',
  ecommerce: 'E-commerce',
  ai_ml: 'AI/ML',
  blockchain: 'Blockchain',
  logistics: 'Logistics',
  agritech: 'Agritech',
  pharma: 'Pharma',
  other: 'Other',
};
/** Investor types. */
export const INVESTOR_TYPES = ['angel', 'vc', 'family_office', 'pe', 'strategic', 'accelerator', 'crowdfunding'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];
export const INVESTOR_TYPE_LABELS: Record<InvestorType, string> = {
  angel: 'Angel Investor',
  vc: 'Venture Capital',
  family_office: 'Family Office',
  pe: 'Private Equity',
  strategic: 'Strategic Investor',
  accelerator: 'Accelerator',
  crowdfunding: 'Crowdfunding',
};
/**
 * The connector's investment bands, in rupees, on an
 * opportunity's target amount: `min` inclusive, `max` exclusive (absent = no upper bound).
 */
export const INVESTMENT_BANDS = {
  small: { label: '₹10L–₹1Cr', min: 10 * LAKH, max: 1 * CRORE },
  medium: { label: '₹1Cr–₹10Cr', min: 1 * CRORE, max: 10 * CRORE },
  large: { label: '₹10Cr–₹50Cr', min: 10 * CRORE, max: 50 * CRORE },
  enterprise: { label: 'Above ₹50Cr', min: 50 * CRORE },
} as const satisfies Record<string, { label: string; min: number; max?: number }>;
export type InvestmentBand = keyof typeof INVESTMENT_BANDS;
export const INVESTMENT_BAND_IDS = Object.keys(INVESTMENT_BANDS) as [InvestmentBand, ...InvestmentBand[]];
/** The largest amount of money an opportunity or profile holds: numeric(15,2). */
export const INVESTOR_MONEY_MAX = 9_999_999_999_999.99;
/** Match statuses: pending, then accepted or declined; the founder accepts or declines. */
export const MATCH_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
/** How a match came about: the investor expressed interest, or the club proposed it from the score. */
export const MATCH_SOURCES = ['interest', 'proposal'] as const;
/** A side of a match, as the caller sees it. */
export const MATCH_SIDES = ['investor', 'founder'] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];
/**
 * Matches are proposed automatically at or above this compatibility score
 * (0–1), at most MATCH_PROPOSALS_PER_WRITE new ones (best first) per created
 * or changed opportunity or profile, from at most MATCH_CANDIDATES_MAX candidates.
 */
export const MATCH_PROPOSAL_THRESHOLD = 0.6;
export const MATCH_PROPOSALS_PER_WRITE = 10;
export const MATCH_CANDIDATES_MAX = 1_000;
/** Reasons shown on a match card (the two or three that weighed most). */
export const MATCH_REASONS_SHOWN = 3;
/** Matches show the first 2 focus areas; the score as a percent and out of 5 stars. */
export const MATCH_FOCUS_AREAS_SHOWN = 2;
/** Loading placeholders: deals, own opportunities, matches. */
export const INVESTOR_LOADING_CARDS = { deals: 4, myOpportunities: 2, matches: 3 } as const;
/** Pitch slots: at most this many created at once, each at most this long. */
export const PITCH_SLOT_LIMITS = { perRequest: 20, maxMinutes: 8 * 60 } as const;
/** The time zone of a pitch slot or proposed meeting when none is given. */
export const DEFAULT_MEETING_TIME_ZONE = 'Asia/Kolkata';
/** The currencies a deal may be raised in (rupees unless the founder names another: a Dallas company raises in dollars). */
export const DEAL_CURRENCIES = ['INR', ...TRADE_CURRENCIES] as const;
export type DealCurrency = (typeof DEAL_CURRENCIES)[number];
