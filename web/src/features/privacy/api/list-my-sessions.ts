import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/members/me/sessions: the devices the member is signed in on, this one first. */
export const mySessionsQueryOptions = () => listQueryOptions('listMySessions');
export const useMySessions = () => usePagedList(mySessionsQueryOptions());
