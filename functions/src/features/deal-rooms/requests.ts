import type { AccessRequest, Member, RoomGrant, RouteBodyParsed, dealRoomRoutes } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { AccessRequestItem } from './entities/access-request.js';
import { dealRoomData } from './data.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import type { Actor } from '../audit/index.js';
import { membersByIds, personOf } from '../members/index.js';
import { notice, quoted } from '../notifications/index.js';
import { loadDealAccess, requireFounder } from './access.js';
import { grantItem, grantWrites, type GrantInput } from './grants.js';
import { checkExpiresOn, dealLink, defined, personName, toGrant, toRequest } from './records.js';
import { dealAudit, eventWrite } from './records-writes.js';

export const FOUNDER_NEEDS_NO_REQUEST = 'You own this deal: its room is already yours';
export const ALREADY_GRANTED = 'You already have access to this data room';
export const NO_REQUEST = 'This member has not asked for access';
export const alreadyDecided = (status: AccessRequestItem['status']) => `This request is already ${status}`;

type RequestInput = RouteBodyParsed<typeof dealRoomRoutes.requestRoomAccess>;

/**
 * POST /api/deals/{id}/access-requests: a member without access asks the
 * founder (notified in the same transaction). Asking again while pending
 * answers the pending request; after a decision it asks anew.
 */
export async function requestRoomAccess(member: Member, dealId: string, input: RequestInput): Promise<AccessRequest> {
  const { accessRequests } = dealRoomData();
  return retryOnContention(async () => {
    const loaded = await loadDealAccess(dealId, member, { withRequest: true, consistent: true });
    if (loaded.access.role === 'founder') throw new ConflictError(FOUNDER_NEEDS_NO_REQUEST);
    if (loaded.access.role === 'grantee') throw new ConflictError(ALREADY_GRANTED);
    if (loaded.request?.status === 'pending') return toRequest(loaded.request);
    const now = new Date().toISOString();
    const item = defined({
      dealId,
      memberId: member.id,
      member: personOf(member),
      message: input.message,
      status: 'pending' as const,
      createdAt: now,
      updatedAt: now,
    });
    const written = await writeTransaction(
      [
        {
          name: 'request',
          write: accessRequests
            .build(PutTransaction)
            .item(item)
            .options({ condition: loaded.request ? { attr: 'updatedAt', eq: loaded.request.updatedAt } : { attr: 'memberId', exists: false } }),
        },
        eventWrite(dealId, member, defined({ kind: 'requested' as const, subject: personName(item.member), note: input.message }), now),
        ...notice('dataroom.access_requested', {
          bell: [
            {
              userId: loaded.deal.founderId,
              title: `${personName(item.member)} asked for access to the data room of ${quoted(loaded.deal.title)}`,
              ...(input.message ? { body: input.message } : {}),
              link: dealLink(dealId, 'access'),
            },
          ],
          actorId: member.id,
        }),
      ],
      { request: 'accept' },
    );
    return written ? toRequest(item as AccessRequestItem) : READ_AGAIN;
  });
}

async function pendingRequest(dealId: string, memberId: string): Promise<AccessRequestItem> {
  const { Item } = await dealRoomData().accessRequests.build(GetItemCommand).key({ dealId, memberId }).options({ consistent: true }).send();
  if (!Item) throw new NotFoundError(NO_REQUEST);
  if (Item.status !== 'pending') throw new ConflictError(alreadyDecided(Item.status));
  return Item;
}

/** After a refused decision: 409 with the request's status now. */
async function decidedMeanwhile(dealId: string, memberId: string): Promise<never> {
  await pendingRequest(dealId, memberId);
  throw new ConflictError(alreadyDecided('pending'));
}

/** The request's answer, written only while it is still pending (a second answer finds it decided: the transaction's 'request' fails). */
const decisionWrite = (dealId: string, memberId: string, status: 'approved' | 'declined', now: string): NamedWrite<'request'> => ({
  name: 'request',
  write: dealRoomData()
    .accessRequests.build(UpdateTransaction)
    .item({ dealId, memberId, status, decidedAt: now })
    .options({ condition: { attr: 'status', eq: 'pending' } }),
});

/**
 * POST /api/deals/{id}/access-requests/{memberId}/approve (founder): the
 * pending request becomes approved and the member gets the grant, its
 * timeline and audit entries and their notification, in one transaction
 * conditioned on the request still pending (a second approval is a 409).
 */
export async function approveAccessRequest(actor: Actor, dealId: string, memberId: string, input: GrantInput): Promise<RoomGrant> {
  const loaded = await loadDealAccess(dealId, actor.member);
  requireFounder(loaded);
  checkExpiresOn(input.expiresOn);
  const [request, people] = await Promise.all([pendingRequest(dealId, memberId), membersByIds([memberId])]);
  const now = new Date().toISOString();
  const email = people.get(memberId)?.email;
  const written = await retryOnContention(() =>
    writeTransaction([decisionWrite(dealId, memberId, 'approved', now), ...grantWrites(actor, loaded, request.member, email, input, 'approved')], {
      request: 'accept',
    }),
  );
  if (!written) return decidedMeanwhile(dealId, memberId);
  return toGrant(grantItem(dealId, request.member, input, actor.member.id, now));
}

/** POST /api/deals/{id}/access-requests/{memberId}/decline (founder): pending → declined, the member told; a stale decline is a 409. */
export async function declineAccessRequest(actor: Actor, dealId: string, memberId: string): Promise<AccessRequest> {
  const loaded = await loadDealAccess(dealId, actor.member);
  requireFounder(loaded);
  const request = await pendingRequest(dealId, memberId);
  const now = new Date().toISOString();
  const written = await retryOnContention(() =>
    writeTransaction(
      [
        decisionWrite(dealId, memberId, 'declined', now),
        eventWrite(dealId, actor.member, { kind: 'declined', subject: personName(request.member) }, now),
        dealAudit(actor, dealId, 'deal.decline_request', { status: 'pending' }, { memberId, status: 'declined' }),
        ...notice('dataroom.access_declined', {
          bell: [
            {
              userId: memberId,
              title: `${personName(loaded.deal.founder)} declined your request for the data room of ${quoted(loaded.deal.title)}`,
              link: dealLink(dealId),
            },
          ],
          actorId: actor.member.id,
        }),
      ],
      { request: 'accept' },
    ),
  );
  if (!written) return decidedMeanwhile(dealId, memberId);
  return toRequest({ ...request, status: 'declined', decidedAt: now });
}
