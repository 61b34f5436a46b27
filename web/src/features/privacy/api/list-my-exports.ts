import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** How often the list is read again while an export is being prepared. */
export const EXPORT_POLL_MS = 5_000;

/** GET /api/members/me/exports: the member's exports, newest first; read again every few seconds while one is pending. */
export const myExportsQueryOptions = () => listQueryOptions('listMyExports');
export const useMyExports = () =>
  usePagedList({
    ...myExportsQueryOptions(),
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.items.some((item) => item.status === 'pending')) ? EXPORT_POLL_MS : false),
  });
