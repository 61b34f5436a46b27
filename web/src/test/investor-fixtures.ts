import type { InvestorCard, InvestorMatch, InvestorProfile, InvestorStats, Opportunity, PitchSlot, TermSheetTemplate } from '@club/shared';
import type { Introduction } from '@club/shared';

/**
 * Investor answers as the API gives them, for fetch stubs; every
 * stub is checked against its route's response schema (lib/api-client.ts).
 * Amounts are rupees.
 */
export const anOpportunity = (overrides: Partial<Opportunity> = {}): Opportunity => ({
  id: 'op1',
  title: 'Godavari PayTech',
  description: 'UPI collections for rural cooperative banks in the Godavari districts.',
  stage: 'seed',
  industry: 'fintech',
  targetAmount: 50_000_000,
  minInvestment: 2_500_000,
  valuation: 200_000_000,
  location: 'Hyderabad, Telangana',
  teluguFounders: true,
  interestCount: 3,
  raisedAmount: 10_000_000,
  isActive: true,
  createdBy: 'mem_2',
  createdByName: 'Srinivas Rao',
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const anInvestorProfile = (overrides: Partial<InvestorProfile> = {}): InvestorProfile => ({
  userId: 'mem_1',
  investorType: 'angel',
  minInvestment: 2_500_000,
  maxInvestment: 10_000_000,
  aum: 500_000_000,
  focusAreas: ['fintech', 'saas', 'agritech'],
  preferredStages: ['pre_seed', 'seed'],
  checkSize: 5_000_000,
  thesis: 'Telugu founders building for Bharat.',
  portfolio: ['Krishna Agri Labs'],
  geography: ['Hyderabad', 'Vizag'],
  isAccredited: true,
  isActive: true,
  createdAt: '2026-11-18T10:00:00Z',
  ...overrides,
});

export const anInvestorCard = (overrides: Partial<InvestorCard> = {}): InvestorCard => ({
  ...anInvestorProfile({ userId: 'mem_5', investorType: 'family_office', fundName: 'Vemuri Family Office' }),
  firstName: 'Lakshmi',
  lastName: 'Vemuri',
  ...overrides,
});

export const aMatch = (overrides: Partial<InvestorMatch> = {}): InvestorMatch => ({
  id: 'mt1',
  status: 'pending',
  compatibilityScore: 0.87,
  reasons: ['Seed stage is in your preferred stages', 'Check size ₹50L fits your ₹25L–1Cr range', 'Fintech is one of your focus areas', 'Telugu founders'],
  matchedBy: 'interest',
  interested: true,
  interestedAt: '2026-11-21T10:00:00Z',
  side: 'founder',
  opportunity: {
    id: 'op1',
    title: 'Godavari PayTech',
    stage: 'seed',
    industry: 'fintech',
    targetAmount: 50_000_000,
    minInvestment: 2_500_000,
    location: 'Hyderabad, Telangana',
    teluguFounders: true,
    isActive: true,
  },
  investor: {
    id: 'mem_5',
    name: 'Lakshmi Vemuri',
    investorType: 'angel',
    minInvestment: 2_500_000,
    maxInvestment: 10_000_000,
    checkSize: 5_000_000,
    focusAreas: ['fintech', 'saas', 'agritech'],
    preferredStages: ['seed'],
    geography: ['Hyderabad'],
    isAccredited: true,
  },
  founder: { id: 'mem_2', name: 'Srinivas Rao' },
  createdAt: '2026-11-21T10:00:00Z',
  fits: ['Seed stage is in your preferred stages', 'Check size ₹50L fits your ₹25L–1Cr range', 'Fintech is one of your focus areas'],
  misses: ['Hyderabad is outside your geographies'],
  ...overrides,
});

export const aPitchSlot = (overrides: Partial<PitchSlot> = {}): PitchSlot => ({
  id: 'ps1',
  investorId: 'mem_5',
  startTime: '2026-12-03T05:30:00.000Z',
  endTime: '2026-12-03T06:00:00.000Z',
  timeZone: 'Asia/Kolkata',
  location: 'Video call',
  isBooked: false,
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const investorStats = (overrides: Partial<InvestorStats> = {}): InvestorStats => ({
  activeDeals: 17,
  totalRaised: 245_000_000,
  activeMatches: 12,
  investorsWithProfile: 9,
  myActiveMatches: 2,
  ...overrides,
});

export const aTermSheet = (overrides: Partial<TermSheetTemplate> = {}): TermSheetTemplate => ({
  id: 'ts1',
  name: 'Seed round term sheet (CCPS)',
  stage: 'seed',
  description: 'Compulsorily convertible preference shares with a 1x non-participating preference.',
  sections: [{ heading: 'Valuation', body: 'Pre-money valuation of ₹[●] crore.' }],
  downloads: 14,
  createdAt: '2026-11-01T10:00:00Z',
  ...overrides,
});

export const anIntroduction = (overrides: Partial<Introduction> = {}): Introduction => ({
  id: 'in1',
  status: 'pending',
  purpose: 'investment',
  message: 'Would like to pitch our seed round.',
  createdAt: '2026-11-22T10:00:00Z',
  requesterId: 'mem_1',
  targetUserId: 'mem_5',
  introducerId: 'mem_3',
  requester: { id: 'mem_1', firstName: 'Ravi', lastName: 'Kumar' },
  targetUser: { id: 'mem_5', firstName: 'Lakshmi', lastName: 'Vemuri' },
  introducer: { id: 'mem_3', firstName: 'Padma', lastName: 'Rao' },
  isSuccessful: false,
  myRole: 'requester',
  ...overrides,
});
