import type { InvalidateQueryFilters } from '@tanstack/react-query';
import { ApiError, routeKey } from '../../../lib/api-client';

/** Every network read (lists, stats, the graph, relationships, travel plans) lives under /api/network. */
const underNetwork: InvalidateQueryFilters = { predicate: (query) => String(query.queryKey[0]).startsWith('/api/network') };
export const networkReads = [underNetwork];
/** The nudge strip's read. */
export const nudgeReads = [routeKey('listSmartNudges')];
/** A change of who is connected moves the lists, the counts, the graph and what the nudges suggest. */
export const graphReads = [underNetwork, ...nudgeReads];

/** The API's reason for a refusal (a 409: already connected, not pending any more; a 403: not a mutual connection), or a plain retry line. */
export const apiReason = (error: unknown): string => (error instanceof ApiError ? error.body?.message : undefined) ?? 'Please try again.';

/** A 400 with field issues is shown under the fields; anything else toasts the API's reason. */
export const formFailure = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 400 && error.body?.issues?.length ? undefined : apiReason(error);

/** A member's name as the cards show it. */
export const fullName = (user: { firstName: string; lastName: string }): string => `${user.firstName} ${user.lastName}`.trim();
