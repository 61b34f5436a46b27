import * as z from 'zod';
import { LISTING_KINDS } from '../constants.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { defineRoute } from './route.js';

const required = (field: string) => z.string().trim().min(1, `${field} is required`);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  country: z.string(),
  revenueBand: z.string().optional(),
  description: z.string().optional(),
  certifications: z.array(z.string()),
  hsCodes: z.array(z.string()),
  website: z.string().optional(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const createCompanyBody = z.object({
  name: required('Company name').max(120),
  industry: required('Industry').max(80),
  country: required('Country').max(60),
  revenueBand: optionalText(40),
  description: optionalText(2_000),
  certifications: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  hsCodes: z.array(z.string().trim().regex(/^\d{2,10}$/, 'HS codes are 2 to 10 digits')).max(30).default([]),
  website: z.string().trim().url('Website must be a full URL (https://...)').max(200).optional(),
});
export type CreateCompanyBody = z.input<typeof createCompanyBody>;

export const listingKindSchema = z.enum(LISTING_KINDS);

/** The company block embedded in listings (spec 1 §3: name, users with profileImageUrl). */
export const listingCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  users: z.array(z.object({ id: z.string(), profileImageUrl: z.string().optional() })),
});

export const tradeListingSchema = z.object({
  id: z.string(),
  kind: listingKindSchema,
  title: z.string(),
  description: z.string(),
  hsCode: z.string(),
  quantity: z.string().optional(),
  unit: z.string().optional(),
  priceBand: z.string().optional(),
  location: z.string().optional(),
  incoterms: z.string().optional(),
  companyId: z.string(),
  createdAt: z.string(),
  company: listingCompanySchema,
});
export type TradeListing = z.infer<typeof tradeListingSchema>;

export const createTradeListingBody = z.object({
  kind: listingKindSchema.default('export'),
  title: required('Title').max(200),
  description: required('Description').max(5_000),
  hsCode: required('HS code').regex(/^\d{2,10}$/, 'HS code is 2 to 10 digits').max(10),
  quantity: optionalText(40),
  unit: optionalText(20),
  priceBand: optionalText(60),
  location: optionalText(120),
  incoterms: optionalText(20),
  companyId: idSchema('Company'),
});
export type CreateTradeListingBody = z.input<typeof createTradeListingBody>;

export const tradeRoutes = {
  listCompanies: defineRoute({
    method: 'GET', path: '/api/companies', access: 'read', auth: 'session',
    /** `mine=true`: only the companies the caller belongs to (create dialogs). */
    query: z.object({ mine: z.enum(['true', 'false']).optional(), ...pageQuery }),
    response: z.array(companySchema),
    summary: 'Companies newest first, or the caller’s own',
  }),
  createCompany: defineRoute({
    method: 'POST', path: '/api/companies', access: 'write', auth: 'session',
    body: createCompanyBody, response: companySchema,
    summary: 'Create a company and link the caller to it',
  }),
  listTradeListings: defineRoute({
    method: 'GET', path: '/api/trade-listings', access: 'read', auth: 'session',
    query: z.object({ kind: listingKindSchema.optional(), mine: z.enum(['true', 'false']).optional(), ...pageQuery }),
    response: z.array(tradeListingSchema),
    summary: 'Trade listings newest first, by kind, or the caller’s own',
  }),
  createTradeListing: defineRoute({
    method: 'POST', path: '/api/trade-listings', access: 'write', auth: 'session',
    body: createTradeListingBody, response: tradeListingSchema,
    summary: 'Post an import need or export offer for one of the caller’s companies',
  }),
} as const;
