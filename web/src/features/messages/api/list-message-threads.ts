import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** Which threads the inbox shows: the inbox, or the members the caller blocked. */
export type ThreadView = 'inbox' | 'blocked';

/** How often the open inbox asks for new activity (the open thread asks more often). */
const INBOX_POLL_MS = 30_000;

/** GET /api/messages/threads: the caller's threads, newest activity first; the inbox is asked again every INBOX_POLL_MS while shown. */
export const messageThreadsQueryOptions = (view: ThreadView) => listQueryOptions('listMessageThreads', { query: { view } });
export const useMessageThreads = (view: ThreadView) =>
  usePagedList(messageThreadsQueryOptions(view), { refetchInterval: view === 'inbox' ? INBOX_POLL_MS : undefined });
