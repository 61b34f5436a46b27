/** The companies feature's public API to other domain features (they import it only through this file). */
export { companiesById, requireOwnCompany } from './companies.js';
