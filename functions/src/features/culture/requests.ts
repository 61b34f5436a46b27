import { culturalRequestSchema, staffCulturalRequestSchema, type CulturalRequest, type Member, type StaffCulturalRequest } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { culturalRequestsInQueue, culturalRequestsOf, type CulturalRequestItem } from './entities/cultural-request.js';
import { queryPage } from '../../platform/db/pages.js';
import { cultureData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

export const CULTURAL_REQUEST_NOT_FOUND = 'Cultural request not found';

export const toRequest = (item: CulturalRequestItem): CulturalRequest => culturalRequestSchema.parse(item);

export async function readRequest(requestId: string): Promise<CulturalRequestItem | undefined> {
  const { Item } = await cultureData().culturalRequests.build(GetItemCommand).key({ id: requestId }).send();
  return Item;
}

export async function ownRequest(member: Member, requestId: string): Promise<CulturalRequestItem> {
  const request = await readRequest(requestId);
  if (!request || request.userId !== member.id) throw new NotFoundError(CULTURAL_REQUEST_NOT_FOUND);
  return request;
}

/** GET /api/cultural-requests/my: newest first, one Query. */
export async function listMyRequests(member: Member, { limit, cursor }: PageRequest): Promise<Page<CulturalRequest>> {
  const page = await readPage(cursor, () => queryPage(cultureData().culturalRequests, culturalRequestsOf(member.id), { limit, cursor }));
  return { items: page.items.map(toRequest), cursor: page.cursor };
}

export async function getRequest(member: Member, requestId: string): Promise<CulturalRequest> {
  return toRequest(await ownRequest(member, requestId));
}

/** GET /api/staff/cultural-requests?status=: every member's pending (or resolved) requests, newest first, one Query. */
export async function listStaffRequests({ status, limit, cursor }: PageRequest & { status: 'pending' | 'resolved' }): Promise<Page<StaffCulturalRequest>> {
  const page = await readPage(cursor, () => queryPage(cultureData().culturalRequests, culturalRequestsInQueue(status), { limit, cursor }));
  return { items: page.items.map((item) => staffCulturalRequestSchema.parse(item)), cursor: page.cursor };
}
