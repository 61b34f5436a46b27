import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/network/members/{memberId}: how the member stands with another (Connect, pending, respond, connected). */
export const relationshipQueryOptions = (memberId: string) => routeQueryOptions('getRelationship', { params: { memberId } });
export const useRelationship = (memberId: string | undefined) => useQuery({ ...relationshipQueryOptions(memberId ?? ''), enabled: Boolean(memberId) });
