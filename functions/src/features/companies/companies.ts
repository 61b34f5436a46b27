import { randomUUID } from 'node:crypto';
import { companySchema, type Company, type Member, type RouteBodyParsed, type routes } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { COMPANIES, type CompanyItem } from './entities/company.js';
import { companiesOfMember } from './entities/company-member.js';
import { queryPage } from '../../platform/db/pages.js';
import { companyData } from './data.js';
import { companiesById } from './company-reads.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { CLUB_SCOPE, bumpCounter } from '../stats/index.js';
import { ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

/** The validated body (defaults applied). */
export type CreateCompanyParsed = RouteBodyParsed<typeof routes.createCompany>;

/** A member's image as embedded in listing cards. */
export interface MemberImage {
  id: string;
  profileImageUrl?: string;
}

/** A company as written (the library adds updatedAt). */
export type NewCompany = Omit<CompanyItem, 'updatedAt'>;

export const NOT_YOUR_COMPANY = 'You can only post for a company you belong to';

const toCompany = (item: NewCompany): Company => companySchema.parse(item);

/** GET /api/companies: all companies newest first (one Query), or the caller's (one Query + one BatchGet). */
export async function listCompanies(member: Member, { mine, limit, cursor }: PageRequest & { mine?: 'true' | 'false' }): Promise<Page<Company>> {
  const { companies, companyMembers } = companyData();
  if (mine === 'true') {
    const page = await readPage(cursor, () => queryPage(companyMembers, companiesOfMember(member.id), { limit, cursor }));
    const found = await companiesById(page.items.map((m) => m.companyId));
    const items = page.items.flatMap((m) => {
      const company = found.get(m.companyId);
      return company ? [toCompany(company)] : [];
    });
    return { items, cursor: page.cursor };
  }
  const page = await readPage(cursor, () => queryPage(companies, COMPANIES, { limit, cursor }));
  return { items: page.items.map(toCompany), cursor: page.cursor };
}

/**
 * POST /api/companies: one transaction puts the company (with the creator as
 * its first member image), the creator's membership and the club's company
 * and country counts (the handler then gives it to a creator who has none).
 */
export async function createCompany(member: Member, input: CreateCompanyParsed): Promise<Company> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const { companies, companyMembers } = companyData();
  const image: MemberImage = { id: member.id, ...(member.profileImageUrl ? { profileImageUrl: member.profileImageUrl } : {}) };
  const company: NewCompany = { ...input, id, createdAt, createdBy: member.id, memberImages: [image] };
  // A fresh id: the not-exists conditions cannot fail, so no outcome is named.
  await writeTransaction([
    {
      name: 'company',
      write: companies
        .build(PutTransaction)
        .item(company)
        .options({ condition: { attr: 'id', exists: false } }),
    },
    {
      name: 'membership',
      write: companyMembers
        .build(PutTransaction)
        .item({ companyId: id, memberId: member.id, joinedAt: createdAt })
        .options({ condition: { attr: 'companyId', exists: false } }),
    },
    bumpCounter(CLUB_SCOPE, 'companies'),
    bumpCounter(CLUB_SCOPE, `country#${company.country}`),
  ]);
  return toCompany(company);
}

/**
 * The company a member may post for: 403 unless the member belongs to it
 * (an unknown company is also 403: nobody belongs to it). Two GetItems in parallel.
 */
export async function requireOwnCompany(member: Member, companyId: string): Promise<CompanyItem> {
  const { companies, companyMembers } = companyData();
  const [membership, company] = await Promise.all([
    companyMembers.build(GetItemCommand).key({ companyId, memberId: member.id }).send(),
    companies.build(GetItemCommand).key({ id: companyId }).send(),
  ]);
  if (!membership.Item) throw new ForbiddenError(NOT_YOUR_COMPANY);
  if (!company.Item) throw new NotFoundError('Company not found');
  return company.Item;
}
