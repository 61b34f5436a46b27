import { randomUUID } from 'node:crypto';
import type { Company, Member, RouteBodyParsed, routes } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { companyData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { CLUB_SCOPE, bumpCounter } from '../stats/index.js';
import { toCompany, type NewCompany } from './companies.js';

// Apart from companies.ts, so the routes that only read companies bundle none of the write builders.

/** The validated body (defaults applied). */
export type CreateCompanyParsed = RouteBodyParsed<typeof routes.createCompany>;

/** A member's image as embedded in listing cards. */
export interface MemberImage {
  id: string;
  profileImageUrl?: string;
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
