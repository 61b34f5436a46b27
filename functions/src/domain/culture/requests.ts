import { randomUUID } from 'node:crypto';
import { culturalRequestSchema, type CulturalRequest, type CulturalRequestInput, type Member } from '@club/shared';
import type { CulturalRequestItem } from '../../db/entities/cultural-request.js';
import { isConditionFailed } from '../../db/errors.js';
import { cultureData } from '../../db/services/culture.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { readPage, type Page, type PageRequest } from '../paging.js';

export const CULTURAL_REQUEST_NOT_FOUND = 'Cultural request not found';

const toRequest = (item: CulturalRequestItem): CulturalRequest => culturalRequestSchema.parse(item);
export const isStaff = (member: Member): boolean => member.role === 'staff' || member.role === 'admin';

async function ownRequest(member: Member, requestId: string): Promise<CulturalRequestItem> {
  const { data } = await cultureData().culturalRequests.get({ id: requestId }).go();
  if (!data || data.userId !== member.id) throw new NotFoundError(CULTURAL_REQUEST_NOT_FOUND);
  return data;
}

/** GET /api/cultural-requests/my: newest first, one Query. */
export async function listMyRequests(member: Member, { limit, cursor }: PageRequest): Promise<Page<CulturalRequest>> {
  const page = await readPage(cursor, () =>
    cultureData().culturalRequests.query.byMember({ userId: member.id }).go({ limit, cursor, order: 'desc' }),
  );
  return { items: page.data.map(toRequest), cursor: page.cursor };
}

/** POST /api/cultural-requests: pending (isResolved false) until staff answer. */
export async function createRequest(member: Member, input: CulturalRequestInput): Promise<CulturalRequest> {
  const item: CulturalRequestItem = { ...input, id: randomUUID(), userId: member.id, isResolved: false, createdAt: new Date().toISOString() };
  await cultureData().culturalRequests.create(item).go();
  return toRequest(item);
}

export async function getRequest(member: Member, requestId: string): Promise<CulturalRequest> {
  return toRequest(await ownRequest(member, requestId));
}

/**
 * POST /api/cultural-requests/{id}/rate: once, only when resolved. One
 * conditional write decides it (two concurrent ratings: one wins, the other 409).
 */
export async function rateRequest(member: Member, requestId: string, input: { satisfaction: number; feedback?: string | undefined }): Promise<CulturalRequest> {
  const current = await ownRequest(member, requestId);
  if (!current.isResolved) throw new ConflictError('Only a resolved request can be rated');
  if (current.satisfaction !== undefined) throw new ConflictError('This request has already been rated');
  try {
    const { data } = await cultureData()
      .culturalRequests.patch({ id: requestId })
      .set({ satisfaction: input.satisfaction, ratedAt: new Date().toISOString(), ...(input.feedback ? { feedback: input.feedback } : {}) })
      .where((attr, op) => `${op.eq(attr.userId, member.id)} AND ${op.eq(attr.isResolved, true)} AND ${op.notExists(attr.satisfaction)}`)
      .go({ response: 'all_new' });
    return toRequest(data);
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError('This request has already been rated');
    throw error;
  }
}

/** POST /api/cultural-requests/{id}/answer (club staff): resolved with the response; answering again replaces an unrated answer. */
export async function answerRequest(member: Member, requestId: string, response: string): Promise<CulturalRequest> {
  if (!isStaff(member)) throw new ForbiddenError('Only club staff can answer cultural requests');
  const { culturalRequests } = cultureData();
  const { data: current } = await culturalRequests.get({ id: requestId }).go();
  if (!current) throw new NotFoundError(CULTURAL_REQUEST_NOT_FOUND);
  try {
    const { data } = await culturalRequests
      .patch({ id: requestId })
      .set({
        isResolved: true,
        response,
        respondedBy: member.id,
        respondedByName: `${member.firstName} ${member.lastName}`.trim(),
        respondedAt: new Date().toISOString(),
      })
      .where((attr, op) => op.notExists(attr.satisfaction))
      .go({ response: 'all_new' });
    return toRequest(data);
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError('A rated answer cannot be changed');
    throw error;
  }
}
