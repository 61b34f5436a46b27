import * as z from '../zod.js';
import { CONNECTOR_LOCATION_COUNTRIES, TRADE_CONNECTION_STATUSES, TRADE_MATCH_LEVELS, TRADE_MATCH_LIMITS } from '../trade-connector/constants.js';
import { idSchema } from './ids.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { listingKindSchema } from './marketplace.js';
import { onFirstUse } from '../lazy.js';

/** Country spellings a listing or a company may use, mapped to the names the connector filters on. */
const COUNTRY_ALIASES: Record<string, string> = {
  us: 'USA',
  usa: 'USA',
  'united states': 'USA',
  'united states of america': 'USA',
  america: 'USA',
  uae: 'UAE',
  'united arab emirates': 'UAE',
  emirates: 'UAE',
  dubai: 'UAE',
  'abu dhabi': 'UAE',
  ae: 'UAE',
  uk: 'UK',
  'united kingdom': 'UK',
  'great britain': 'UK',
  britain: 'UK',
  england: 'UK',
  gb: 'UK',
  in: 'India',
  india: 'India',
  bharat: 'India',
  ind: 'India',
  sg: 'Singapore',
  singapore: 'Singapore',
  au: 'Australia',
  australia: 'Australia',
};

/**
 * One name per country: "United States", "us" and "USA" are all
 * "USA", so the connector's location filter and its by-country insights
 * compare equal strings. Unknown names keep their spelling, trimmed.
 */
export function canonicalCountry(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return COUNTRY_ALIASES[trimmed.toLowerCase()] ?? CONNECTOR_LOCATION_COUNTRIES[trimmed.toLowerCase() as keyof typeof CONNECTOR_LOCATION_COUNTRIES] ?? trimmed;
}

/**
 * A party of an accepted trade connection. E-mail and phone only when
 * `shared`: the member shares contact details (their profile setting when
 * they connected or accepted) or chose "Share my contact details" on this
 * connection; until then the two talk through the club (the request note
 * and the reply).
 */
export const tradeContactSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    memberId: z.string(),
    name: z.string(),
    email: z.optional(z.string()),
    phone: z.optional(z.string()),
    linkedinUrl: z.optional(z.string()),
    companyName: z.optional(z.string()),
    shared: z.boolean(),
    title: z.optional(z.string()),
    profileImageUrl: z.optional(z.string()),
    verified: z.optional(z.boolean()),
  }),
);
export type TradeContact = z.infer<typeof tradeContactSchema>;

/** The listing a connection or match is about, as its card shows it. */
export const tradeListingRefSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    kind: listingKindSchema,
    hsCode: z.string(),
    title: z.string(),
    companyId: z.string(),
    companyName: z.string(),
    location: z.optional(z.string()),
    country: z.optional(z.string()),
    priceBand: z.optional(z.string()),
    createdAt: z.string(),
  }),
);
export type TradeListingRef = z.infer<typeof tradeListingRefSchema>;

/**
 * A trade connection request: a member asks the listing's company to connect.
 * `direction` is the caller's side (outgoing = the caller sent it, incoming =
 * to a company the caller belongs to). `contacts` only once accepted: both
 * sides' name, company and LinkedIn, and e-mail and phone of a side that shared them.
 */
export const tradeConnectionSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    status: z.enum(TRADE_CONNECTION_STATUSES),
    direction: z.enum(['incoming', 'outgoing']),
    listing: tradeListingRefSchema,
    note: z.optional(z.string()),
    fromMember: z.object({ id: z.string(), name: z.string() }),
    fromCompany: z.optional(z.object({ id: z.string(), name: z.string() })),
    toCompany: z.object({ id: z.string(), name: z.string() }),
    createdAt: z.string(),
    respondedAt: z.optional(z.string()),
    /** Who accepted or declined, by name. */
    respondedBy: z.optional(z.string()),
    responseNote: z.optional(z.string()),
    contacts: z.optional(z.object({ requester: tradeContactSchema, responder: tradeContactSchema })),
  }),
);
export type TradeConnection = z.infer<typeof tradeConnectionSchema>;

export const createTradeConnectionBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    listingId: idSchema('Listing'),
    /** The caller's company the connection is on behalf of (one of theirs; 403 otherwise). */
    fromCompanyId: z.preprocess((value) => (value === '' ? undefined : value), z.optional(idSchema('Company'))),
    note: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.optional(z.string().check(z.trim(), z.maxLength(TRADE_MATCH_LIMITS.noteMax, `Note must be at most ${TRADE_MATCH_LIMITS.noteMax} characters`))),
    ),
  }),
);

export const respondTradeConnectionBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    note: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.optional(z.string().check(z.trim(), z.maxLength(TRADE_MATCH_LIMITS.noteMax, `Note must be at most ${TRADE_MATCH_LIMITS.noteMax} characters`))),
    ),
  }),
);

/**
 * One HS-heading match (GET /api/trade-connections/matches): one of the
 * caller's companies' listings and another company's listing of the other
 * kind under the same 6-digit subheading (first) or 4-digit heading.
 */
export const tradeMatchSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    level: z.enum(TRADE_MATCH_LEVELS),
    /** "Same subheading 090421: chillies, dried, neither crushed nor ground" / "Same heading 0904: …". */
    reason: z.string(),
    /** Higher is better: subheading above heading, then newer. */
    score: z.number(),
    myListing: tradeListingRefSchema,
    listing: tradeListingRefSchema,
    /** The caller's connection about `listing`, if any. */
    connectionStatus: z.optional(z.enum(TRADE_CONNECTION_STATUSES)),
  }),
);
export type TradeMatch = z.infer<typeof tradeMatchSchema>;

/** The connector's stat cards (real counts). */
export const tradeConnectorStatsSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    activeListings: z.number().check(z.int()),
    exporters: z.number().check(z.int()),
    importers: z.number().check(z.int()),
    countries: z.number().check(z.int()),
  }),
);
export type TradeConnectorStats = z.infer<typeof tradeConnectorStatsSchema>;

/** Market Insights: real aggregates of the listings. */
export const tradeMarketInsightsSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    topChapters: z.array(
      z.object({
        chapter: z.string(),
        title: z.string(),
        listings: z.number().check(z.int()),
        exports: z.number().check(z.int()),
        imports: z.number().check(z.int()),
      }),
    ),
    importsVsExports: z.object({ imports: z.number().check(z.int()), exports: z.number().check(z.int()) }),
    byCountry: z.array(
      z.object({ country: z.string(), listings: z.number().check(z.int()), exports: z.number().check(z.int()), imports: z.number().check(z.int()) }),
    ),
  }),
);
export type TradeMarketInsights = z.infer<typeof tradeMarketInsightsSchema>;

/** The marketplace cards' match counts: listings of the other kind under the same heading from other companies. */
export const tradeMatchCountSchema = /* @__PURE__ */ onFirstUse(() => z.object({ listingId: z.string(), matchCount: z.number().check(z.int()) }));

const idList = /* @__PURE__ */ onFirstUse(() =>
  z.pipe(
    z.pipe(
      z.string({ error: 'ids is required' }).check(z.trim(), z.minLength(1, 'ids is required')),
      z.transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ]),
    ),
    z.array(idSchema('Listing')).check(z.minLength(1, 'ids is required'), z.maxLength(TRADE_MATCH_LIMITS.ids, `At most ${TRADE_MATCH_LIMITS.ids} listing ids`)),
  ),
);

const connectionParams = /* @__PURE__ */ onFirstUse(() => z.object({ connectionId: idSchema('Connection') }));

export const listTradeMatches = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/trade-connections/matches',
    access: 'read',
    auth: 'session',
    query: z.object({ limit: pageQuery.limit }),
    response: z.array(tradeMatchSchema),
    summary: 'Export offers for the caller’s companies’ import needs and the reverse, same subheading before same heading',
  }),
);

export const listTradeConnections = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/trade-connections',
    access: 'read',
    auth: 'session',
    query: z.object({ direction: z.optional(z.enum(['incoming', 'outgoing'])), ...pageQuery }),
    response: z.array(tradeConnectionSchema),
    summary: 'My Connections: requests the caller sent and those to the caller’s companies, newest first',
  }),
);

export const createTradeConnection = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/trade-connections',
    access: 'write',
    auth: 'session',
    body: createTradeConnectionBody,
    response: tradeConnectionSchema,
    summary: 'Connect: ask a listing’s company to connect, with a note',
  }),
);

export const acceptTradeConnection = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/trade-connections/{connectionId}/accept',
    access: 'write',
    auth: 'session',
    params: connectionParams,
    body: respondTradeConnectionBody,
    response: tradeConnectionSchema,
    summary: 'A member of the listing’s company accepts: contact details are shared where each side’s setting allows',
  }),
);

export const shareTradeConnectionContact = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/trade-connections/{connectionId}/share-contact',
    access: 'write',
    auth: 'session',
    params: connectionParams,
    response: tradeConnectionSchema,
    summary: 'The requester or the member who accepted shares their e-mail and phone on an accepted connection',
  }),
);

export const declineTradeConnection = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/trade-connections/{connectionId}/decline',
    access: 'write',
    auth: 'session',
    params: connectionParams,
    body: respondTradeConnectionBody,
    response: tradeConnectionSchema,
    summary: 'A member of the listing’s company declines',
  }),
);

export const withdrawTradeConnection = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/trade-connections/{connectionId}/withdraw',
    access: 'write',
    auth: 'session',
    params: connectionParams,
    response: tradeConnectionSchema,
    summary: 'The sender withdraws a pending request',
  }),
);

export const getTradeListingMatchCounts = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/trade-listings/match-counts',
    access: 'read',
    auth: 'session',
    query: z.object({ ids: idList }),
    response: z.array(tradeMatchCountSchema),
    summary: 'Match counts for marketplace cards: other companies’ listings of the other kind under the same heading',
  }),
);

export const getTradeConnectorStats = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/trade-connector/stats',
    access: 'read',
    auth: 'session',
    response: tradeConnectorStatsSchema,
    summary: 'Active listings, exporters, importers and countries',
  }),
);

export const getTradeMarketInsights = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/trade-connector/insights',
    access: 'read',
    auth: 'session',
    response: tradeMarketInsightsSchema,
    summary: 'Top HS chapters by listings, imports vs exports, listings by country',
  }),
);

export const tradeConnectorRoutes = {
  listTradeMatches,
  listTradeConnections,
  createTradeConnection,
  acceptTradeConnection,
  shareTradeConnectionContact,
  declineTradeConnection,
  withdrawTradeConnection,
  getTradeListingMatchCounts,
  getTradeConnectorStats,
  getTradeMarketInsights,
} as const;
