import type { Person, RoomGrant, RouteBodyParsed, dealRoomRoutes } from '@club/shared';
import { accessUntilText, grantNote } from './grant-text.js';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { RoomGrantItem } from './entities/room-grant.js';
import { dealRoomData } from './data.js';
import { getTogether } from '../../platform/db/get-together.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { BadRequestError, NotFoundError } from '../../platform/lib/errors.js';
import type { Actor } from '../audit/index.js';
import { memberLookup, personOf } from '../members/index.js';
import { notice, quoted, type BellDraft } from '../notifications/index.js';
import { dealRoomMail } from './mail/data.js';
import { loadDealAccess, requireFounder, type DealAccess } from './access.js';
import { checkExpiresOn, dealLink, personName, toGrant } from './records.js';
import { dealAudit, eventWrite } from './records-writes.js';

export const MEMBER_NOT_FOUND = 'Member not found';
export const NO_GRANT = 'This member has no grant to revoke';
export const NOT_SELF = 'You own this room: you cannot grant yourself access';

export type GrantInput = RouteBodyParsed<typeof dealRoomRoutes.grantRoomAccess>;

/** The grant item a founder's grant (or approval) writes: a whole new item, so a revoked or expired one is replaced. */
export function grantItem(dealId: string, grantee: Person, input: GrantInput, founderId: string, now: string): RoomGrantItem {
  return {
    dealId,
    memberId: grantee.id,
    member: grantee,
    canDownload: input.canDownload,
    expiresOn: input.expiresOn,
    grantedBy: founderId,
    grantedAt: now,
    createdAt: now,
    updatedAt: now,
  } as RoomGrantItem;
}

/** The grantee's notification that they may open the room (the last day as every screen writes a day). */
const grantedNotice = (loaded: DealAccess, granteeId: string, input: GrantInput): BellDraft => ({
  userId: granteeId,
  title: `${personName(loaded.deal.founder)} shared the data room of ${quoted(loaded.deal.title)} with you`,
  body: `${input.canDownload ? 'View and download' : 'View'} until ${accessUntilText(input.expiresOn)}.`,
  link: dealLink(loaded.deal.id),
});

/** The grantee's mail of the same (none without an address). */
const grantedMail = (loaded: DealAccess, grantee: Person, email: string | undefined, input: GrantInput): NamedWrite<'mail'>[] =>
  email
    ? [
        dealRoomMail.write({
          template: 'room-shared',
          to: email,
          memberId: grantee.id,
          data: {
            memberName: personName(grantee),
            founderName: personName(loaded.deal.founder),
            dealTitle: loaded.deal.title,
            canDownload: input.canDownload,
            expiresOn: input.expiresOn,
            link: dealLink(loaded.deal.id),
          },
        }),
      ]
    : [];

/** The writes of a grant to `grantee` (mailed at `email`): the grant, the timeline, the audit entry and the grantee's bell and mail. */
export function grantWrites(
  actor: Actor,
  loaded: DealAccess,
  grantee: Person,
  email: string | undefined,
  input: GrantInput,
  kind: 'granted' | 'approved',
): NamedWrite[] {
  const now = new Date().toISOString();
  const grant = grantItem(loaded.deal.id, grantee, input, actor.member.id, now);
  return [
    { name: 'grant', write: dealRoomData().roomGrants.build(PutTransaction).item(grant) },
    eventWrite(loaded.deal.id, actor.member, { kind, subject: personName(grantee), note: grantNote(input.canDownload, input.expiresOn) }, now),
    dealAudit(actor, loaded.deal.id, kind === 'granted' ? 'deal.grant' : 'deal.approve_request', undefined, {
      memberId: grantee.id,
      canDownload: input.canDownload,
      expiresOn: input.expiresOn,
    }),
    ...notice('dataroom.shared', {
      bell: [grantedNotice(loaded, grantee.id, input)],
      mail: grantedMail(loaded, grantee, email, input),
      actorId: actor.member.id,
    }),
  ];
}

/**
 * PUT /api/deals/{id}/grants/{memberId} (founder): grants (or changes) a
 * member's access until a day, not the founder's own and not in the past.
 * A pending request of that member is approved in the same transaction.
 */
export async function grantRoomAccess(actor: Actor, dealId: string, memberId: string, input: GrantInput): Promise<RoomGrant> {
  const loaded = await loadDealAccess(dealId, actor.member);
  requireFounder(loaded);
  if (memberId === actor.member.id) throw new BadRequestError('Invalid request', [{ path: ['params', 'memberId'], message: NOT_SELF }]);
  checkExpiresOn(input.expiresOn);
  const { accessRequests } = dealRoomData();
  return retryOnContention(async () => {
    const [grantee, request] = await getTogether([memberLookup(memberId), { entity: accessRequests, key: { dealId, memberId } }] as const, {
      consistent: true,
    });
    if (!grantee) throw new NotFoundError(MEMBER_NOT_FOUND);
    const person = personOf(grantee);
    const writes = grantWrites(actor, loaded, person, grantee.email, input, 'granted');
    if (request?.status === 'pending') {
      writes.push({
        name: 'request',
        write: accessRequests
          .build(UpdateTransaction)
          .item({ dealId, memberId, status: 'approved', decidedAt: new Date().toISOString() })
          .options({ condition: { attr: 'status', eq: 'pending' } }),
      });
    }
    const written = await writeTransaction(writes, { request: 'accept' });
    return written ? toGrant(grantItem(dealId, person, input, actor.member.id, new Date().toISOString())) : READ_AGAIN;
  });
}

/**
 * DELETE /api/deals/{id}/grants/{memberId} (founder): marks the grant
 * revoked, conditioned on the grant read (a grant given meanwhile is read
 * again and revoked too); the member's next request is refused.
 */
export async function revokeRoomAccess(actor: Actor, dealId: string, memberId: string): Promise<RoomGrant> {
  requireFounder(await loadDealAccess(dealId, actor.member));
  const { roomGrants } = dealRoomData();
  return retryOnContention(async () => {
    const { Item: grant } = await roomGrants.build(GetItemCommand).key({ dealId, memberId }).options({ consistent: true }).send();
    if (!grant) throw new NotFoundError(NO_GRANT);
    if (grant.revokedAt) return toGrant(grant);
    const now = new Date().toISOString();
    const written = await writeTransaction(
      [
        {
          name: 'grant',
          write: roomGrants
            .build(UpdateTransaction)
            .item({ dealId, memberId, revokedAt: now })
            .options({
              condition: {
                and: [
                  { attr: 'grantedAt', eq: grant.grantedAt },
                  { attr: 'revokedAt', exists: false },
                ],
              },
            }),
        },
        eventWrite(dealId, actor.member, { kind: 'revoked', subject: personName(grant.member) }, now),
        dealAudit(actor, dealId, 'deal.revoke', { expiresOn: grant.expiresOn, canDownload: grant.canDownload }, { memberId, revokedAt: now }),
      ],
      { grant: 'accept' },
    );
    return written ? toGrant({ ...grant, revokedAt: now }) : READ_AGAIN;
  });
}
