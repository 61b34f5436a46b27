import { useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../lib/api-client';
import { routeKey, routeQueryOptions } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';
import { apiReason } from '../../../components/form';

/** Connector reads. */
export type ListingFilters = NonNullable<CallInput<'listTradeListings'>['query']>;
export const useConnectorListings = (query: ListingFilters) => usePagedList(listQueryOptions('listTradeListings', { query }));
export const useConnectorStats = () => useQuery(routeQueryOptions('getTradeConnectorStats'));
export const useMarketInsights = (enabled: boolean) => useQuery({ ...routeQueryOptions('getTradeMarketInsights'), enabled });
export const useTradeMatches = () => useQuery(routeQueryOptions('listTradeMatches', { query: {} }));
export const useTradeConnections = () => usePagedList(listQueryOptions('listTradeConnections'));

const connectionReads = [routeKey('listTradeConnections'), routeKey('listTradeMatches'), routeKey('createTradeConnection')];

export const useCreateTradeConnection = () =>
  useRouteWrite('createTradeConnection', {
    invalidate: connectionReads,
    successTitle: 'Connection request sent!',
    failure: apiReason,
  });

export const useRespondTradeConnection = () =>
  useRouteWrite(({ accept }: { connectionId: string; accept: boolean }) => (accept ? 'acceptTradeConnection' : 'declineTradeConnection'), {
    input: ({ connectionId }) => ({ params: { connectionId }, body: {} }),
    invalidate: connectionReads,
    successTitle: ({ accept }) => (accept ? 'Connection accepted' : 'Connection declined'),
    failure: apiReason,
  });

/** POST /api/trade-connections/{connectionId}/share-contact: the caller shares their e-mail and phone on an accepted connection. */
export const useShareTradeContact = () =>
  useRouteWrite('shareTradeConnectionContact', {
    input: ({ connectionId }: { connectionId: string }) => ({ params: { connectionId } }),
    invalidate: connectionReads,
    successTitle: 'Your contact details are shared',
    failure: apiReason,
  });
