/** The companies feature's public API: the only module of it app/ and other features import. */
export { useCompanies } from './api/list-companies';
export { CompanySelect } from './components/company-select';
