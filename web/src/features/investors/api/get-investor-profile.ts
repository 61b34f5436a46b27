import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/investor-profile: the member's investor profile, or null before Setup Investor Profile. */
export const investorProfileQueryOptions = () => routeQueryOptions('getInvestorProfile');
export const useInvestorProfile = (enabled = true) => useQuery({ ...investorProfileQueryOptions(), enabled });
