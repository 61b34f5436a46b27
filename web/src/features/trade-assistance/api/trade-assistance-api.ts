import { useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, routeUrl } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';
import { DUTY_CALCULATED_TOAST, TRADE_REQUEST_TOAST } from '@club/shared';
import { formFailure } from '../../../components/form';
import { toast } from '../../../components/ui/toast';

/** GET /api/hs-codes?search=: only asked when the text is longer than 2 characters. */
export const useHsSearch = (search: string) => useQuery({ ...routeQueryOptions('searchHsCodes', { query: { search } }), enabled: search.trim().length > 2 });

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

/**
 * The Duty Calculator's POST /api/trade-assistance: a breakdown answered at
 * once is a calculation ('Duty calculated', kept under My Requests); one
 * left to staff (another destination, an uncovered heading) is a request.
 */
export const useCalculateDuty = () =>
  useRouteWrite('createTradeRequest', {
    invalidate: requestReads,
    failure: formFailure,
    onSuccess: (detail) => {
      const calculated = detail.status === 'completed' && detail.response?.breakdown?.covered === true;
      toast({
        title: calculated ? DUTY_CALCULATED_TOAST : TRADE_REQUEST_TOAST,
        description: calculated ? 'Saved under My Requests.' : 'The club’s trade desk will answer under My Requests.',
        variant: 'success',
        action: 'createTradeRequest',
      });
    },
  });
