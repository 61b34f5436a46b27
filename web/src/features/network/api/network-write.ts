import type { InvalidateQueryFilters } from '@tanstack/react-query';
import { routeKey } from '../../../lib/api-client';
import { displayName } from '@club/shared';

/** Every network read (lists, stats, the graph, relationships, travel plans) lives under /api/network. */
const underNetwork: InvalidateQueryFilters = { predicate: (query) => String(query.queryKey[0]).startsWith('/api/network') };
export const networkReads = [underNetwork];
/** The nudge strip's read. */
export const nudgeReads = [routeKey('listSmartNudges')];
/** A change of who is connected moves the lists, the counts, the graph and what the nudges suggest. */
export const graphReads = [underNetwork, ...nudgeReads];

/** A member's name as the cards show it. */
export const fullName = (user: { firstName: string; lastName: string }): string => displayName(user);
