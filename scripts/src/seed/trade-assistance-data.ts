import { putAll } from '@club/functions/platform/db/batch-write';
import { TRADE_LISTINGS } from '@club/functions/features/marketplace/entities/trade-listing';
import { getMany } from '@club/functions/platform/db/get-together';
import { queryAll } from '@club/functions/platform/db/pages';
import { companyData } from '@club/functions/features/companies/data';
import { counterData } from '@club/functions/features/stats/data';
import { memberData } from '@club/functions/features/members/data';
import { marketplaceData } from '@club/functions/features/marketplace/data';
import { tradeAssistanceData } from '@club/functions/features/trade-assistance/data';
import { tradeConnectorData } from '@club/functions/features/trade-connector/data';
import type { TradeConnectionItem } from '@club/functions/features/trade-connector/entities/trade-connection';
import { indiaDocuments } from '@club/functions/features/trade-assistance/quote';
import { newTradeRequestItem, type NewTradeRequest } from '@club/functions/features/trade-assistance/requests';
import { connectionIdOf } from '@club/functions/features/trade-connector/connections';
import { listingCounters } from '@club/functions/features/trade-connector/connector-counts';
import { headingEntryOf } from '@club/functions/features/trade-connector/listing-filing';
import type { TradeResponse } from '@club/shared';
import { demoCompanies, demoMembers } from './demo-data.js';
import { connectorCompanies, connectorListings, demoTradeConnections, demoTradeRequests } from './trade-assistance-items.js';
import { displayName } from '@club/shared';

/** Fixed timestamps so re-seeding writes identical items. */
const JUNE = Date.UTC(2026, 5, 20, 9);
const NOVEMBER = Date.UTC(2026, 10, 1, 12);
const at = (start: number, index: number, stepDays: number): string => new Date(start + index * stepDays * 86_400_000).toISOString();
const STAFF = 'Club trade desk';

const memberById = new Map(demoMembers.map((member) => [member.id, member]));
const memberName = (id: string) => {
  const member = memberById.get(id);
  if (!member) throw new Error(`Unknown demo member ${id}`);
  return displayName(member);
};
const companyName = (id: string) => (demoCompanies.find((c) => c.id === id) ?? connectorCompanies.find((c) => c.id === id))?.name ?? id;

/**
 * The trade assistance and connector demo data, after the marketplace's (seedTrade) and before the
 * club counters are recounted: the two companies abroad with their members,
 * the connector's extra listings, every listing filed under its HS heading
 * and the connector's counters recounted from the stored listings, then
 * requests and connections, written only when missing so a staff answer or a
 * member's accept survives a restart. Idempotent: fixed timestamps, updatedAt
 * included, so a re-seed writes identical items.
 */
export async function seedTradeAssistance(): Promise<void> {
  const { companies, companyMembers } = companyData();
  const { members } = memberData();
  const { tradeListings } = marketplaceData();
  const { counters } = counterData();
  const { headingEntries, tradeConnections } = tradeConnectorData();
  const { tradeRequests } = tradeAssistanceData();

  const stored = await getMany(
    members,
    connectorCompanies.map((c) => ({ id: c.member })),
  );
  const imageOf = new Map(stored.map((member) => [member.id, member.profileImageUrl]));
  await putAll(
    companies,
    connectorCompanies.map(({ member, ...company }, i) => {
      const profileImageUrl = imageOf.get(member);
      return {
        ...company,
        memberImages: [{ id: member, ...(profileImageUrl ? { profileImageUrl } : {}) }],
        createdAt: at(JUNE, i, 1),
        updatedAt: at(JUNE, i, 1),
      };
    }),
  );
  await putAll(
    companyMembers,
    connectorCompanies.map((c, i) => ({ companyId: c.id, memberId: c.member, joinedAt: at(JUNE, i, 1), createdAt: at(JUNE, i, 1), updatedAt: at(JUNE, i, 1) })),
  );

  const users = (companyId: string) => {
    const c = connectorCompanies.find((company) => company.id === companyId);
    if (!c) return [];
    const profileImageUrl = imageOf.get(c.member);
    return [{ id: c.member, ...(profileImageUrl ? { profileImageUrl } : {}) }];
  };
  const companyItems = await getMany(
    companies,
    [...new Set(connectorListings.map((l) => l.companyId))].map((id) => ({ id })),
  );
  const imagesOf = new Map(companyItems.map((company) => [company.id, company.memberImages]));
  await putAll(
    tradeListings,
    connectorListings.map(({ poster, ...listing }, i) => ({
      ...listing,
      postedBy: poster,
      company: { id: listing.companyId, name: companyName(listing.companyId), users: imagesOf.get(listing.companyId) ?? users(listing.companyId) },
      createdAt: at(NOVEMBER, i, 2),
      updatedAt: at(NOVEMBER, i, 2),
    })),
  );

  // Headings and counters from every stored listing (members' own included), as the listing writes keep them.
  const listings = await queryAll(tradeListings, TRADE_LISTINGS);
  const entries = listings.filter((listing) => listing.hsCode.length >= 4).map((listing) => ({ ...headingEntryOf(listing), updatedAt: listing.updatedAt }));
  if (entries.length) await putAll(headingEntries, entries);
  const counts = new Map<string, { scope: string; name: string; count: number }>();
  for (const listing of listings) {
    for (const { scope, name } of listingCounters(listing)) {
      const key = `${scope}|${name}`;
      counts.set(key, { scope, name, count: (counts.get(key)?.count ?? 0) + 1 });
    }
  }
  if (counts.size) await putAll(counters, [...counts.values()]);

  await seedRequests(tradeRequests);
  await seedConnections(tradeConnections, new Map(listings.map((listing) => [listing.id, listing])));
}

async function seedRequests(tradeRequests: ReturnType<typeof tradeAssistanceData>['tradeRequests']): Promise<void> {
  const existing = await getMany(
    tradeRequests,
    demoTradeRequests.map(({ id }) => ({ id })),
  );
  const present = new Set(existing.map((item) => item.id));
  const items: NewTradeRequest[] = [];
  for (const demo of demoTradeRequests.filter(({ id }) => !present.has(id))) {
    const item = await newTradeRequestItem({ id: demo.id, memberId: demo.member, memberName: memberName(demo.member) }, demo.input, new Date(demo.createdAt));
    if (demo.status && demo.status !== item.status) {
      const { staff = {} } = demo;
      const history = [...item.statusHistory];
      let response = (item.response ?? {}) as TradeResponse;
      if (staff.processingAt) history.push({ status: 'processing', at: staff.processingAt, by: STAFF, note: 'Taken up by the trade desk' });
      if (demo.status === 'completed' || demo.status === 'failed') {
        history.push({ status: demo.status, at: staff.answeredAt!, by: STAFF, ...(staff.message ? { note: staff.message.slice(0, 500) } : {}) });
        response = {
          ...response,
          ...(staff.message ? { message: staff.message, respondedBy: STAFF, respondedAt: staff.answeredAt! } : {}),
          ...(staff.confirmedHsCode ? { confirmedHsCode: staff.confirmedHsCode } : {}),
        };
      }
      Object.assign(item, {
        status: demo.status,
        statusHistory: history,
        response,
        updatedAt: history.at(-1)!.at,
        ...(staff.confirmedHsCode
          ? { hsCode: staff.confirmedHsCode, ...(demo.status === 'completed' ? { documentsRequired: indiaDocuments(staff.confirmedHsCode) } : {}) }
          : {}),
      });
    }
    items.push(item);
  }
  if (items.length) await putAll(tradeRequests, items);
}

async function seedConnections(
  tradeConnections: ReturnType<typeof tradeConnectorData>['tradeConnections'],
  listingsById: Map<
    string,
    {
      id: string;
      kind: 'export' | 'import';
      hsCode: string;
      title: string;
      companyId: string;
      createdAt: string;
      location?: string | undefined;
      country?: string | undefined;
      priceBand?: string | undefined;
    }
  >,
): Promise<void> {
  const ids = demoTradeConnections.map((c) => connectionIdOf(c.listingId, c.from));
  const existing = await getMany(
    tradeConnections,
    ids.map((id) => ({ id })),
  );
  const present = new Set(existing.map((item) => item.id));
  // E-mail and phone only where the member shared them (on the connection: demo members' setting is off).
  const contact = (id: string, shared: boolean, company?: string) => {
    const member = memberById.get(id)!;
    return {
      memberId: id,
      name: memberName(id),
      ...(shared ? { email: member.email, ...(member.phone ? { phone: member.phone } : {}) } : {}),
      linkedinUrl: `https://www.linkedin.com/in/${member.linkedinSlug}`,
      ...(company ? { companyName: companyName(company) } : {}),
    };
  };
  const items: TradeConnectionItem[] = demoTradeConnections
    .filter((c) => !present.has(connectionIdOf(c.listingId, c.from)))
    .map((c) => {
      const listing = listingsById.get(c.listingId);
      if (!listing) throw new Error(`Unknown demo listing ${c.listingId}`);
      return {
        id: connectionIdOf(c.listingId, c.from),
        status: c.status,
        listingId: listing.id,
        listing: {
          id: listing.id,
          kind: listing.kind,
          hsCode: listing.hsCode,
          title: listing.title,
          companyId: listing.companyId,
          companyName: companyName(listing.companyId),
          createdAt: listing.createdAt,
          ...(listing.location ? { location: listing.location } : {}),
          ...(listing.country ? { country: listing.country } : {}),
          ...(listing.priceBand ? { priceBand: listing.priceBand } : {}),
        },
        note: c.note,
        fromMemberId: c.from,
        fromMemberName: memberName(c.from),
        ...(c.fromCompanyId ? { fromCompanyId: c.fromCompanyId, fromCompanyName: companyName(c.fromCompanyId) } : {}),
        toCompanyId: listing.companyId,
        toCompanyName: companyName(listing.companyId),
        requesterContact: contact(c.from, false, c.fromCompanyId),
        requesterShared: false,
        ...(c.responder
          ? {
              respondedById: c.responder,
              respondedBy: memberName(c.responder),
              respondedAt: c.respondedAt!,
              ...(c.responseNote ? { responseNote: c.responseNote } : {}),
              ...(c.status === 'accepted'
                ? { responderContact: contact(c.responder, c.responderShared === true, listing.companyId), responderShared: c.responderShared === true }
                : {}),
            }
          : {}),
        createdAt: c.createdAt,
        updatedAt: c.respondedAt ?? c.createdAt,
      };
    });
  if (items.length) await putAll(tradeConnections, items);
}
