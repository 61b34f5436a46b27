import { useQuery } from '@tanstack/react-query';
import { apiReason } from '../../../components/form';
import { routeKey, routeQueryOptions } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { allThreadReads } from './message-reads';

/** GET /api/messages/settings: read receipts on or off. */
export const messageSettingsQueryOptions = () => routeQueryOptions('getMessageSettings');
export const useMessageSettings = () => useQuery(messageSettingsQueryOptions());

/** PUT /api/messages/settings: the answer goes straight into the cache, and threads are asked again ("Seen" comes or goes). */
export const useUpdateMessageSettings = () =>
  useRouteWrite('updateMessageSettings', {
    invalidate: [allThreadReads],
    onSuccess: (settings, _variables, queryClient) => queryClient.setQueryData(routeKey('getMessageSettings'), settings),
    successTitle: (settings) => (settings.readReceipts ? 'Read receipts on' : 'Read receipts off'),
    failure: apiReason,
  });
