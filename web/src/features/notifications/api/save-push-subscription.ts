import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { pushSettingsQueryOptions } from './get-push-settings';

/** PUT /api/notifications/push: this browser's subscription, kept for this device's session. */
export const useSavePushSubscription = () =>
  useRouteWrite('savePushSubscription', {
    onSuccess: (settings, _body, queryClient) => queryClient.setQueryData(pushSettingsQueryOptions().queryKey, settings),
    invalidate: [routeKey('getPushSettings')],
    successTitle: 'Notifications on for this device',
    failure: 'Could not turn on notifications for this device. Please try again.',
  });
