import { ApiError, routeKey } from '../../../lib/api-client';

/**
 * Every events read a write can change: the three lists (each its own static
 * path, so its own key) and everything under `['/api/events']` (one event, its attendees).
 */
export const eventReads = [routeKey('listUpcomingEvents'), routeKey('listMyEvents'), routeKey('listMyRsvps'), routeKey('createEvent')];

/** The API's reason for a refusal (a 409: full, closed, already RSVPed, capacity below confirmed), or a plain retry line. */
export const apiReason = (error: unknown): string => (error instanceof ApiError ? error.body?.message : undefined) ?? 'Please try again.';

/** A 400 with field issues is shown under the fields; anything else toasts the API's reason. */
export const formFailure = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 400 && error.body?.issues?.length ? undefined : apiReason(error);
