import * as z from '../zod.js';
import { DEAL_CURRENCIES } from '../investors/constants.js';
import {
  HS_SEARCH_LIMIT,
  HS_SEARCH_MIN_LENGTH,
  TRADE_CURRENCIES,
  TRADE_REQUEST_STATUSES,
  TRADE_REQUEST_TYPES,
  TRADE_UNITS,
} from '../trade-assistance/constants.js';
import { idSchema } from './ids.js';
import { moneyInput, numberInput } from './numbers.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { singleLine } from './text.js';
import { gstinProblem } from './tax-ids.js';
import { onFirstUse } from '../lazy.js';

/** Money is numeric(15,2): at most 13 integer digits and 2 decimals. */
export const TRADE_MONEY_MAX = 9_999_999_999_999.99;

export const tradeRequestTypeSchema = /* @__PURE__ */ onFirstUse(() =>
  z.enum(TRADE_REQUEST_TYPES, { error: `Type must be one of ${TRADE_REQUEST_TYPES.join(', ')}` }),
);
export const tradeRequestStatusSchema = /* @__PURE__ */ onFirstUse(() => z.enum(TRADE_REQUEST_STATUSES));
export const tradeUnitSchema = /* @__PURE__ */ onFirstUse(() => z.enum(TRADE_UNITS, { error: `Unit must be one of ${TRADE_UNITS.join(', ')}` }));
export const tradeCurrencySchema = /* @__PURE__ */ onFirstUse(() =>
  z.enum(TRADE_CURRENCIES, { error: `Currency must be one of ${TRADE_CURRENCIES.join(', ')}` }),
);

/** A form's empty input ('' or spaces) counts as not given. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number, field: string) =>
  z.preprocess(blankAsUnset, z.optional(z.string().check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`))));

/**
 * An HS code as typed: digits with optional dots or spaces ("0306.17",
 * "0306 17 20"), stored as the digits. `min` digits at least (4 = a heading).
 */
export const hsCodeInput = (min: number) =>
  z.pipe(
    z.pipe(
      z.string({ error: 'HS code is required' }).check(z.trim(), z.maxLength(20, 'HS code must be at most 20 characters')),
      z.transform((value) => value.replace(/[.\s]/g, '')),
    ),
    z.string().check(z.regex(new RegExp(`^\\d{${min},10}$`), `HS code must be ${min} to 10 digits`)),
  );

/** A number from a JSON number or a plain decimal string (form input): positive, at most 3 decimals. */
const quantityInput = /* @__PURE__ */ onFirstUse(() =>
  numberInput(
    z.number({ error: 'Quantity must be a number' }).check(
      z.positive('Quantity must be above 0'),
      z.lte(1e12, 'Quantity is too large'),
      z.refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, 'Quantity has at most 3 decimals'),
    ),
  ),
);
/** The largest cargo value a quote takes (in its currency): keeps every rupee line exact to the paisa. */
export const TRADE_CARGO_MAX = 100_000_000_000;

/** Money from a JSON number or a plain decimal string (form input), then the shared money rule. */
const money = (field: string, max = TRADE_MONEY_MAX) => numberInput(moneyInput(field, max));
const country = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .check(z.trim(), z.minLength(2, `${field} is required`), z.maxLength(60, `${field} must be at most 60 characters`), singleLine(field));

// ---------------------------------------------------------------------------
// HS catalogue
// ---------------------------------------------------------------------------

export const HS_LEVELS = ['chapter', 'heading', 'subheading'] as const;
export const hsLevelSchema = /* @__PURE__ */ onFirstUse(() => z.enum(HS_LEVELS));
/** Why a search result matched, best first: exact code, code prefix, words of a heading, words of a subheading. */
export const HS_MATCH_KINDS = ['code', 'prefix', 'heading', 'words'] as const;

/** A public rule a restriction or document comes from. */
export const hsSourceSchema = /* @__PURE__ */ onFirstUse(() => z.object({ title: z.string(), url: z.string() }));
export type HsSource = z.infer<typeof hsSourceSchema>;

/**
 * An HS code search result (id, hsCode, category, description,
 * dutyRate, restrictions). `category` is the chapter's name (the section's for
 * a chapter); `dutyRate` is the indicative Basic Customs Duty percent where the
 * club's rate table covers the code, absent otherwise; `restrictions` are the
 * first 3.
 */
export const hsCodeResultSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    hsCode: z.string(),
    level: hsLevelSchema,
    category: z.string(),
    section: z.object({ number: z.string(), title: z.string() }),
    chapter: z.object({ code: z.string(), title: z.string() }),
    description: z.string(),
    dutyRate: z.optional(z.number()),
    /** The IGST slab percent on import, where the rate table covers the code. */
    gstRate: z.optional(z.number()),
    restrictions: z.array(z.string()),
    matchedBy: z.enum(HS_MATCH_KINDS),
    /**
     * The 8-digit tariff items of India's Customs Tariff the rate table lists
     * under a subheading, each with its rates; a quote on the subheading asks
     * for one when their rates differ.
     */
    items: z.optional(z.array(z.object({ hsCode: z.string(), description: z.string(), dutyRate: z.number(), gstRate: z.number() }))),
  }),
);
export type HsCodeResult = z.infer<typeof hsCodeResultSchema>;

/** One code with all it carries: the heading above it, every restriction and document with their sources, the codes below it. */
export const hsCodeDetailSchema = /* @__PURE__ */ onFirstUse(() =>
  z.extend(z.omit(hsCodeResultSchema, { matchedBy: true }), {
    heading: z.optional(z.object({ code: z.string(), description: z.string() })),
    documentation: z.array(z.string()),
    sources: z.array(hsSourceSchema),
    /** Where the indicative duty rate comes from, or why there is none. */
    rateNote: z.string(),
    children: z.array(z.object({ hsCode: z.string(), description: z.string() })),
  }),
);
export type HsCodeDetail = z.infer<typeof hsCodeDetailSchema>;

export const hsSearchQuery = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    search: z
      .string({ error: 'Search is required' })
      .check(
        z.trim(),
        z.minLength(HS_SEARCH_MIN_LENGTH, `Search must be longer than ${HS_SEARCH_MIN_LENGTH - 1} characters`),
        z.maxLength(100, 'Search must be at most 100 characters'),
      ),
    limit: z._default(
      numberInput(z.number({ error: 'limit must be a number' }).check(z.int('limit must be a whole number'), z.gte(1), z.lte(HS_SEARCH_LIMIT.max))),
      HS_SEARCH_LIMIT.default,
    ),
  }),
);

// ---------------------------------------------------------------------------
// Duty calculation
// ---------------------------------------------------------------------------

/** How the destination's duty is worked out: India's full stack, the GCC's 5% + VAT, or a consultation. */
export const DUTY_METHODS = ['india', 'uae', 'assisted'] as const;
/** How a duty line's rate reads: a percent of its base, or an exchange rate from the base's currency to the amount's. */
export const DUTY_RATE_UNITS = ['percent', 'exchange'] as const;
/**
 * The direction of a cargo as India sees it: `import` (destination India),
 * `export` (origin India) or `cross_trade` (neither). It picks the document
 * checklists: India's import list only for imports, India's export list
 * (MPEDA, EIC, catch certificates...) only for exports.
 */
export const TRADE_DIRECTIONS = ['import', 'export', 'cross_trade'] as const;
export type TradeDirection = (typeof TRADE_DIRECTIONS)[number];
export const dutyLineSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** assessable_value, bcd, aidc, sws, igst, total_duty, landed_cost (India); customs_duty, vat (UAE). */
    key: z.string(),
    label: z.string(),
    /** Percent applied, when the line is a rate on a base. */
    rate: z.optional(z.number()),
    /** The amount the rate is applied to. */
    base: z.optional(z.number()),
    amount: z.number(),
    /** Why the line is what it is (an exemption, an uncovered heading), and its legal source. */
    note: z.optional(z.string()),
    source: z.optional(z.string()),
    /** The currency of `base` when it is not the quote's: the cargo currency on the assessable-value line and the CIF build-up. */
    baseCurrency: z.optional(z.enum(DEAL_CURRENCIES)),
    /** The currency of `amount` when it is not the quote's: the CIF build-up lines (fob, freight, insurance, cif_value) are in the cargo currency. */
    amountCurrency: z.optional(z.enum(DEAL_CURRENCIES)),
    /**
     * What `rate` is: `percent` of the base (the default), or `exchange`: units
     * of the amount's currency per `ratePer` units of the base's (₹88.50 per
     * USD; ₹58.20 per 100 JPY).
     */
    rateUnit: z.optional(z.enum(DUTY_RATE_UNITS)),
    ratePer: z.optional(z.number()),
  }),
);
export type DutyLine = z.infer<typeof dutyLineSchema>;

/**
 * A duty breakdown. Amounts are in `currency` (INR for India, AED for the UAE)
 * rounded to the paisa / fils, every line shown; `covered` false means the
 * heading is not in the indicative rate table and the total is not computed.
 */
export const dutyQuoteSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    method: z.enum(DUTY_METHODS),
    covered: z.boolean(),
    hsCode: z.string(),
    /** The HS description of the code (or its nearest parent in the catalogue). */
    description: z.optional(z.string()),
    originCountry: z.string(),
    destinationCountry: z.string(),
    cargo: z.object({
      currency: tradeCurrencySchema,
      /** The value as sent. */
      value: z.number(),
      valueBasis: z.enum(['cif', 'fob']),
      freight: z.optional(z.number()),
      insurance: z.optional(z.number()),
      /** CIF in the cargo currency. */
      cif: z.number(),
      /** A FOB value's freight / insurance was not given, so rule 10(2)'s 20% / 1.125% of FOB was added. */
      freightAssumed: z.optional(z.boolean()),
      insuranceAssumed: z.optional(z.boolean()),
      quantity: z.optional(z.number()),
      unit: z.optional(tradeUnitSchema),
    }),
    /** `staleDays`: the table is older than EXCHANGE_RATE_STALE_DAYS on the quote's date (the notes say so too). */
    exchangeRate: z.optional(
      z.object({
        currency: tradeCurrencySchema,
        rate: z.number(),
        per: z.number(),
        effectiveFrom: z.string(),
        source: z.string(),
        staleDays: z.optional(z.number()),
      }),
    ),
    currency: z.optional(z.enum(['INR', 'AED'])),
    lines: z.array(dutyLineSchema),
    assessableValue: z.optional(z.number()),
    totalDuty: z.optional(z.number()),
    landedCost: z.optional(z.number()),
    /** Total duty as a percent of the assessable value, 2 decimals. */
    effectiveRate: z.optional(z.number()),
    /** Preferential-rate notes (a trade agreement may lower BCD; never applied here), rounding, indicative rates. */
    notes: z.array(z.string()),
    /** The destination's import checklist (India's for an import into India). */
    documentsRequired: z.array(z.string()),
    direction: z.optional(z.enum(TRADE_DIRECTIONS)),
    /** India's export checklist for the goods, only when the cargo leaves India. */
    exportDocuments: z.optional(z.array(z.string())),
    /** Where India's rules for the goods' documents are published (plant quarantine, FSSAI, BIS...), when India is an end. */
    documentSources: z.optional(z.array(hsSourceSchema)),
    /** The date of the rate tables used. */
    ratesAsOf: z.string(),
  }),
);
export type DutyQuote = z.infer<typeof dutyQuoteSchema>;

const dutyFields = /* @__PURE__ */ onFirstUse(() => ({
  hsCode: hsCodeInput(4),
  value: money('Cargo value', TRADE_CARGO_MAX),
  currency: z._default(tradeCurrencySchema, 'USD'),
  /** `cif` (default): the value includes freight and insurance; `fob`: they are added (given, or by Rule 10(2) of the valuation rules). */
  valueBasis: z._default(z.enum(['cif', 'fob'], { error: 'Value basis must be cif or fob' }), 'cif'),
  freight: z.preprocess(blankAsUnset, z.optional(money('Freight', TRADE_CARGO_MAX))),
  insurance: z.preprocess(blankAsUnset, z.optional(money('Insurance', TRADE_CARGO_MAX))),
  originCountry: country('Origin country'),
  destinationCountry: country('Destination country'),
  quantity: z.preprocess(blankAsUnset, z.optional(quantityInput)),
  unit: z.preprocess(blankAsUnset, z.optional(tradeUnitSchema)),
}));

/** The Duty Calculator form for a quote that is not stored. */
export const dutyQuoteBody = /* @__PURE__ */ onFirstUse(() =>
  z.object(dutyFields).check(
    z.superRefine((body, ctx) => {
      if (body.valueBasis === 'cif' && (body.freight !== undefined || body.insurance !== undefined)) {
        ctx.addIssue({ code: 'custom', path: ['valueBasis'], message: 'Freight and insurance are added only to a FOB value' });
      }
    }),
  ),
);
export type DutyQuoteParsed = z.infer<typeof dutyQuoteBody>;

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

/** A GSTIN as typed (any case, spaces allowed), upper case without spaces. */
const gstinInput = /* @__PURE__ */ onFirstUse(() =>
  z.pipe(
    z.pipe(
      z.string({ error: 'GSTIN must be text' }).check(z.maxLength(20, 'GSTIN is 15 letters or digits')),
      z.transform((value) => value.replace(/\s/g, '').toUpperCase()),
    ),
    z.string().check(
      z.superRefine((value, ctx) => {
        const problem = gstinProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
  ),
);

/** What a request asks (JSON): the compliance cards send the service name. */
export const requestDetailsSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    serviceName: optionalText(120, 'Service name'),
    /** HS mapping: the product to classify. */
    productDescription: optionalText(2_000, 'Product description'),
    notes: optionalText(2_000, 'Notes'),
    companyName: optionalText(120, 'Company name'),
    /** The importer-exporter code, 10 characters, when the member gives it. */
    iec: z.preprocess(blankAsUnset, z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{10}$/, 'IEC is 10 letters or digits')))),
    /** The importer's GSTIN, when given: stored upper case without spaces, its structure and check character verified. */
    gstin: z.preprocess(blankAsUnset, z.optional(gstinInput)),
  }),
);

/**
 * POST /api/trade-assistance. The type is set by the button the member
 * presses. duty_calculation needs hsCode, value and both countries;
 * hs_mapping needs requestDetails.productDescription; the compliance types
 * need nothing else. `status` is accepted only as the form's default.
 */
export const createTradeRequestBody = /* @__PURE__ */ onFirstUse(() =>
  z
    .object({
      type: z._default(tradeRequestTypeSchema, 'duty_calculation'),
      hsCode: z.preprocess(blankAsUnset, z.optional(hsCodeInput(2))),
      value: z.preprocess(blankAsUnset, z.optional(money('Cargo value', TRADE_CARGO_MAX))),
      currency: dutyFields.currency,
      valueBasis: dutyFields.valueBasis,
      freight: dutyFields.freight,
      insurance: dutyFields.insurance,
      originCountry: z.preprocess(blankAsUnset, z.optional(country('Origin country'))),
      destinationCountry: z.preprocess(blankAsUnset, z.optional(country('Destination country'))),
      quantity: dutyFields.quantity,
      unit: dutyFields.unit,
      requestDetails: z._default(requestDetailsSchema, {}),
      status: z.optional(z.enum(['pending'], { error: 'Status is decided by the club; send pending or nothing' })),
    })
    .check(
      z.superRefine((body, ctx) => {
        const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        if (body.type === 'duty_calculation') {
          if (!body.hsCode) need('hsCode', 'HS code is required');
          else if (body.hsCode.length < 4) need('hsCode', 'HS code must be 4 to 10 digits');
          if (body.value === undefined) need('value', 'Cargo value is required');
          if (!body.originCountry) need('originCountry', 'Origin country is required');
          if (!body.destinationCountry) need('destinationCountry', 'Destination country is required');
          if (body.valueBasis === 'cif' && (body.freight !== undefined || body.insurance !== undefined)) {
            need('valueBasis', 'Freight and insurance are added only to a FOB value');
          }
        }
        if (body.type === 'hs_mapping' && (body.requestDetails.productDescription ?? '').length < 3) {
          ctx.addIssue({ code: 'custom', path: ['requestDetails', 'productDescription'], message: 'Describe the product (at least 3 characters)' });
        }
      }),
    ),
);
export type CreateTradeRequestParsed = z.infer<typeof createTradeRequestBody>;

/** One status change, oldest first in a request's history. */
export const tradeStatusChangeSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    status: tradeRequestStatusSchema,
    at: z.string(),
    /** The member or staff who made it, by name ("System" for automatic steps). */
    by: z.string(),
    note: z.optional(z.string()),
  }),
);
export type TradeStatusChange = z.infer<typeof tradeStatusChangeSchema>;

/**
 * The answer kept on a request (JSON): the duty
 * breakdown, the HS candidates, the staff's message.
 */
export const tradeResponseSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    breakdown: z.optional(dutyQuoteSchema),
    candidates: z.optional(z.array(hsCodeResultSchema)),
    /** The code staff confirmed for an HS mapping. */
    confirmedHsCode: z.optional(z.string()),
    message: z.optional(z.string()),
    respondedBy: z.optional(z.string()),
    respondedAt: z.optional(z.string()),
  }),
);
export type TradeResponse = z.infer<typeof tradeResponseSchema>;

/** A My Requests card; `calculatedDuty` is in INR (AED for the UAE: `dutyCurrency`). */
export const tradeRequestSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    type: tradeRequestTypeSchema,
    status: tradeRequestStatusSchema,
    createdAt: z.string(),
    updatedAt: z.optional(z.string()),
    calculatedDuty: z.optional(z.number()),
    dutyCurrency: z.optional(z.enum(['INR', 'AED'])),
    hsCode: z.optional(z.string()),
    originCountry: z.optional(z.string()),
    destinationCountry: z.optional(z.string()),
    value: z.optional(z.number()),
    currency: z.optional(tradeCurrencySchema),
    quantity: z.optional(z.number()),
    unit: z.optional(tradeUnitSchema),
    documentsRequired: z.array(z.string()),
    /** The service name or product for requests without an HS code (card subtitle). */
    summary: z.optional(z.string()),
    /** Download Report is offered (status completed). */
    hasReport: z.boolean(),
  }),
);
export type TradeRequest = z.infer<typeof tradeRequestSchema>;

/** View Details: the card plus what was asked, the answer and the status history. */
export const tradeRequestDetailSchema = /* @__PURE__ */ onFirstUse(() =>
  z.extend(tradeRequestSchema, {
    memberId: z.string(),
    /** The member's name (staff views). */
    memberName: z.optional(z.string()),
    requestDetails: requestDetailsSchema,
    valueBasis: z.optional(z.enum(['cif', 'fob'])),
    freight: z.optional(z.number()),
    insurance: z.optional(z.number()),
    response: z.optional(tradeResponseSchema),
    statusHistory: z.array(tradeStatusChangeSchema),
  }),
);
export type TradeRequestDetail = z.infer<typeof tradeRequestDetailSchema>;

/** Staff move a request on: to processing, or to completed / failed with a response message. */
export const setTradeRequestStatusBody = /* @__PURE__ */ onFirstUse(() =>
  z
    .object({
      status: z.enum(['processing', 'completed', 'failed'], { error: 'Status must be processing, completed or failed' }),
      message: optionalText(5_000, 'Message'),
      /** HS mapping: the code staff confirm. */
      confirmedHsCode: z.preprocess(blankAsUnset, z.optional(hsCodeInput(4))),
      /** An assisted duty calculation: the duty staff worked out, in INR. */
      calculatedDuty: z.preprocess(blankAsUnset, z.optional(money('Calculated duty'))),
    })
    .check(
      z.superRefine((body, ctx) => {
        if ((body.status === 'completed' || body.status === 'failed') && !body.message) {
          ctx.addIssue({ code: 'custom', path: ['message'], message: 'A response message is required to complete or fail a request' });
        }
      }),
    ),
);
export type SetTradeRequestStatusInput = z.input<typeof setTradeRequestStatusBody>;

const requestParams = /* @__PURE__ */ onFirstUse(() => z.object({ requestId: idSchema('Request') }));

export const listMyTradeRequests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/trade-assistance/my-requests',
    access: 'read',
    auth: 'session',
    query: z.object({ status: z.optional(tradeRequestStatusSchema), ...pageQuery }),
    response: z.array(tradeRequestSchema),
    summary: 'The caller’s trade assistance requests, newest first',
  }),
);

/** Staff's work queue: one status, oldest first (403 for members). */
export const listTradeRequestQueue = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/trade-assistance/queue',
    access: 'read',
    auth: 'session',
    role: 'staff',
    query: z.object({ status: z._default(tradeRequestStatusSchema, 'pending'), ...pageQuery }),
    response: z.array(tradeRequestDetailSchema),
    summary: 'Club staff: requests of one status, oldest first',
  }),
);

export const quoteDuty = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/trade-assistance/duty-quote',
    access: 'read',
    auth: 'session',
    body: dutyQuoteBody,
    response: dutyQuoteSchema,
    summary: 'Work out the duty breakdown without storing a request (trade tools)',
  }),
);

export const createTradeRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/trade-assistance',
    access: 'write',
    auth: 'session',
    body: createTradeRequestBody,
    response: tradeRequestDetailSchema,
    summary: 'Submit a request: duty calculations complete at once, HS mapping answers candidates, the rest wait for staff',
  }),
);

export const getTradeRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/trade-assistance/{requestId}',
    access: 'read',
    auth: 'session',
    params: requestParams,
    response: tradeRequestDetailSchema,
    summary: 'One of the caller’s requests (any, for staff) with its answer and status history',
  }),
);

export const setTradeRequestStatus = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/trade-assistance/{requestId}/status',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: requestParams,
    body: setTradeRequestStatusBody,
    response: tradeRequestDetailSchema,
    summary: 'Club staff: pending → processing → completed or failed, with a response',
  }),
);

export const downloadTradeRequestReport = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/trade-assistance/{requestId}/report',
    access: 'read',
    auth: 'session',
    params: requestParams,
    summary: 'A completed request as a PDF report (attachment); navigate or link to it',
  }),
);

export const searchHsCodes = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/hs-codes',
    access: 'read',
    auth: 'session',
    query: hsSearchQuery,
    response: z.array(hsCodeResultSchema),
    summary: 'Search the HS 2022 catalogue by code prefix or words (text longer than 2 characters)',
  }),
);

export const getHsCode = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/hs-codes/{hsCode}',
    access: 'read',
    auth: 'session',
    params: z.object({ hsCode: hsCodeInput(2) }),
    response: hsCodeDetailSchema,
    summary: 'One HS code with its restrictions, documents, sources and the codes below it',
  }),
);

export const tradeAssistanceRoutes = {
  listMyTradeRequests,
  listTradeRequestQueue,
  quoteDuty,
  createTradeRequest,
  getTradeRequest,
  setTradeRequestStatus,
  downloadTradeRequestReport,
  searchHsCodes,
  getHsCode,
} as const;
