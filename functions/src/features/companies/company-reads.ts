import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { COMPANIES, type CompanyItem } from './entities/company.js';
import { companiesOfMember, membersOfCompany } from './entities/company-member.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll, queryPage } from '../../platform/db/pages.js';
import { companyData } from './data.js';

/** One company by id (one GetItem); undefined when absent. */
export async function findCompany(id: string): Promise<CompanyItem | undefined> {
  const { Item } = await companyData().companies.build(GetItemCommand).key({ id }).send();
  return Item;
}

/** Whether the member belongs to the company (one GetItem of their membership). */
export async function isCompanyMember(companyId: string, memberId: string): Promise<boolean> {
  const { Item } = await companyData().companyMembers.build(GetItemCommand).key({ companyId, memberId }).send();
  return Boolean(Item);
}

/** Every company, oldest first, all pages (a whole-club job loads the club once). */
export const allCompanies = (): Promise<CompanyItem[]> => queryAll(companyData().companies, COMPANIES, { ascending: true });

/** The ids of the first `limit` companies a member joined, oldest membership first (one Query page). */
export async function companyIdsOfMember(memberId: string, limit: number): Promise<string[]> {
  const { items } = await queryPage(companyData().companyMembers, companiesOfMember(memberId), { limit, ascending: true });
  return items.map((membership) => membership.companyId);
}

/** The ids of up to `limit` members of a company (one Query page). */
export async function memberIdsOfCompany(companyId: string, limit: number): Promise<string[]> {
  const { items } = await queryPage(companyData().companyMembers, membersOfCompany(companyId), { limit });
  return items.map((membership) => membership.memberId);
}

/** Companies by id with one BatchGet (none when `ids` is empty); duplicates are read once. */
export async function companiesById(ids: string[]): Promise<Map<string, CompanyItem>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const found = await getMany(
    companyData().companies,
    unique.map((id) => ({ id })),
  );
  return new Map(found.map((company) => [company.id, company]));
}
