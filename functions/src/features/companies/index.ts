/** The companies feature's public API to other domain features (they import it only through this file). */
export { requireOwnCompany } from './companies.js';
export { companiesById } from './company-reads.js';
// Read by the network feature (interest profiles, the smart-nudges job).
export { allCompanies, findCompany } from './company-reads.js';

// For the privacy feature (its export) and the marketplace's part of it:
export { companiesMemberData, companyIdsOf } from './member-data.js';
// For the marketplace and the trade connector (listings, matches, connections):
export { companyIdsOfMember } from './company-reads.js';
export { memberImageSchema } from './entities/member-image.js';
export type { CompanyItem } from './entities/company.js';

// Read by members' profile (the company a member links).
export { isCompanyMember } from './company-reads.js';
// Read by getting started (colleagues among people you may know).
export { memberIdsOfCompany } from './company-reads.js';
