import { beforeAll, describe, expect, it } from 'vitest';
import * as z from '@club/shared/zod';
import {
  routes,
  tradeConnectionSchema,
  tradeConnectorStatsSchema,
  tradeListingSchema,
  tradeMarketInsightsSchema,
  tradeMatchSchema,
  type TradeListing,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { companyData } from '../../companies/data.js';
import { memberData } from '../../members/data.js';
import { tradeConnectorData } from '../data.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as accept } from './accept-trade-connection.js';
import { handler as createCompany } from '../../companies/http/create-company.js';
import { handler as connect } from './create-trade-connection.js';
import { handler as createListing } from '../../marketplace/http/create-trade-listing.js';
import { handler as decline } from './decline-trade-connection.js';
import { handler as insights } from './get-trade-market-insights.js';
import { handler as matchCounts } from './get-trade-listing-match-counts.js';
import { handler as shareContact } from './share-trade-connection-contact.js';
import { handler as stats } from './get-trade-connector-stats.js';
import { handler as listConnections } from './list-trade-connections.js';
import { handler as listListings } from '../../marketplace/http/list-trade-listings.js';
import { handler as listMatches } from './list-trade-matches.js';
import { handler as withdraw } from './withdraw-trade-connection.js';

/** Each test file has its own table, so these counts start at zero. */
let anitha: SignedIn; // Ongole Cotton (India): imports chilli for a spice line, exports yarn
let pavan: SignedIn; // Guntur Chilli (India): exports Teja chilli 090421
let jagadeesh: SignedIn; // Emirates Trading (UAE): exports crushed chilli 090422, imports yarn
let kavitha: SignedIn; // a second member of Guntur Chilli
let stranger: SignedIn;
const co: Record<string, string> = {};
const listing: Record<string, TradeListing> = {};

async function company(member: SignedIn, name: string, country: string): Promise<string> {
  const answer = await member.call(createCompany, routes.createCompany, { body: { name, industry: 'Trading', country } });
  expect(answer.statusCode).toBe(201);
  return answer.json.id;
}

async function post(member: SignedIn, key: string, body: Record<string, unknown>) {
  const answer = await member.call(createListing, routes.createTradeListing, { body: { description: 'Details on request', ...body } });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  listing[key] = tradeListingSchema.parse(answer.json);
  await pause();
}

beforeAll(async () => {
  anitha = await signIn('Anitha');
  pavan = await signIn('Pavan');
  jagadeesh = await signIn('Jagadeesh');
  kavitha = await signIn('Kavitha');
  stranger = await signIn('Stranger');
  co.ongole = await company(anitha, 'Ongole Cotton Spinners', 'India');
  co.guntur = await company(pavan, 'Guntur Chilli Traders', 'India');
  co.emirates = await company(jagadeesh, 'Emirates Andhra Trading', 'United Arab Emirates');
  // Kavitha joins Guntur Chilli through a second company route? Companies link only their creator: add her directly.
  await companyData()
    .companyMembers.build(PutItemCommand)
    .item({ companyId: co.guntur, memberId: kavitha.id, joinedAt: new Date().toISOString() })
    .options({ condition: { attr: 'companyId', exists: false } })
    .send();

  await post(anitha, 'chilliNeed', {
    kind: 'import',
    title: 'Whole Teja chilli for our masala line',
    hsCode: '090421',
    companyId: co.ongole,
    orderValueInr: 2_500_000,
  });
  await post(anitha, 'yarnOffer', { kind: 'export', title: 'Compact cotton yarn 40s', hsCode: '520524', companyId: co.ongole, orderValueInr: 30_000_000 });
  await post(pavan, 'tejaOffer', {
    kind: 'export',
    title: 'Teja S17 dried red chilli, stemless',
    hsCode: '090421',
    companyId: co.guntur,
    orderValueInr: 5_000_000,
  });
  await post(jagadeesh, 'crushedOffer', {
    kind: 'export',
    title: 'Crushed chilli flakes for pizza chains',
    hsCode: '090422',
    companyId: co.emirates,
    orderValueInr: 800_000,
  });
  await post(jagadeesh, 'yarnNeed', {
    kind: 'import',
    title: 'Cotton yarn for Sharjah knitters',
    hsCode: '520524',
    companyId: co.emirates,
    orderValueInr: 150_000_000,
  });
  await post(pavan, 'ownChilliNeed', { kind: 'import', title: 'Chilli seeds', hsCode: '0904', companyId: co.guntur });
  await post(jagadeesh, 'servers', {
    kind: 'import',
    title: 'GPU servers',
    hsCode: '847150',
    companyId: co.emirates,
    orderValueInr: 400_000_000,
    country: 'USA',
  });
});

/** The person-chip fields a contact carries besides name and company (test members have a photo and are not verified). */
const chipOf = (member: SignedIn) => ({ profileImageUrl: `https://images.example.com/${member.id}.jpg`, verified: false });

describe('connector filters on GET /api/trade-listings', () => {
  const titles = async (query: Record<string, string>) => {
    const answer = await stranger.call(listListings, routes.listTradeListings, { query });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    return z
      .array(tradeListingSchema)
      .parse(answer.json)
      .map((l) => l.title);
  };

  it('keeps the unfiltered list and stores a canonical country (the company’s by default)', async () => {
    expect(await titles({})).toHaveLength(7);
    expect(listing.yarnNeed!.country).toBe('UAE');
    expect(listing.servers!.country).toBe('USA');
    expect(listing.tejaOffer!.country).toBe('India');
  });

  it('filters by category (HS chapters and headings), location and INR order-value band, with one Query', async () => {
    expect(await titles({ category: 'spices' })).toEqual([
      'Chilli seeds',
      'Crushed chilli flakes for pizza chains',
      'Teja S17 dried red chilli, stemless',
      'Whole Teja chilli for our masala line',
    ]);
    expect(await titles({ category: 'textiles' })).toEqual(['Cotton yarn for Sharjah knitters', 'Compact cotton yarn 40s']);
    expect(await titles({ category: 'technology' })).toEqual(['GPU servers']);
    expect(await titles({ category: 'pharmaceuticals' })).toEqual([]);
    expect(await titles({ location: 'uae' })).toEqual(['Cotton yarn for Sharjah knitters', 'Crushed chilli flakes for pizza chains']);
    expect(await titles({ priceRange: 'small' })).toEqual(['Crushed chilli flakes for pizza chains']);
    expect(await titles({ priceRange: 'medium' })).toEqual(['Teja S17 dried red chilli, stemless', 'Whole Teja chilli for our masala line']);
    expect(await titles({ priceRange: 'large' })).toEqual(['Compact cotton yarn 40s']);
    expect(await titles({ priceRange: 'enterprise' })).toEqual(['GPU servers', 'Cotton yarn for Sharjah knitters']);
    expect(await titles({ category: 'spices', kind: 'export', location: 'uae' })).toEqual(['Crushed chilli flakes for pizza chains']);
    const counter = countDynamoCommands();
    await titles({ category: 'agriculture', priceRange: 'medium' });
    const counts = readCounts(counter.counts());
    counter.stop();
    expect(counts).toMatchObject({ query: 1, batchGet: 0, scan: 0 });
  });

  it('applies the filters to the caller’s own listings too, and refuses unknown values', async () => {
    const answer = await anitha.call(listListings, routes.listTradeListings, { query: { mine: 'true', category: 'spices' } });
    expect(answer.json.map((l: TradeListing) => l.title)).toEqual(['Whole Teja chilli for our masala line']);
    for (const query of [{ category: 'weapons' }, { location: 'mars' }, { priceRange: 'huge' }] as Record<string, string>[]) {
      expect((await stranger.call(listListings, routes.listTradeListings, { query })).statusCode).toBe(400);
    }
  });
});

describe('HS-heading matching', () => {
  it('matches the same subheading before the same heading, the other kind only, never the caller’s own companies', async () => {
    const answer = await anitha.call(listMatches, routes.listTradeMatches);
    expect(answer.statusCode).toBe(200);
    const matches = z.array(tradeMatchSchema).parse(answer.json);
    const pairs = matches.map((m) => `${m.myListing.title} -> ${m.listing.title} (${m.level})`);
    // Same subheading first (newer first), then the same heading.
    expect(pairs).toEqual([
      'Compact cotton yarn 40s -> Cotton yarn for Sharjah knitters (subheading)',
      'Whole Teja chilli for our masala line -> Teja S17 dried red chilli, stemless (subheading)',
      'Whole Teja chilli for our masala line -> Crushed chilli flakes for pizza chains (heading)',
    ]);
    expect(matches[0]!.reason).toBe('Same subheading 520524: cotton yarn');
    expect(matches[1]!.reason).toBe('Same subheading 090421: teja chilli');
    expect(matches[2]!.reason).toBe('Same heading 0904: chilli');
    expect(matches.every((m) => m.listing.companyId !== co.ongole)).toBe(true);
  });

  it('works the other way round and leaves out every company the member belongs to', async () => {
    const answer = await pavan.call(listMatches, routes.listTradeMatches);
    const pairs = answer.json.map(
      (m: { myListing: { title: string }; listing: { title: string }; level: string }) => `${m.myListing.title} -> ${m.listing.title}`,
    );
    // Teja offer ↔ Anitha's need (same 090421); Guntur's own chilli-seed need never matches Guntur's offer.
    expect(pairs).toEqual([
      'Teja S17 dried red chilli, stemless -> Whole Teja chilli for our masala line',
      'Chilli seeds -> Crushed chilli flakes for pizza chains',
    ]);
    expect((await stranger.call(listMatches, routes.listTradeMatches)).json).toEqual([]);
  });

  it('counts matches for marketplace cards: the other kind, same heading, other companies', async () => {
    const ids = [listing.chilliNeed!.id, listing.tejaOffer!.id, listing.crushedOffer!.id, listing.servers!.id, 'no-such-listing'];
    const answer = await stranger.call(matchCounts, routes.getTradeListingMatchCounts, { query: { ids: ids.join(',') } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual([
      { listingId: listing.chilliNeed!.id, matchCount: 2 },
      { listingId: listing.tejaOffer!.id, matchCount: 1 }, // Guntur's own "Chilli seeds" need does not count
      { listingId: listing.crushedOffer!.id, matchCount: 2 },
      { listingId: listing.servers!.id, matchCount: 0 },
      { listingId: 'no-such-listing', matchCount: 0 },
    ]);
    expect((await stranger.call(matchCounts, routes.getTradeListingMatchCounts, { query: { ids: '' } })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 51 }, (_, i) => `l${i}`).join(',');
    expect((await stranger.call(matchCounts, routes.getTradeListingMatchCounts, { query: { ids: tooMany } })).statusCode).toBe(400);
  });
});

describe('trade connections', () => {
  let connectionId: string;

  beforeAll(async () => {
    const phones: [SignedIn, string][] = [
      [anitha, '+91 98490 11111'],
      [kavitha, '+91 98490 22222'],
    ];
    for (const [member, phone] of phones) {
      await memberData()
        .members.build(UpdateItemCommand)
        .item({ id: member.id, phone })
        .options({ condition: { attr: 'id', exists: true } })
        .send();
    }
  });

  it('sends a request to the listing’s company with a note; a second one is a 409', async () => {
    const answer = await anitha.call(connect, routes.createTradeConnection, {
      body: { listingId: listing.tejaOffer!.id, fromCompanyId: co.ongole, note: 'We need 30 MT a month from January.' },
    });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
    const connection = tradeConnectionSchema.parse(answer.json);
    connectionId = connection.id;
    expect(connection).toMatchObject({
      status: 'pending',
      direction: 'outgoing',
      note: 'We need 30 MT a month from January.',
      toCompany: { id: co.guntur, name: 'Guntur Chilli Traders' },
      fromCompany: { id: co.ongole, name: 'Ongole Cotton Spinners' },
      listing: { id: listing.tejaOffer!.id, hsCode: '090421' },
    });
    expect(connection.contacts).toBeUndefined();
    expect((await anitha.call(connect, routes.createTradeConnection, { body: { listingId: listing.tejaOffer!.id } })).statusCode).toBe(409);
  });

  it('refuses the caller’s own listing (400), an unknown listing (404) and another company’s name (403)', async () => {
    expect((await pavan.call(connect, routes.createTradeConnection, { body: { listingId: listing.tejaOffer!.id } })).statusCode).toBe(400);
    expect((await anitha.call(connect, routes.createTradeConnection, { body: { listingId: 'nope' } })).statusCode).toBe(404);
    expect(
      (await stranger.call(connect, routes.createTradeConnection, { body: { listingId: listing.crushedOffer!.id, fromCompanyId: co.guntur } })).statusCode,
    ).toBe(403);
    expect(
      (await stranger.call(connect, routes.createTradeConnection, { body: { listingId: listing.crushedOffer!.id, note: 'x'.repeat(1_001) } })).statusCode,
    ).toBe(400);
  });

  it('lists it outgoing for the sender and incoming for every member of the company', async () => {
    const sent = await anitha.call(listConnections, routes.listTradeConnections, { query: { direction: 'outgoing' } });
    expect(sent.json.map((c: { id: string; direction: string }) => [c.id, c.direction])).toEqual([[connectionId, 'outgoing']]);
    for (const member of [pavan, kavitha]) {
      const received = await member.call(listConnections, routes.listTradeConnections);
      expect(received.json.map((c: { id: string; direction: string }) => [c.id, c.direction])).toEqual([[connectionId, 'incoming']]);
    }
    expect((await stranger.call(listConnections, routes.listTradeConnections)).json).toEqual([]);
  });

  it('lets only the company’s members answer: the sender gets 403, anyone else 404', async () => {
    const params = { connectionId };
    expect((await anitha.call(accept, routes.acceptTradeConnection, { params, body: {} })).statusCode).toBe(403);
    expect((await stranger.call(accept, routes.acceptTradeConnection, { params, body: {} })).statusCode).toBe(404);
    expect((await kavitha.call(accept, routes.acceptTradeConnection, { params: { connectionId: 'tc-nope' }, body: {} })).statusCode).toBe(404);
  });

  it('accepts once; with both sides’ sharing off neither e-mail nor phone is shown or stored; a second answer is a 409', async () => {
    const answer = await kavitha.call(accept, routes.acceptTradeConnection, { params: { connectionId }, body: { note: 'Happy to send samples.' } });
    expect(answer.statusCode).toBe(200);
    const accepted = tradeConnectionSchema.parse(answer.json);
    expect(accepted).toMatchObject({ status: 'accepted', direction: 'incoming', respondedBy: 'Kavitha Reddy', responseNote: 'Happy to send samples.' });
    expect(accepted.contacts).toEqual({
      requester: { memberId: anitha.id, name: 'Anitha Reddy', companyName: 'Ongole Cotton Spinners', shared: false, ...chipOf(anitha) },
      responder: { memberId: kavitha.id, name: 'Kavitha Reddy', companyName: 'Guntur Chilli Traders', shared: false, ...chipOf(kavitha) },
    });
    for (const member of [anitha, pavan, kavitha]) {
      const seen = (await member.call(listConnections, routes.listTradeConnections)).json.find((c: { id: string }) => c.id === connectionId);
      expect(JSON.stringify(seen)).not.toMatch(/@example\.com|\+91/);
    }
    const { Item } = await tradeConnectorData().tradeConnections.build(GetItemCommand).key({ id: connectionId }).send();
    expect(JSON.stringify(Item)).not.toMatch(/@example\.com|\+91/);
    expect((await pavan.call(decline, routes.declineTradeConnection, { params: { connectionId }, body: {} })).statusCode).toBe(409);
    expect((await anitha.call(withdraw, routes.withdrawTradeConnection, { params: { connectionId } })).statusCode).toBe(409);
  });

  it('a party shares their contact on the connection when they choose; only the requester and the member who accepted can, never a third member', async () => {
    const params = { connectionId };
    expect((await stranger.call(shareContact, routes.shareTradeConnectionContact, { params })).statusCode).toBe(404);
    expect((await pavan.call(shareContact, routes.shareTradeConnectionContact, { params })).statusCode).toBe(403);
    const shared = await anitha.call(shareContact, routes.shareTradeConnectionContact, { params });
    expect(shared.statusCode).toBe(200);
    expect(shared.json.contacts.requester).toMatchObject({ email: `${anitha.id}@example.com`, phone: '+91 98490 11111', shared: true });
    expect(shared.json.contacts.responder).toEqual({
      memberId: kavitha.id,
      name: 'Kavitha Reddy',
      companyName: 'Guntur Chilli Traders',
      shared: false,
      ...chipOf(kavitha),
    });
    for (const member of [pavan, kavitha]) {
      const seen = (await member.call(listConnections, routes.listTradeConnections)).json.find((c: { id: string }) => c.id === connectionId);
      expect(seen.contacts.requester).toMatchObject({ email: `${anitha.id}@example.com`, phone: '+91 98490 11111' });
      expect(seen.contacts.responder.email).toBeUndefined();
    }
    expect((await kavitha.call(shareContact, routes.shareTradeConnectionContact, { params })).json.contacts.responder).toMatchObject({
      email: `${kavitha.id}@example.com`,
      phone: '+91 98490 22222',
      shared: true,
    });
    const seen = (await anitha.call(listConnections, routes.listTradeConnections, { query: { direction: 'outgoing' } })).json.find(
      (c: { id: string }) => c.id === connectionId,
    );
    expect(seen.contacts.responder).toMatchObject({ email: `${kavitha.id}@example.com`, phone: '+91 98490 22222', shared: true });
    expect(JSON.stringify((await stranger.call(listConnections, routes.listTradeConnections)).json)).not.toMatch(/@example\.com|\+91/);
    expect((await stranger.call(accept, routes.acceptTradeConnection, { params, body: {} })).statusCode).toBe(404);
  });

  it('shares e-mail and phone at once where the member’s sharing setting is on; a pending request cannot be shared on (409)', async () => {
    await memberData()
      .members.build(UpdateItemCommand)
      .item({ id: stranger.id, shareContact: true, phone: '+91 98490 33333' })
      .options({ condition: { attr: 'id', exists: true } })
      .send();
    const sent = await stranger.call(connect, routes.createTradeConnection, { body: { listingId: listing.chilliNeed!.id } });
    expect(sent.statusCode).toBe(201);
    expect((await stranger.call(shareContact, routes.shareTradeConnectionContact, { params: { connectionId: sent.json.id } })).statusCode).toBe(409);
    const accepted = await anitha.call(accept, routes.acceptTradeConnection, {
      params: { connectionId: sent.json.id },
      body: { note: 'Call me through the club first' },
    });
    expect(accepted.json.contacts.requester).toMatchObject({ email: `${stranger.id}@example.com`, phone: '+91 98490 33333', shared: true });
    expect(accepted.json.contacts.responder).toEqual({
      memberId: anitha.id,
      name: 'Anitha Reddy',
      companyName: 'Ongole Cotton Spinners',
      shared: false,
      ...chipOf(anitha),
    });
    await memberData()
      .members.build(UpdateItemCommand)
      .item({ id: stranger.id, shareContact: false })
      .options({ condition: { attr: 'id', exists: true } })
      .send();
  });

  it('declines, lets the sender ask again after a decline, and withdraws a pending one', async () => {
    const sent = await stranger.call(connect, routes.createTradeConnection, { body: { listingId: listing.yarnNeed!.id } });
    const id = sent.json.id;
    const declined = await jagadeesh.call(decline, routes.declineTradeConnection, { params: { connectionId: id }, body: { note: 'Not this season' } });
    expect(declined.json).toMatchObject({ status: 'declined', responseNote: 'Not this season' });
    expect(declined.json.contacts).toBeUndefined();
    const again = await stranger.call(connect, routes.createTradeConnection, { body: { listingId: listing.yarnNeed!.id, note: 'New prices' } });
    expect(again.statusCode).toBe(201);
    expect(again.json).toMatchObject({ id, status: 'pending', note: 'New prices' });
    expect((await jagadeesh.call(withdraw, routes.withdrawTradeConnection, { params: { connectionId: id } })).statusCode).toBe(404);
    const withdrawn = await stranger.call(withdraw, routes.withdrawTradeConnection, { params: { connectionId: id } });
    expect(withdrawn.json).toMatchObject({ status: 'withdrawn' });
  });

  it('shows the caller’s connection status on matches', async () => {
    const answer = await anitha.call(listMatches, routes.listTradeMatches);
    const teja = answer.json.find((m: { listing: { id: string } }) => m.listing.id === listing.tejaOffer!.id);
    expect(teja.connectionStatus).toBe('accepted');
  });
});

describe('connector stats and market insights', () => {
  it('counts active listings, exporters, importers and countries from the counters, one Query per scope', async () => {
    const counter = countDynamoCommands();
    const answer = await stranger.call(stats, routes.getTradeConnectorStats);
    const counts = readCounts(counter.counts());
    counter.stop();
    expect(tradeConnectorStatsSchema.parse(answer.json)).toEqual({ activeListings: 7, exporters: 3, importers: 3, countries: 3 });
    expect(counts).toMatchObject({ query: 2, batchGet: 0, scan: 0 });
  });

  it('aggregates top HS chapters, imports vs exports and listings by country', async () => {
    const answer = await stranger.call(insights, routes.getTradeMarketInsights);
    const data = tradeMarketInsightsSchema.parse(answer.json);
    expect(data.topChapters[0]).toMatchObject({ chapter: '09', listings: 4, exports: 2, imports: 2 });
    expect(data.topChapters[0]!.title).toMatch(/spices/i);
    expect(data.topChapters.map((c) => c.chapter)).toEqual(['09', '52', '84']);
    expect(data.importsVsExports).toEqual({ imports: 4, exports: 3 });
    expect(data.byCountry).toEqual([
      { country: 'India', listings: 4, exports: 2, imports: 2 },
      { country: 'UAE', listings: 2, exports: 1, imports: 1 },
      { country: 'USA', listings: 1, exports: 0, imports: 1 },
    ]);
  });
});
