import * as z from '../zod.js';
import { TRADE_CURRENCIES, type TradeCurrency } from '../trade-assistance/constants.js';
import { dayInput } from './dates.js';
import { numberInput } from './numbers.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { lineText } from './text.js';
import { onFirstUse } from '../lazy.js';

/**
 * Customs exchange rates (Customs Act, 1962, section 14): the rate in force on
 * the date a Bill of Entry is presented applies. CBIC notified them twice a
 * month as "Exchange Rate Notification No. N/YYYY-Customs (N.T.)"; since
 * 4 July 2024 they are published on ICEGATE by the Exchange Rate Automation
 * Module (Circular 07/2024-Customs) without a notification number. Staff keep
 * one table per publication; quotes read the table in force on their date.
 */

/** A table older than this many days (at the date it is used on) is flagged on quotes and in the staff console. */
export const EXCHANGE_RATE_STALE_DAYS = 15;

/** Units a rate is quoted per (Schedule II of the notifications: 100 yen). */
export const RATE_PER: Record<TradeCurrency, number> = { USD: 1, EUR: 1, GBP: 1, AED: 1, SGD: 1, AUD: 1, CNY: 1, JPY: 100 };

/** Whole days from one date (YYYY-MM-DD) to another. */
const daysBetween = (from: string, to: string): number => Math.floor((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** How old a table is on `day` (whole days since it took effect) and whether that is past EXCHANGE_RATE_STALE_DAYS. */
export function exchangeRateAge(table: { effectiveFrom: string }, day: string): { days: number; stale: boolean } {
  const days = daysBetween(table.effectiveFrom, day);
  return { days, stale: days > EXCHANGE_RATE_STALE_DAYS };
}

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** "40/2024", "No. 40/2024-Customs (N.T.)" or "40/2024-Cus (NT)" → "40/2024". */
const notificationNumber = /* @__PURE__ */ onFirstUse(() =>
  z.pipe(
    z
      .string({ error: 'Notification number must read like 40/2024-Customs (N.T.)' })
      .check(z.trim(), z.maxLength(60, 'Notification number must read like 40/2024-Customs (N.T.)')),
    z.transform((value) => value.replace(/^no\.?\s*/i, '').replace(/\s*-\s*cus(toms)?\s*\(\s*n\.?\s*t\.?\s*\)\s*$/i, '')),
  ),
);
const numberShape = /* @__PURE__ */ onFirstUse(() =>
  z.string().check(z.regex(/^[1-9]\d{0,2}\/\d{4}$/, 'Notification number must read like 40/2024-Customs (N.T.)')),
);

const rate = (currency: TradeCurrency) => {
  const field = RATE_PER[currency] === 1 ? `${currency} rate` : `${currency} rate (per ${RATE_PER[currency]})`;
  return numberInput(
    z.number({ error: (issue) => (issue.input === undefined || issue.input === '' ? `${field} is required` : `${field} must be a number`) }).check(
      z.positive(`${field} must be above 0`),
      z.lt(100_000, `${field} is too large`),
      z.refine((value) => Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6, `${field} has at most 4 decimals`),
    ),
  );
};

const ratesInput = /* @__PURE__ */ onFirstUse(() =>
  z.object(Object.fromEntries(TRADE_CURRENCIES.map((currency) => [currency, rate(currency)])) as Record<TradeCurrency, ReturnType<typeof rate>>, {
    error: 'Rates are required',
  }),
);

/** One table as stored and shown: rupees per unit (per 100 for JPY) for imported goods. */
export const exchangeRateTableSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** The day the rates apply from (YYYY-MM-DD); one table per day. */
    effectiveFrom: z.string(),
    /** The notification's number without its suffix ("40/2024"); absent for an ICEGATE (ERAM) publication. */
    number: z.optional(z.string()),
    /** The day it was notified or published (YYYY-MM-DD). */
    notifiedOn: z.string(),
    rates: z.record(z.enum(TRADE_CURRENCIES), z.number()),
    /** Where it was read (a URL or a citation). */
    source: z.optional(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type ExchangeRateTable = z.infer<typeof exchangeRateTableSchema>;

const tableFields = /* @__PURE__ */ onFirstUse(() => ({
  number: z.preprocess(blankAsUnset, z.optional(z.pipe(notificationNumber, numberShape))),
  notifiedOn: dayInput('Notification date'),
  effectiveFrom: dayInput('Effective from'),
  rates: ratesInput,
  source: z.preprocess(blankAsUnset, z.optional(lineText('Source', 300))),
}));

/** Dates that must agree: in force on or after it is notified; a number carries its year. */
const datesAgree = /* @__PURE__ */ onFirstUse(() =>
  z.superRefine((body: { number?: string | undefined; notifiedOn: string; effectiveFrom: string }, ctx) => {
    if (body.effectiveFrom < body.notifiedOn) {
      ctx.addIssue({ code: 'custom', path: ['effectiveFrom'], message: 'Effective from cannot be before the notification date', input: body.effectiveFrom });
    }
    if (body.number && body.number.slice(-4) !== body.notifiedOn.slice(0, 4)) {
      ctx.addIssue({
        code: 'custom',
        path: ['number'],
        message: `Notification number's year must be the year of its date (${body.notifiedOn.slice(0, 4)})`,
        input: body.number,
      });
    }
  }),
);

const exchangeRateTableBody = /* @__PURE__ */ onFirstUse(() => z.object(tableFields).check(datesAgree));
export type ExchangeRateTableInput = z.input<typeof exchangeRateTableBody>;

/** An edit sends the version it was made on (`updatedAt` as read): a table changed since answers 409. */
const exchangeRateTableEditBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({ ...tableFields, expectedUpdatedAt: z.string({ error: 'expectedUpdatedAt is required' }) }).check(datesAgree),
);
export type ExchangeRateTableEditInput = z.input<typeof exchangeRateTableEditBody>;

/** How a quote and the console name a table. */
export function exchangeRateTableName(table: { number?: string | undefined; notifiedOn: string }): string {
  return table.number
    ? `Notification No. ${table.number}-Customs (N.T.) of ${table.notifiedOn}`
    : `ICEGATE exchange rates (ERAM) published ${table.notifiedOn}`;
}

export const listExchangeRateTables = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/exchange-rates',
    access: 'read',
    auth: 'session',
    role: 'staff',
    query: z.object({ ...pageQuery }),
    response: z.array(exchangeRateTableSchema),
    summary: 'Club staff: customs exchange-rate tables, newest effective date first',
  }),
);

export const createExchangeRateTable = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/staff/exchange-rates',
    access: 'write',
    auth: 'session',
    role: 'staff',
    body: exchangeRateTableBody,
    response: exchangeRateTableSchema,
    summary: 'Club staff: record a customs exchange-rate notification (audited; one table per effective date)',
  }),
);

export const updateExchangeRateTable = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PUT',
    path: '/api/staff/exchange-rates/{effectiveFrom}',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: z.object({ effectiveFrom: dayInput('Effective from') }),
    body: exchangeRateTableEditBody,
    response: exchangeRateTableSchema,
    summary: 'Club staff: correct a customs exchange-rate table (audited; 409 when it changed since it was read)',
  }),
);

export const exchangeRateRoutes = {
  listExchangeRateTables,
  createExchangeRateTable,
  updateExchangeRateTable,
} as const;
