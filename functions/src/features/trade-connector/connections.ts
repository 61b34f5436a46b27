import { createHash } from 'node:crypto';
import {
  TRADE_MATCH_LIMITS,
  tradeConnectionSchema,
  type Member,
  type RouteQueryParsed,
  type TradeConnection,
  type TradeContact,
  type routes,
} from '@club/shared';
import { tradeConnectionsFrom, tradeConnectionsTo, type TradeConnectionItem } from './entities/trade-connection.js';
import { byCreation } from '../../platform/db/keys.js';
import { queryPage, type ClubQuery } from '../../platform/db/pages.js';
import { tradeConnectorData } from './data.js';
import { decodeKeyset, encodeKeyset, newestFirst, type Page } from '../../platform/paging.js';
import { companyIdsOfMember } from '../companies/index.js';

/** How many of a member's companies the incoming list reads (one Query page of memberships). */
const COMPANIES_MAX = 25;

/** A stored contact as the other side sees it: e-mail and phone only where shared (older items may hold them without consent). */
function contactView(contact: TradeConnectionItem['requesterContact'], shared: boolean | undefined): TradeContact {
  const { email, phone, ...rest } = contact;
  return { ...rest, ...(shared ? { ...(email ? { email } : {}), ...(phone ? { phone } : {}) } : {}), shared: shared === true };
}

/** One connection per member and listing: the id is derived from both (re-asking after a decline reuses it). */
export const connectionIdOf = (listingId: string, memberId: string): string =>
  `tc-${createHash('sha256').update(`${listingId}\u0000${memberId}`).digest('base64url').slice(0, 22)}`;

/** The companies the member belongs to (one Query; the first COMPANIES_MAX joined). */
export const companyIdsOf = (member: Member): Promise<string[]> => companyIdsOfMember(member.id, COMPANIES_MAX);

/** A connection as written (the library sets updatedAt when not given). */
export type NewTradeConnection = Omit<TradeConnectionItem, 'updatedAt'> & { updatedAt?: string };

/** The answer shape as the caller sees it: contacts only once accepted. */
export function toConnection(item: NewTradeConnection, direction: 'incoming' | 'outgoing'): TradeConnection {
  return tradeConnectionSchema.parse({
    id: item.id,
    status: item.status,
    direction,
    listing: item.listing,
    ...(item.note ? { note: item.note } : {}),
    fromMember: { id: item.fromMemberId, name: item.fromMemberName },
    ...(item.fromCompanyId ? { fromCompany: { id: item.fromCompanyId, name: item.fromCompanyName ?? item.fromCompanyId } } : {}),
    toCompany: { id: item.toCompanyId, name: item.toCompanyName },
    createdAt: item.createdAt,
    ...(item.respondedAt ? { respondedAt: item.respondedAt } : {}),
    ...(item.respondedBy ? { respondedBy: item.respondedBy } : {}),
    ...(item.responseNote ? { responseNote: item.responseNote } : {}),
    ...(item.status === 'accepted' && item.responderContact
      ? {
          contacts: {
            requester: contactView(item.requesterContact, item.requesterShared),
            responder: contactView(item.responderContact, item.responderShared),
          },
        }
      : {}),
  });
}

/**
 * GET /api/trade-connections: the caller's outgoing requests and the
 * incoming ones of every company they belong to, merged newest first by
 * (createdAt, id); the cursor is that keyset. One Query for the memberships
 * (incoming), then one per source in parallel.
 */
export async function listTradeConnections(member: Member, query: RouteQueryParsed<typeof routes.listTradeConnections>): Promise<Page<TradeConnection>> {
  const { limit, cursor, direction } = query;
  const after = cursor ? decodeKeyset(cursor) : undefined;
  const { tradeConnections } = tradeConnectorData();
  const companies = direction === 'outgoing' ? [] : await companyIdsOf(member);
  // Each source read below the cursor's keyset, newest first.
  const below = (query: ClubQuery): ClubQuery => (after ? { ...query, range: { lt: byCreation(after) } } : query);
  const outgoing = () => queryPage(tradeConnections, below(tradeConnectionsFrom(member.id)), { limit });
  const incoming = (toCompanyId: string) => queryPage(tradeConnections, below(tradeConnectionsTo(toCompanyId)), { limit });
  const reads = [
    ...(direction === 'incoming' ? [] : [outgoing().then((r) => ({ r, direction: 'outgoing' as const }))]),
    ...companies.map((toCompanyId) => incoming(toCompanyId).then((r) => ({ r, direction: 'incoming' as const }))),
  ];
  const results = await Promise.all(reads);
  const merged = results
    .flatMap(({ r, direction: side }) => r.items.map((item) => ({ item, side })))
    // A member's own request to a company they later joined shows once, as outgoing.
    .filter(
      ({ item, side }, index, all) => side === 'outgoing' || !all.some((other, j) => j !== index && other.side === 'outgoing' && other.item.id === item.id),
    )
    .sort((a, b) => newestFirst(a.item, b.item));
  const taken = merged.slice(0, limit);
  const more = merged.length > limit || results.some(({ r }) => r.cursor);
  const last = taken.at(-1);
  return { items: taken.map(({ item, side }) => toConnection(item, side)), cursor: more && last ? encodeKeyset(last.item) : null };
}

/** The caller's connection status per listing (for match cards), from their newest outgoing requests. */
export async function myConnectionStatuses(member: Member): Promise<Map<string, TradeConnectionItem['status']>> {
  const { items } = await queryPage(tradeConnectorData().tradeConnections, tradeConnectionsFrom(member.id), { limit: TRADE_MATCH_LIMITS.headingRead });
  return new Map(items.map((item) => [item.listingId, item.status]));
}
