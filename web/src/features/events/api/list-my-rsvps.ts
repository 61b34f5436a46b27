import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/events/my-rsvps: the member's RSVPs newest first, each with its event. */
export const myRsvpsQueryOptions = () => listQueryOptions('listMyRsvps');
export const useMyRsvps = () => usePagedList(myRsvpsQueryOptions());
