import { ApiError, routeKey } from '../../../lib/api-client';

/** Every CM read a request write changes: My Requests, the dashboard's counts and the open slots. */
export const cmReads = [routeKey('listMyCmRequests'), routeKey('getCmDashboard'), routeKey('listCmAvailableSlots')];

/** The API's reason for a refusal, or a plain retry line. */
export const apiReason = (error: unknown): string => (error instanceof ApiError ? error.body?.message : undefined) ?? 'Please try again.';

/** A 400 with field issues is shown under the fields; anything else toasts the API's reason. */
export const formFailure = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 400 && error.body?.issues?.length ? undefined : apiReason(error);
