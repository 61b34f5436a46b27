import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { mailPreferencesQueryOptions } from './get-mail-preferences';

/** PUT /api/mail/preferences: the answer (every category) replaces the read choices. */
export const useSaveMailPreferences = () =>
  useRouteWrite('saveMailPreferences', {
    onSuccess: (preferences, _body, queryClient) => queryClient.setQueryData(mailPreferencesQueryOptions().queryKey, preferences),
    invalidate: [routeKey('getMailPreferences')],
    successTitle: 'Notification settings saved',
    failure: 'Failed to save your notification settings. Please try again.',
  });
