import { useQuery } from '@tanstack/react-query';
import { ApiError, routeKey, routeQueryOptions, routeUrl } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';
import { TRADE_REQUEST_TOAST } from '@club/shared';

/** The API's reason for a refusal, or a plain retry line. */
export const apiReason = (error: unknown): string => (error instanceof ApiError ? error.body?.message : undefined) ?? 'Please try again.';
/** A 400 with field issues is shown under the fields; anything else toasts the API's reason. */
export const formFailure = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 400 && error.body?.issues?.length ? undefined : apiReason(error);

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
