import type { InvestorMatch, MatchSide, Member } from '@club/shared';
import type { Page, PageRequest } from '../paging.js';

const todo = (): never => {
  throw new Error('Investors API: not yet implemented');
};
export async function listOpportunityInterest(_member: Member, _opportunityId: string, _page: PageRequest): Promise<Page<InvestorMatch>> {
  return todo();
}
export async function listMatches(_member: Member, _query: PageRequest & { side?: MatchSide | undefined }): Promise<Page<InvestorMatch>> {
  return todo();
}
export async function getMatch(_member: Member, _matchId: string): Promise<InvestorMatch> {
  return todo();
}
export async function acceptMatch(_member: Member, _matchId: string): Promise<InvestorMatch> {
  return todo();
}
export async function declineMatch(_member: Member, _matchId: string, _feedback: string | undefined): Promise<InvestorMatch> {
  return todo();
}
