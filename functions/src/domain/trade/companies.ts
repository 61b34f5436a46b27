import { randomUUID } from 'node:crypto';
import { companySchema, type Company, type Member, type RouteBody, type routes } from '@club/shared';
import type { CompanyItem } from '../../db/entities/company.js';
import { companyData } from '../../db/services/companies.js';
import { counterData } from '../../db/services/counters.js';
import { writeTransaction } from '../../db/transaction.js';
import { writeMember } from '../members/members.js';
import { CLUB_SCOPE, bumpCounter } from '../stats/counters.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { readPage, type Page, type PageRequest } from '../paging.js';

/** The validated body (defaults applied). */
export type CreateCompanyInput = RouteBody<typeof routes.createCompany>;

/** A member's image as embedded in listing cards. */
export interface MemberImage {
  id: string;
  profileImageUrl?: string;
}

export const NOT_YOUR_COMPANY = 'You can only post for a company you belong to';

const toCompany = (item: CompanyItem): Company => companySchema.parse(item);

/** GET /api/companies: all companies newest first (one Query), or the caller's (one Query + one BatchGet). */
export async function listCompanies(
  member: Member,
  { mine, limit, cursor }: PageRequest & { mine?: 'true' | 'false' },
): Promise<Page<Company>> {
  if (mine === 'true') {
    const page = await readPage(cursor, () =>
      companyData().companyMembers.query.byMember({ memberId: member.id }).go({ limit, cursor, order: 'desc' }),
    );
    const companies = await companiesById(page.data.map((m) => m.companyId));
    const items = page.data.flatMap((m) => {
      const company = companies.get(m.companyId);
      return company ? [toCompany(company)] : [];
    });
    return { items, cursor: page.cursor };
  }
  const page = await readPage(cursor, () => companyData().companies.query.newest({}).go({ limit, cursor, order: 'desc' }));
  return { items: page.data.map(toCompany), cursor: page.cursor };
}

/**
 * POST /api/companies: one transaction puts the company (with the creator as
 * its first member image), the creator's membership and the club's company
 * and country counts; a member with no company yet then gets this one.
 */
export async function createCompany(member: Member, input: CreateCompanyInput): Promise<Company> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const { companies, companyMembers } = companyData();
  const { counters } = counterData();
  const image: MemberImage = { id: member.id, ...(member.profileImageUrl ? { profileImageUrl: member.profileImageUrl } : {}) };
  const company: CompanyItem = { ...input, id, createdAt, createdBy: member.id, memberImages: [image] };
  // A fresh id: create's attribute_not_exists conditions cannot fail, so no outcome is named.
  await writeTransaction({ companies, companyMembers, counters }, (tx) => [
    { name: 'company', write: tx.companies.create(company).commit() },
    { name: 'membership', write: tx.companyMembers.create({ companyId: id, memberId: member.id, joinedAt: createdAt }).commit() },
    bumpCounter(tx.counters, CLUB_SCOPE, 'companies'),
    bumpCounter(tx.counters, CLUB_SCOPE, `country#${company.country}`),
  ]);
  // A member without a company gets this one; their directory card changes with it.
  if (!member.companyId) await writeMember(member.id, (current) => ({ ...current!, companyId: current?.companyId ?? id }));
  return toCompany(company);
}

/**
 * The company a member may post for: 403 unless the member belongs to it
 * (an unknown company is also 403: nobody belongs to it). Two GetItems in parallel.
 */
export async function requireOwnCompany(member: Member, companyId: string): Promise<CompanyItem> {
  const { companies, companyMembers } = companyData();
  const [membership, company] = await Promise.all([
    companyMembers.get({ companyId, memberId: member.id }).go(),
    companies.get({ id: companyId }).go(),
  ]);
  if (!membership.data) throw new ForbiddenError(NOT_YOUR_COMPANY);
  if (!company.data) throw new NotFoundError('Company not found');
  return company.data;
}

/** Companies by id with one BatchGet (none when `ids` is empty); duplicates are read once. */
export async function companiesById(ids: string[]): Promise<Map<string, CompanyItem>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { data } = await companyData()
    .companies.get(unique.map((id) => ({ id })))
    .go();
  return new Map(data.map((company) => [company.id, company]));
}
