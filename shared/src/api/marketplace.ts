import * as z from '../zod.js';
import { CONNECTOR_CATEGORIES, CONNECTOR_LOCATIONS, ORDER_VALUE_BAND_IDS } from '../trade-connector/constants.js';
import { LISTING_KINDS } from '../marketplace/constants.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { moneyInput } from './numbers.js';
import { defineRoute } from './route.js';
import { lineText, singleLine } from './text.js';
import { onFirstUse } from '../lazy.js';

const required = (field: string) => z.string().check(z.trim(), z.minLength(1, `${field} is required`));

export const listingKindSchema = /* @__PURE__ */ onFirstUse(() => z.enum(LISTING_KINDS));

/** The company block embedded in listings: name, users with profileImageUrl. */
export const listingCompanySchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    users: z.array(z.object({ id: z.string(), profileImageUrl: z.optional(z.string()) })),
  }),
);

export const tradeListingSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    kind: listingKindSchema,
    title: z.string(),
    description: z.string(),
    hsCode: z.string(),
    quantity: z.optional(z.string()),
    unit: z.optional(z.string()),
    priceBand: z.optional(z.string()),
    location: z.optional(z.string()),
    incoterms: z.optional(z.string()),
    /** The country the goods are in or wanted in (the connector's location filter; canonical names: USA, UAE, UK...). */
    country: z.optional(z.string()),
    /** Estimated order value in rupees (the connector's order-value bands). */
    orderValueInr: z.optional(z.number()),
    companyId: z.string(),
    createdAt: z.string(),
    company: listingCompanySchema,
  }),
);
export type TradeListing = z.infer<typeof tradeListingSchema>;

export const createTradeListingBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    kind: z._default(listingKindSchema, 'export'),
    title: required('Title').check(z.maxLength(200), singleLine('Title')),
    description: required('Description').check(z.maxLength(5_000)),
    hsCode: required('HS code').check(z.regex(/^\d{2,10}$/, 'HS code is 2 to 10 digits'), z.maxLength(10)),
    quantity: z.optional(lineText('Quantity', 40)),
    unit: z.optional(lineText('Unit', 20)),
    priceBand: z.optional(lineText('Price band', 60)),
    location: z.optional(lineText('Location', 120)),
    incoterms: z.optional(lineText('Incoterms', 20)),
    /** Defaults to the company's country. */
    country: z.optional(lineText('Country', 60)),
    orderValueInr: z.optional(moneyInput('Order value', 9_999_999_999_999.99)),
    companyId: idSchema('Company'),
  }),
);

export const listTradeListings = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/trade-listings',
    access: 'read',
    auth: 'session',
    query: z.object({
      kind: z.optional(listingKindSchema),
      mine: z.optional(z.enum(['true', 'false'])),
      /** The Import-Export Connector's filters: HS chapters of a category, a country, an INR order-value band. */
      category: z.optional(z.enum(CONNECTOR_CATEGORIES)),
      location: z.optional(z.enum(CONNECTOR_LOCATIONS)),
      priceRange: z.optional(z.enum(ORDER_VALUE_BAND_IDS)),
      ...pageQuery,
    }),
    response: z.array(tradeListingSchema),
    summary: 'Trade listings newest first, by kind, or the caller’s own; the connector filters by category, location and order value',
  }),
);

export const createTradeListing = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/trade-listings',
    access: 'write',
    auth: 'session',
    body: createTradeListingBody,
    response: tradeListingSchema,
    summary: 'Post an import need or export offer for one of the caller’s companies',
  }),
);

export const marketplaceRoutes = {
  listTradeListings,
  createTradeListing,
} as const;
