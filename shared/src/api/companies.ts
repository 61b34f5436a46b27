import * as z from '../zod.js';
import { webLink } from './links.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { lineText, singleLine } from './text.js';
import { onFirstUse } from '../lazy.js';

const required = (field: string) => z.string().check(z.trim(), z.minLength(1, `${field} is required`));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const companySchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    industry: z.string(),
    country: z.string(),
    revenueBand: z.optional(z.string()),
    description: z.optional(z.string()),
    certifications: z.array(z.string()),
    hsCodes: z.array(z.string()),
    website: z.optional(z.string()),
    createdAt: z.string(),
  }),
);
export type Company = z.infer<typeof companySchema>;

export const createCompanyBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    name: required('Company name').check(z.maxLength(120), singleLine('Company name')),
    industry: required('Industry').check(z.maxLength(80), singleLine('Industry')),
    country: required('Country').check(z.maxLength(60), singleLine('Country')),
    revenueBand: z.optional(lineText('Revenue band', 40)),
    description: optionalText(2_000),
    certifications: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(20)), []),
    hsCodes: z._default(z.array(z.string().check(z.trim(), z.regex(/^\d{2,10}$/, 'HS codes are 2 to 10 digits'))).check(z.maxLength(30)), []),
    website: z.optional(webLink('Website')),
  }),
);

export const listCompanies = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/companies',
    access: 'read',
    auth: 'session',
    /** `mine=true`: only the companies the caller belongs to (create dialogs). */
    query: z.object({ mine: z.optional(z.enum(['true', 'false'])), ...pageQuery }),
    response: z.array(companySchema),
    summary: 'Companies newest first, or the caller’s own',
  }),
);

export const createCompany = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/companies',
    access: 'write',
    auth: 'session',
    body: createCompanyBody,
    response: companySchema,
    summary: 'Create a company and link the caller to it',
  }),
);

export const companyRoutes = {
  listCompanies,
  createCompany,
} as const;
