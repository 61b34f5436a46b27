import { useRouteWrite } from '../../../lib/route-write';

/**
 * POST /api/members/me/home-seen, once the first home visit shows. Nothing
 * is refreshed: the greeting stays "Welcome" for this visit, and the next
 * sign-in's user read says "Welcome back". Silent: a failure only means the
 * next visit greets "Welcome" once more.
 */
export const useMarkHomeSeen = () => useRouteWrite('markHomeSeen', { input: () => ({}), invalidate: [], failure: () => undefined });
