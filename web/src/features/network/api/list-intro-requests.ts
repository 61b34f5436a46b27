import type { IntroRole } from '@club/shared';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/network/intro-requests: introductions where the member is requester, introducer or target (or one role), newest first. */
export const introRequestsQueryOptions = (role?: IntroRole) => listQueryOptions('listIntroRequests', role ? { query: { role } } : undefined);
export const useIntroRequests = (role?: IntroRole) => usePagedList(introRequestsQueryOptions(role));
