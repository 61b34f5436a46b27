import { all, deleteRows, type MemberDataSection } from '../../platform/db/member-data.js';
import { companyData } from './data.js';
import { companiesOfMember } from './entities/company-member.js';

/** What the companies feature keeps about a member: the companies they belong to. */
export const companiesMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'company-memberships',
      about: 'The companies you belong to',
      profile: true,
      fate: 'delete',
      remove: (rows) => deleteRows(companyData().companyMembers, rows),
      read: (id) => all(companyData().companyMembers, companiesOfMember(id)),
    },
  ],
};

/** The ids of the companies a member belongs to (one Query). */
export const companyIdsOf = async (memberId: string): Promise<string[]> =>
  (await all(companyData().companyMembers, companiesOfMember(memberId))).map((row) => String(row.companyId));
