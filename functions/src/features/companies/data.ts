import { companyEntity } from './entities/company.js';
import { companyMemberEntity } from './entities/company-member.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Company data: companies and their memberships. */
export const companyData = entitySet({ companies: companyEntity, companyMembers: companyMemberEntity });
