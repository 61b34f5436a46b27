import { randomUUID } from 'node:crypto';
import { companySchema, type Company, type Member, type RouteBody, type routes } from '@club/shared';
import { db } from '../../db/index.js';
import { transact, type TransactItem } from '../../db/transact.js';
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

/** A company as stored, with the denormalised member images listings embed. */
export type StoredCompany = Company & { memberImages: MemberImage[] };

export const NOT_YOUR_COMPANY = 'You can only post for a company you belong to';

const toCompany = (item: unknown): Company => companySchema.parse(item);

/** GET /api/companies: all companies newest first (one Query), or the caller's (one Query + one BatchGet). */
export async function listCompanies(
  member: Member,
  { mine, limit, cursor }: PageRequest & { mine?: 'true' | 'false' },
): Promise<Page<Company>> {
  if (mine === 'true') {
    const page = await readPage(cursor, () =>
      db().companyMembers.query.byMember({ memberId: member.id }).go({ limit, cursor, order: 'desc' }),
    );
    const companies = await companiesById(page.data.map((m) => m.companyId));
    const items = page.data.flatMap((m) => {
      const company = companies.get(m.companyId);
      return company ? [toCompany(company)] : [];
    });
    return { items, cursor: page.cursor };
  }
  const page = await readPage(cursor, () => db().companies.query.newest({}).go({ limit, cursor, order: 'desc' }));
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
  const { companies, companyMembers } = db();
  const image: MemberImage = { id: member.id, ...(member.profileImageUrl ? { profileImageUrl: member.profileImageUrl } : {}) };
  const company = { ...input, id, createdAt, createdBy: member.id, memberImages: [image] };
  await transact([
    { Put: companies.create(company).params() } as TransactItem,
    { Put: companyMembers.create({ companyId: id, memberId: member.id, joinedAt: createdAt }).params() } as TransactItem,
    bumpCounter(CLUB_SCOPE, 'companies'),
    bumpCounter(CLUB_SCOPE, `country#${company.country}`),
  ]);
  // A member without a company gets this one; their directory card changes with it.
  if (!member.companyId) await writeMember(member.id, (current) => ({ ...current!, companyId: current?.companyId ?? id }));
  return toCompany(company);
}

/**
 * The company a member may post for: 403 unless the member belongs to it
 * (an unknown company is also 403: nobody belongs to it). Two GetItems in parallel.
 */
export async function requireOwnCompany(member: Member, companyId: string): Promise<StoredCompany> {
  const [membership, company] = await Promise.all([
    db().companyMembers.get({ companyId, memberId: member.id }).go(),
    db().companies.get({ id: companyId }).go(),
  ]);
  if (!membership.data) throw new ForbiddenError(NOT_YOUR_COMPANY);
  if (!company.data) throw new NotFoundError('Company not found');
  return company.data as StoredCompany;
}

/** Companies by id with one BatchGet (none when `ids` is empty); duplicates are read once. */
export async function companiesById(ids: string[]): Promise<Map<string, StoredCompany>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { data } = await db()
    .companies.get(unique.map((id) => ({ id })))
    .go();
  return new Map(data.map((company) => [company.id, company as StoredCompany]));
}
