import { ApiError, routeKey } from '../../../lib/api-client';

/** Every cultural read a request write changes: My Requests (and one request under the same path). */
export const requestReads = [routeKey('listMyCulturalRequests'), routeKey('createCulturalRequest')];

/** The API's reason for a refusal (409: pending or already rated), or a plain retry line. */
export const apiReason = (error: unknown): string => (error instanceof ApiError ? error.body?.message : undefined) ?? 'Please try again.';

/** A 400 with field issues is shown under the fields; anything else toasts the API's reason. */
export const formFailure = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 400 && error.body?.issues?.length ? undefined : apiReason(error);
