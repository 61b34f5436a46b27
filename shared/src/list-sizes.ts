/** How many items lists show, across features: page sizes, preview lengths, home feed slices. */

/** Preview lengths. */
export const PREVIEW = { postBody: 150, jobDescription: 120, forumDescription: 80, ticketDetails: 150, companyDescription: 100 } as const;
/** Home feed slices. */
export const HOME_SLICES = { posts: 3, listings: 4, jobs: 2, roomNights: 2 } as const;

/** Pages: every list takes `limit` and `cursor`; the next cursor comes back in the NEXT_CURSOR_HEADER header. */
export const PAGE_LIMIT = { default: 20, max: 50 } as const;
