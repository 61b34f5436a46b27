import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { unsubscribeQueryOptions } from './get-unsubscribe';

/** POST /api/mail/resubscribe?token=: the unsubscribe page's Undo. */
export const useResubscribe = () =>
  useRouteWrite('resubscribeMail', {
    input: (token: string) => ({ query: { token } }),
    onSuccess: (state, token, queryClient) => queryClient.setQueryData(unsubscribeQueryOptions(token).queryKey, state),
    invalidate: [routeKey('getMailPreferences')],
    successTitle: 'You are subscribed again',
    failure: 'We could not turn these e-mails back on. Please try again.',
  });
