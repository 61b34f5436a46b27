import type { InvestorCard, InvestorProfile, InvestorProfileInput, InvestorType, Industry, Member } from '@club/shared';
import type { Page, PageRequest } from '../paging.js';

const todo = (): never => {
  throw new Error('Investors API: not yet implemented');
};
export async function getOwnProfile(_member: Member): Promise<InvestorProfile | null> {
  return todo();
}
export async function saveProfile(_member: Member, _input: InvestorProfileInput): Promise<InvestorProfile> {
  return todo();
}
export async function listProfiles(_query: PageRequest & { investorType?: InvestorType | undefined; focusArea?: Industry | undefined }): Promise<Page<InvestorCard>> {
  return todo();
}
