import type { InvestorStats, Member } from '@club/shared';

export async function investorStats(_member: Member): Promise<InvestorStats> {
  throw new Error('Investors API: not yet implemented');
}
