import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededDemoTable } from '../test/demo-table.js';
import {
  CONNECTOR_CATEGORIES,
  CONNECTOR_CATEGORY_HS,
  CONNECTOR_LOCATIONS,
  CONNECTOR_LOCATION_COUNTRIES,
  TRADE_REQUEST_STATUSES,
  TRADE_REQUEST_TYPES,
  tradeConnectionSchema,
  type Member,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { entriesUnderHeading } from '@club/functions/features/trade-connector/entities/trade-heading-entry';
import { TRADE_LISTINGS } from '@club/functions/features/marketplace/entities/trade-listing';
import { tradeConnectionsFrom } from '@club/functions/features/trade-connector/entities/trade-connection';
import { getMany } from '@club/functions/platform/db/get-together';
import { queryAll } from '@club/functions/platform/db/pages';
import { marketplaceData } from '@club/functions/features/marketplace/data';
import { tradeAssistanceData } from '@club/functions/features/trade-assistance/data';
import { tradeConnectorData } from '@club/functions/features/trade-connector/data';
import { memberData } from '@club/functions/features/members/data';
import { readCounters } from '@club/functions/features/stats/counters';
import { toDetail } from '@club/functions/features/trade-assistance/requests';
import { toConnection } from '@club/functions/features/trade-connector/connections';
import { TRADE_SCOPE } from '@club/functions/features/trade-connector/connector-counts';
import { listTradeMatches } from '@club/functions/features/trade-connector/matches';
import { tradeConnectorStats } from '@club/functions/features/trade-connector/insights';
import { seedDemoData } from './seed-demo-data.js';
import { demoTradeConnections, demoTradeRequests } from './trade-assistance-items.js';

beforeAll(() => useSeededDemoTable('seed-trade-assistance'));

const snapshot = async () => {
  const { tradeRequests } = tradeAssistanceData();
  const { tradeConnections, headingEntries } = tradeConnectorData();
  const listings = await queryAll(marketplaceData().tradeListings, TRADE_LISTINGS);
  const headings = [...new Set(listings.filter((l) => l.hsCode.length >= 4).map((l) => l.hsCode.slice(0, 4)))].sort();
  return {
    listings,
    requests: (
      await getMany(
        tradeRequests,
        demoTradeRequests.map(({ id }) => ({ id })),
      )
    ).sort((a, b) => a.id.localeCompare(b.id)),
    // Oldest first, as ElectroDB's default order read them.
    connections: await queryAll(tradeConnections, tradeConnectionsFrom('demo-naveen-kolli'), { ascending: true }),
    entries: (await Promise.all(headings.map((heading) => queryAll(headingEntries, entriesUnderHeading(heading), { ascending: true })))).flat(),
    counters: await readCounters(TRADE_SCOPE),
  };
};

describe('seedTradeAssistance', () => {
  it('seeds requests of every type and status that read back in the API shape', async () => {
    const { requests } = await snapshot();
    expect(requests).toHaveLength(demoTradeRequests.length);
    const details = requests.map(toDetail);
    expect(new Set(details.map((r) => r.type))).toEqual(new Set(TRADE_REQUEST_TYPES));
    expect(new Set(details.map((r) => r.status))).toEqual(new Set(TRADE_REQUEST_STATUSES));
    for (const request of details.filter((r) => r.type === 'duty_calculation' && r.status === 'completed')) {
      expect(request.calculatedDuty, request.id).toBe(request.response!.breakdown!.totalDuty);
    }
    const mapping = details.find((r) => r.id === 'tr-demo-map-shrimp')!;
    expect(mapping).toMatchObject({ status: 'completed', hsCode: '030617', response: { confirmedHsCode: '030617' } });
    expect(mapping.statusHistory.map((h) => h.status)).toEqual(['pending', 'processing', 'completed']);
  });

  it('puts listings in every connector category and location, each filed under its heading and counted', async () => {
    const { listings, entries, counters } = await snapshot();
    for (const category of CONNECTOR_CATEGORIES) {
      expect(
        listings.some((l) => CONNECTOR_CATEGORY_HS[category].hsPrefixes.some((p) => l.hsCode.startsWith(p))),
        category,
      ).toBe(true);
    }
    for (const location of CONNECTOR_LOCATIONS) {
      expect(
        listings.some((l) => l.country === CONNECTOR_LOCATION_COUNTRIES[location]),
        location,
      ).toBe(true);
    }
    expect(listings.every((l) => l.country && l.orderValueInr)).toBe(true);
    expect(entries.map((e) => e.listingId).sort()).toEqual(listings.map((l) => l.id).sort());
    expect(counters.listings).toBe(listings.length);
    expect(await tradeConnectorStats()).toMatchObject({ activeListings: listings.length, countries: 6 });
  });

  it('seeds connections in the API shape, with contacts only once accepted, and matches for demo members', async () => {
    const { connections } = await snapshot();
    const accepted = tradeConnectionSchema.parse(toConnection(connections[0]!, 'outgoing'));
    expect(accepted).toMatchObject({ status: 'accepted', listing: { id: 'tl-teja-chilli' } });
    expect(accepted.contacts?.responder).toMatchObject({ name: 'Pavan Kalyan Ganta', shared: true });
    expect(accepted.contacts?.responder.email).toBeDefined();
    // The requester has not shared: no e-mail or phone, not even stored.
    expect(accepted.contacts?.requester.shared).toBe(false);
    expect(connections[0]!.requesterContact.email).toBeUndefined();
    const { tradeConnections } = tradeConnectorData();
    const all = (await Promise.all(demoTradeConnections.map((c) => queryAll(tradeConnections, tradeConnectionsFrom(c.from))))).flat();
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(['accepted', 'pending', 'declined']));

    const { Item: naveen } = await memberData().members.build(GetItemCommand).key({ id: 'demo-naveen-kolli' }).send();
    const matches = await listTradeMatches(naveen as unknown as Member, 50);
    expect(matches.map((m) => m.listing.id)).toEqual(expect.arrayContaining(['tl-sona-masoori', 'tl-teja-chilli']));
    expect(matches.every((m) => m.listing.companyId !== 'co-dubai-trading')).toBe(true);
  });

  it('is idempotent and keeps what members and staff changed', async () => {
    const { tradeRequests } = tradeAssistanceData();
    await tradeRequests
      .build(UpdateItemCommand)
      .item({ id: 'tr-demo-map-chilli-powder', status: 'processing' })
      .options({ condition: { attr: 'id', exists: true } })
      .send();
    const before = await snapshot();
    await seedDemoData();
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(after.requests.find((r) => r.id === 'tr-demo-map-chilli-powder')?.status).toBe('processing');
  });
});
