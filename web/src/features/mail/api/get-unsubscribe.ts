import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/mail/unsubscribe?token=: what a mail's link turns off; the page's writes keep this read's cache current. */
export const unsubscribeQueryOptions = (token: string) => routeQueryOptions('getUnsubscribe', { query: { token } });
