import type { DataRequestKind, DataRequestStatus } from '@club/shared';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/staff/data-requests?status=&kind=: members' export and deletion requests, soonest due first. */
export const dataRequestsQueryOptions = (status: DataRequestStatus, kind: DataRequestKind | undefined) =>
  listQueryOptions('listDataRequests', { query: { status, ...(kind ? { kind } : {}) } });
export const useDataRequests = (status: DataRequestStatus, kind: DataRequestKind | undefined) => usePagedList(dataRequestsQueryOptions(status, kind));
