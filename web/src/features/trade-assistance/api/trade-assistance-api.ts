import { useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, routeUrl } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';
import { TRADE_REQUEST_TOAST } from '@club/shared';
import { formFailure } from '../../../components/form';

/** GET /api/hs-codes?search=: only asked when the text is longer than 2 characters (spec 2 §5). */
export const useHsSearch = (search: string) =>
  useQuery({ ...routeQueryOptions('searchHsCodes', { query: { search } }), enabled: search.trim().length > 2 });

/** GET /api/trade-assistance/my-requests, newest first. */
export const useMyTradeRequests = () => usePagedList(listQueryOptions('listMyTradeRequests'));

/** GET /api/trade-assistance/{requestId}: View Details. */
export const useTradeRequest = (requestId: string | undefined) =>
  useQuery({ ...routeQueryOptions('getTradeRequest', { params: { requestId: requestId ?? '' } }), enabled: Boolean(requestId) });

/** Download Report: the API's PDF route, opened as a link. */
export const reportUrl = (requestId: string) => routeUrl('downloadTradeRequestReport', { params: { requestId } });

const requestReads = [routeKey('listMyTradeRequests'), routeKey('createTradeRequest')];

/** POST /api/trade-assistance with the spec's toast. */
export const useCreateTradeRequest = () =>
  useRouteWrite('createTradeRequest', {
    invalidate: requestReads,
    successTitle: TRADE_REQUEST_TOAST,
    failure: formFailure,
  });
