import type { DataRequest, DataRequestKind, DataRequestStatus } from '@club/shared';
import { privacyData } from './data.js';
import { dataRequestsInStatus } from './entities/data-request.js';
import { queryPage } from '../../platform/db/pages.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { toDataRequest } from './records.js';

/** GET /api/staff/data-requests: one status (open unless asked), soonest due first, optionally one kind; with the member's card and history. */
export async function listDataRequests({
  status,
  kind,
  limit,
  cursor,
}: PageRequest & { status?: DataRequestStatus; kind?: DataRequestKind }): Promise<Page<DataRequest>> {
  const page = await readPage(cursor, () =>
    queryPage(privacyData().dataRequests, dataRequestsInStatus(status ?? 'open'), {
      limit,
      cursor,
      ascending: true,
      ...(kind ? { filter: { attr: 'kind', eq: kind } } : {}),
    }),
  );
  return { items: page.items.map(toDataRequest), cursor: page.cursor };
}
