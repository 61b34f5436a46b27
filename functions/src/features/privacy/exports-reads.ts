import type { DataExport, Member } from '@club/shared';
import { privacyData } from './data.js';
import { dataRequestsOf } from './entities/data-request.js';
import { queryPage } from '../../platform/db/pages.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { toDataExport } from './records.js';

// Apart from exports.ts, which records a new export, so the route that lists exports bundles none of its write builders.

/** GET /api/members/me/exports: the caller's exports, newest first (erasure requests left out). */
export async function listMyExports(member: Member, { limit, cursor }: PageRequest): Promise<Page<DataExport>> {
  const page = await readPage(cursor, () =>
    queryPage(privacyData().dataRequests, dataRequestsOf(member.id), { limit, cursor, filter: { attr: 'kind', eq: 'export' } }),
  );
  return { items: page.items.map((item) => toDataExport(item)), cursor: page.cursor };
}
