import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/**
 * GET /api/network/members/{memberId}: how the member stands with an investor
 * (connected, a request either way, or none) and, two steps away, the mutual
 * connection to ask for an introduction (`connection.introducedByUser`).
 */
export const relationshipQueryOptions = (memberId: string) => routeQueryOptions('getRelationship', { params: { memberId } });
export const useRelationship = (memberId: string) => useQuery(relationshipQueryOptions(memberId));
