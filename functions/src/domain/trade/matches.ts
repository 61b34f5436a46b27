import type { Member, TradeMatch } from '@club/shared';

export async function listTradeMatches(_member: Member, _limit: number): Promise<TradeMatch[]> {
  throw new Error('Trade matches: not yet implemented');
}
export async function listingMatchCounts(_ids: string[]): Promise<{ listingId: string; matchCount: number }[]> {
  throw new Error('Trade matches: not yet implemented');
}
