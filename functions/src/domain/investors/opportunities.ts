import type { Member, Opportunity, OpportunityFilters, OpportunityInput } from '@club/shared';
import type { Page, PageRequest } from '../paging.js';

const todo = (): never => {
  throw new Error('Investors API: not yet implemented');
};
export async function listOpportunities(_member: Member, _query: OpportunityFilters): Promise<Page<Opportunity>> {
  return todo();
}
export async function createOpportunity(_member: Member, _input: OpportunityInput): Promise<Opportunity> {
  return todo();
}
export async function getOpportunity(_member: Member, _id: string): Promise<Opportunity> {
  return todo();
}
export async function updateOpportunity(_member: Member, _id: string, _input: OpportunityInput): Promise<Opportunity> {
  return todo();
}
export async function deactivateOpportunity(_member: Member, _id: string): Promise<Opportunity> {
  return todo();
}
export async function listMyOpportunities(_member: Member, _page: PageRequest): Promise<Page<Opportunity>> {
  return todo();
}
