import {
  GRANT_MAX_YEARS_AHEAD,
  accessRequestSchema,
  dealDetailFieldMask,
  dealEventSchema,
  dealFiguresMask,
  dealSchema,
  pickFields,
  roomGrantSchema,
  yearsAfter,
  type AccessRequest,
  type Deal,
  type DealEvent,
  type Person,
  type RoomAccess,
  type RoomGrant,
} from '@club/shared';
import type { AccessRequestItem } from './entities/access-request.js';
import type { DealItem } from './entities/deal.js';
import type { DealEventItem } from './entities/deal-event.js';
import type { RoomGrantItem } from './entities/room-grant.js';
import { BadRequestError } from '../../platform/lib/errors.js';
import { grantState, indiaDay } from './access.js';

/** Drops undefined fields (optional attributes are left out, not stored as undefined). */
export const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The link every deal notification opens. */
export const dealLink = (dealId: string, tab?: string): string => `/investors/deals/${dealId}${tab ? `?tab=${tab}` : ''}`;

export const personName = (person: Pick<Person, 'firstName' | 'lastName'>): string => `${person.firstName} ${person.lastName}`.trim();

// ------------------------------------------------------------------ shapes

/**
 * A deal as the caller may see it: the opportunity's figures and status for
 * every member; the private details and room settings only for those who may
 * open the room (founder, live grantee). `request` is the caller's access
 * request, shown while they hold no access of their own.
 */
export function toDeal(item: DealItem, access: RoomAccess, request?: AccessRequestItem): Deal {
  const shown = access.canView;
  const asked = request && access.role !== 'founder' && access.role !== 'grantee';
  return dealSchema.parse(
    defined({
      id: item.id,
      opportunityId: item.id,
      founder: item.founder,
      ...pickFields(item, dealFiguresMask),
      status: item.status,
      statusChangedAt: item.statusChangedAt,
      ...(shown
        ? {
            ...pickFields(item, dealDetailFieldMask),
            room: defined({
              name: item.roomName,
              description: item.roomDescription,
              watermarkTemplate: item.watermarkTemplate,
              expiryDate: item.expiryDate,
              isActive: item.isActive,
              deckOpenToDealFlow: item.deckOpenToDealFlow,
              bytesUsed: item.bytesUsed,
              fileCount: item.fileCount,
            }),
          }
        : {}),
      pitchDeckFileId: shown || access.role === 'dealFlow' ? item.pitchDeckFileId : undefined,
      myAccess: asked ? { ...access, request: { status: request.status, createdAt: request.createdAt } } : access,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
    }),
  );
}

export function toGrant(item: RoomGrantItem, now = new Date()): RoomGrant {
  return roomGrantSchema.parse(
    defined({
      member: item.member,
      permissions: item.canDownload ? ['view', 'download'] : ['view'],
      expiresOn: item.expiresOn,
      status: grantState(item, indiaDay(now)),
      grantedBy: item.grantedBy,
      grantedAt: item.grantedAt,
      revokedAt: item.revokedAt,
    }),
  );
}

/** Live grants first, then expired, then revoked; newest grant first within each. */
export function byGrantStanding(a: RoomGrant, b: RoomGrant): number {
  const rank = { active: 0, expired: 1, revoked: 2 } as const;
  return rank[a.status] - rank[b.status] || (a.grantedAt < b.grantedAt ? 1 : a.grantedAt > b.grantedAt ? -1 : 0);
}

export const toRequest = (item: AccessRequestItem): AccessRequest =>
  accessRequestSchema.parse(defined({ member: item.member, message: item.message, status: item.status, createdAt: item.createdAt, decidedAt: item.decidedAt }));

export const toEvent = (item: DealEventItem): DealEvent =>
  dealEventSchema.parse(
    defined({ id: item.id, at: item.createdAt, actor: item.actor, kind: item.kind, from: item.from, to: item.to, subject: item.subject, note: item.note }),
  );

// ------------------------------------------------------------------ input checks

/**
 * A grant's last day: not before today in India and at most
 * GRANT_MAX_YEARS_AHEAD years after it (the schema checks it is a real day;
 * "today" is the clock's, so the rule lives here). 400 naming the field otherwise.
 */
export function checkExpiresOn(expiresOn: string, now = new Date()): void {
  const today = indiaDay(now);
  const latest = yearsAfter(today, GRANT_MAX_YEARS_AHEAD);
  const issue =
    expiresOn < today
      ? 'Expiry date must not be in the past'
      : expiresOn > latest
        ? `Expiry date must be at most ${GRANT_MAX_YEARS_AHEAD} years ahead (${latest} or earlier)`
        : undefined;
  if (issue) throw new BadRequestError('Invalid request', [{ path: ['body', 'expiresOn'], message: issue }]);
}
