import { INDIA_TIME_ZONE, calendarDay, hasRole, type Member, type RoomAccess } from '@club/shared';
import type { DealItem } from './entities/deal.js';
import type { AccessRequestItem } from './entities/access-request.js';
import type { RoomGrantItem } from './entities/room-grant.js';
import { dealRoomData } from './data.js';
import { getTogether } from '../../platform/db/get-together.js';
import { ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';

export const DEAL_NOT_FOUND = 'Deal not found';
export const ONLY_FOUNDER = 'Only the deal’s founder can do this';
export const NO_ROOM_ACCESS = 'You do not have access to this data room';

/** The calendar day in India (YYYY-MM-DD) at `now`: grant and room expiry days are days in India. */
export const indiaDay = (now: Date): string => calendarDay(now, INDIA_TIME_ZONE);

/** Whether the room is open to anyone but its founder: active, and not past its expiry day. */
export const roomOpen = (deal: Pick<DealItem, 'isActive' | 'expiryDate'>, today: string): boolean =>
  deal.isActive && (deal.expiryDate === undefined || deal.expiryDate >= today);

export type GrantState = 'active' | 'expired' | 'revoked';

/** A grant as it stands today: revoked wins over expired. */
export const grantState = (grant: Pick<RoomGrantItem, 'revokedAt' | 'expiresOn'>, today: string): GrantState =>
  grant.revokedAt !== undefined ? 'revoked' : grant.expiresOn < today ? 'expired' : 'active';

/** What the founder may do in their own room: everything. */
export const FOUNDER_ACCESS: RoomAccess = { role: 'founder', canView: true, canDownload: true };

const NONE: RoomAccess = { role: 'none', canView: false, canDownload: false };

/**
 * How `member` stands towards the deal's room at `now`: the founder always
 * opens it; a grantee while the grant is live (not revoked, its last day not
 * past in India) and the room open; when the founder opened the pitch deck to
 * deal flow, any other member is `dealFlow` (the file routes let that role
 * open the pitch-deck category only); an admin reads the room's log, never
 * its files. Pure: the caller's access request is added by the routes.
 */
export function roomAccessOf(
  deal: Pick<DealItem, 'founderId' | 'isActive' | 'expiryDate' | 'deckOpenToDealFlow'>,
  grant: Pick<RoomGrantItem, 'revokedAt' | 'expiresOn' | 'canDownload'> | undefined,
  member: Pick<Member, 'id' | 'role'>,
  now: Date,
): RoomAccess {
  if (deal.founderId === member.id) return FOUNDER_ACCESS;
  const today = indiaDay(now);
  const open = roomOpen(deal, today);
  if (open && grant && grantState(grant, today) === 'active') {
    return { role: 'grantee', canView: true, canDownload: grant.canDownload, expiresOn: grant.expiresOn };
  }
  if (open && deal.deckOpenToDealFlow) return { role: 'dealFlow', canView: false, canDownload: false };
  if (hasRole(member.role, 'admin')) return { role: 'admin', canView: false, canDownload: false };
  return NONE;
}

export interface DealAccess {
  deal: DealItem;
  grant: RoomGrantItem | undefined;
  access: RoomAccess;
  /** The caller's access request, when asked for (`withRequest`). */
  request?: AccessRequestItem | undefined;
}

/**
 * The deal, the caller's grant (and, when asked, their access request) in
 * one BatchGet round, with the caller's access now. 404 when there is no
 * deal; the caller decides what needs which access (`requireFounder`,
 * `requireViewer`).
 */
export async function loadDealAccess(
  dealId: string,
  member: Pick<Member, 'id' | 'role'>,
  options: { withRequest?: boolean; consistent?: boolean } = {},
): Promise<DealAccess> {
  const { deals, roomGrants, accessRequests } = dealRoomData();
  const read = { consistent: Boolean(options.consistent) };
  const [deal, grant, request] = options.withRequest
    ? await getTogether(
        [
          { entity: deals, key: { id: dealId } },
          { entity: roomGrants, key: { dealId, memberId: member.id } },
          { entity: accessRequests, key: { dealId, memberId: member.id } },
        ] as const,
        read,
      )
    : [
        ...(await getTogether(
          [
            { entity: deals, key: { id: dealId } },
            { entity: roomGrants, key: { dealId, memberId: member.id } },
          ] as const,
          read,
        )),
        undefined,
      ];
  if (!deal) throw new NotFoundError(DEAL_NOT_FOUND);
  return { deal, grant, access: roomAccessOf(deal, grant, member, new Date()), ...(options.withRequest ? { request } : {}) };
}

/** 403 unless the caller is the deal's founder. */
export function requireFounder(loaded: Pick<DealAccess, 'access'>): void {
  if (loaded.access.role !== 'founder') throw new ForbiddenError(ONLY_FOUNDER);
}

/** 403 unless the caller may open the room (founder, or a live grant on an open room). */
export function requireViewer(loaded: Pick<DealAccess, 'access'>): void {
  if (!loaded.access.canView) throw new ForbiddenError(NO_ROOM_ACCESS);
}
