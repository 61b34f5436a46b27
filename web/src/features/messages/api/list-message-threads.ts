import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** Which threads the inbox shows: the inbox, or the members the caller blocked. */
export type ThreadView = 'inbox' | 'blocked';

/** GET /api/messages/threads: the caller's threads, newest activity first. */
export const messageThreadsQueryOptions = (view: ThreadView) => listQueryOptions('listMessageThreads', { query: { view } });
export const useMessageThreads = (view: ThreadView) => usePagedList(messageThreadsQueryOptions(view));
