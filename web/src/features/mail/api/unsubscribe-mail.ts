import { useRouteWrite } from '../../../lib/route-write';
import { unsubscribeQueryOptions } from './get-unsubscribe';

/** POST /api/mail/unsubscribe?token=: the page's own one click (the same route a mail client posts). */
export const useUnsubscribe = () =>
  useRouteWrite('unsubscribeMail', {
    input: (token: string) => ({ query: { token } }),
    onSuccess: (state, token, queryClient) => queryClient.setQueryData(unsubscribeQueryOptions(token).queryKey, state),
    invalidate: [],
    failure: 'We could not turn these e-mails off. Please try again.',
  });
