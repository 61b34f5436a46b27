import { companySchema, type Company, type Member } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { COMPANIES, type CompanyItem } from './entities/company.js';
import { companiesOfMember } from './entities/company-member.js';
import { queryPage } from '../../platform/db/pages.js';
import { companyData } from './data.js';
import { companiesById } from './company-reads.js';
import { ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

/** A company as written (the library adds updatedAt). */
export type NewCompany = Omit<CompanyItem, 'updatedAt'>;

export const NOT_YOUR_COMPANY = 'You can only post for a company you belong to';

export const toCompany = (item: NewCompany): Company => companySchema.parse(item);

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
