import type { InvestorMatch, Member } from '@club/shared';

export async function expressInterest(_member: Member, _opportunityId: string): Promise<InvestorMatch> {
  throw new Error('Investors API: not yet implemented');
}
