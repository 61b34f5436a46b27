import type { RouteBodyInput, routes } from '@club/shared';

/** A valid investor profile body: an angel in Telangana fintech at seed, ₹25 lakh to ₹1 crore. */
export const angelInvestorProfile: RouteBodyInput<typeof routes.saveInvestorProfile> = {
  investorType: 'angel',
  minInvestment: 2_500_000,
  maxInvestment: 10_000_000,
  focusAreas: ['fintech'],
  preferredStages: ['seed'],
  geography: ['Telangana'],
};
