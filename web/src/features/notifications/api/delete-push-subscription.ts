import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { pushSettingsQueryOptions } from './get-push-settings';

/** DELETE /api/notifications/push: push off for this device. */
export const useDeletePushSubscription = () =>
  useRouteWrite('deletePushSubscription', {
    input: () => ({}),
    onSuccess: (settings, _body, queryClient) => queryClient.setQueryData(pushSettingsQueryOptions().queryKey, settings),
    invalidate: [routeKey('getPushSettings')],
    successTitle: 'Notifications off for this device',
    failure: 'Could not turn off notifications for this device. Please try again.',
  });
