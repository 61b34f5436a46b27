import type { RouteId } from '@club/shared';

/**
 * Route id → handler module (relative to functions/), each exporting
 * `handler`. Typed against the route table: a route without a handler entry
 * does not compile, and a test imports every file. Infra builds one Lambda per
 * entry; the local server mounts the same files.
 */
export const handlerFiles = {
  login: 'src/http/auth/login.ts',
  authCallback: 'src/http/auth/callback.ts',
  logout: 'src/http/auth/logout.ts',
  getAuthUser: 'src/http/auth/get-user.ts',
  listCompanies: 'src/http/trade/list-companies.ts',
  createCompany: 'src/http/trade/create-company.ts',
  listTradeListings: 'src/http/trade/list-trade-listings.ts',
  createTradeListing: 'src/http/trade/create-trade-listing.ts',
  listJobs: 'src/http/jobs/list-jobs.ts',
  createJob: 'src/http/jobs/create-job.ts',
  listRoomNights: 'src/http/jobs/list-room-nights.ts',
} as const satisfies Record<RouteId, `src/http/${string}.ts`>;
