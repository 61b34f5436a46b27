import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, auditEntrySchema, dutyQuoteSchema, exchangeRateTableSchema, routes, type ExchangeRateTable } from '@club/shared';
import * as z from '@club/shared/zod';
import { exchangeRateTableOn } from '../tables.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as listAuditLog } from '../../staff/http/list-audit-log.js';
import { handler as quoteDuty } from '../../trade-assistance/http/quote-duty.js';
import { handler as createTable } from './create-exchange-rate-table.js';
import { handler as listTables } from './list-exchange-rate-tables.js';
import { handler as updateTable } from './update-exchange-rate-table.js';

const tables = z.array(exchangeRateTableSchema);
const today = new Date().toISOString().slice(0, 10);
/** The day `n` days from today (negative: before). */
const day = (n: number) => new Date(Date.parse(today) + n * 86_400_000).toISOString().slice(0, 10);
/** A notification number of the year of `notifiedOn` (numbering restarts each calendar year). */
const numbered = (n: number, notifiedOn: string) => `${n}/${notifiedOn.slice(0, 4)}`;
const rates = (usd: number) => ({ USD: usd, EUR: 92.45, GBP: 108.55, AED: 23.45, SGD: 63, AUD: 56.85, JPY: 54.45, CNY: 11.7 });

let admin: SignedIn;
let staff: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  admin = await signIn('Venkat', { role: 'admin' });
  staff = await signIn('Lakshmi', { role: 'staff' });
  member = await signIn('Ravi');
});

const create = (as: SignedIn, body: unknown) => as.call(createTable, routes.createExchangeRateTable, { body });
const list = async (query: Record<string, string> = {}) => {
  const answer = await staff.call(listTables, routes.listExchangeRateTables, { query });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return { items: tables.parse(answer.json), cursor: answer.headers[NEXT_CURSOR_HEADER] };
};
const created = async (body: Record<string, unknown>): Promise<ExchangeRateTable> => {
  const answer = await create(staff, body);
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return exchangeRateTableSchema.parse(answer.json);
};
const auditOf = async (targetId: string) => {
  const answer = await admin.call(listAuditLog, routes.listAuditLog, { query: { targetType: 'exchange_rate_table', limit: '50' } });
  expect(answer.statusCode).toBe(200);
  return z
    .array(auditEntrySchema)
    .parse(answer.json)
    .filter((entry) => entry.targetId === targetId);
};
const quote = async () => {
  const answer = await member.call(quoteDuty, routes.quoteDuty, {
    body: { hsCode: '030617', value: 1000, currency: 'USD', originCountry: 'Vietnam', destinationCountry: 'India' },
  });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return dutyQuoteSchema.parse(answer.json);
};

describe('customs exchange-rate tables', () => {
  it('quotes before any table is recorded give no rupee value and say why', async () => {
    const first = await quote();
    expect(first.covered).toBe(false);
    expect(first.exchangeRate).toBeUndefined();
    expect(first.notes.join(' ')).toMatch(/No customs exchange-rate table is recorded in force on/);
  });

  it('staff record tables (audited); the one in force on a date is the newest taking effect on or before it', async () => {
    const older = await created({
      number: `${numbered(24, day(-40))}-Customs (N.T.)`,
      notifiedOn: day(-40),
      effectiveFrom: day(-39),
      rates: rates(84),
      source: 'test',
    });
    const newer = await created({ number: `No. ${numbered(40, day(-11))}`, notifiedOn: day(-11), effectiveFrom: day(-10), rates: rates(84.3) });
    expect(older).toMatchObject({ number: numbered(24, day(-40)), effectiveFrom: day(-39), rates: rates(84) });

    expect(await exchangeRateTableOn(day(-40))).toBeUndefined(); // before the first table
    expect((await exchangeRateTableOn(day(-39)))?.effectiveFrom).toBe(day(-39)); // on its effective day
    expect((await exchangeRateTableOn(day(-11)))?.effectiveFrom).toBe(day(-39)); // between the two
    expect((await exchangeRateTableOn(day(-10)))?.effectiveFrom).toBe(day(-10));
    expect((await exchangeRateTableOn(day(30)))?.effectiveFrom).toBe(day(-10));

    const [entry] = await auditOf(newer.effectiveFrom);
    expect(entry).toMatchObject({
      action: 'exchange_rate_table.create',
      actorId: staff.id,
      after: { number: numbered(40, day(-11)), effectiveFrom: day(-10) },
    });
  });

  it('lists newest effective date first, a page at a time', async () => {
    const first = await list({ limit: '1' });
    expect(first.items.map((t) => t.effectiveFrom)).toEqual([day(-10)]);
    expect(first.cursor).toBeTruthy();
    const second = await list({ limit: '1', cursor: String(first.cursor) });
    expect(second.items.map((t) => t.effectiveFrom)).toEqual([day(-39)]);
  });

  it('a member cannot read or change the tables (403)', async () => {
    expect((await member.call(listTables, routes.listExchangeRateTables)).statusCode).toBe(403);
    expect((await create(member, { number: numbered(41, day(-2)), notifiedOn: day(-2), effectiveFrom: day(-1), rates: rates(85) })).statusCode).toBe(403);
    const edit = await member.call(updateTable, routes.updateExchangeRateTable, {
      params: { effectiveFrom: day(-10) },
      body: { notifiedOn: day(-11), effectiveFrom: day(-10), rates: rates(1), expectedUpdatedAt: 'x' },
    });
    expect(edit.statusCode).toBe(403);
    expect((await list()).items).toHaveLength(2);
  });

  it.each([
    ['number', { number: '40-2024', notifiedOn: day(-3), effectiveFrom: day(-2), rates: rates(85) }, /read like 40\/2024-Customs \(N\.T\.\)/],
    ['number', { number: '40/2023', notifiedOn: '2024-06-06', effectiveFrom: '2024-06-07', rates: rates(85) }, /year must be the year of its date/],
    ['notifiedOn', { notifiedOn: '2024-02-30', effectiveFrom: day(-2), rates: rates(85) }, /real calendar date/],
    ['effectiveFrom', { notifiedOn: day(-2), effectiveFrom: day(-3), rates: rates(85) }, /cannot be before the notification date/],
    ['rates', { notifiedOn: day(-3), effectiveFrom: day(-2), rates: rates(0) }, /USD rate must be above 0/],
    ['rates', { notifiedOn: day(-3), effectiveFrom: day(-2), rates: { ...rates(85), JPY: -1 } }, /JPY rate \(per 100\) must be above 0/],
    ['effectiveFrom', { notifiedOn: day(-11), effectiveFrom: day(-10), rates: rates(85) }, /already takes effect/],
  ])('bad input (%s) is a 400 with the field and reason, nothing written', async (field, body, reason) => {
    const answer = await create(staff, body);
    expect(answer.statusCode).toBe(400);
    const issues = (answer.json as { issues: { path: (string | number)[]; message: string }[] }).issues;
    expect(
      issues.some((issue) => issue.path.includes(field) && reason.test(issue.message)),
      JSON.stringify(issues),
    ).toBe(true);
    expect((await list()).items.map((t) => t.effectiveFrom)).toEqual([day(-10), day(-39)]);
    expect((await exchangeRateTableOn(day(-10)))?.rates.USD).toBe(84.3);
  });

  it('a quote uses the table in force today, prints its notification and warns when it is over 15 days old', async () => {
    const answer = await quote();
    expect(answer.exchangeRate).toMatchObject({
      rate: 84.3,
      effectiveFrom: day(-10),
      source: `Notification No. ${numbered(40, day(-11))}-Customs (N.T.) of ${day(-11)}`,
    });
    expect(answer.exchangeRate?.staleDays).toBeUndefined();
    expect(answer.assessableValue).toBe(84_300);
    expect(answer.notes.join(' ')).not.toMatch(/days old/);
  });

  it('a staff edit is audited and applied to the next quote; a stale edit is a 409', async () => {
    const [current] = (await list()).items;
    const body = { number: numbered(40, day(-21)), notifiedOn: day(-21), effectiveFrom: day(-20), rates: rates(86.15), expectedUpdatedAt: current!.updatedAt };
    const edit = await staff.call(updateTable, routes.updateExchangeRateTable, { params: { effectiveFrom: day(-10) }, body });
    expect(edit.statusCode, JSON.stringify(edit.json)).toBe(200);
    expect(exchangeRateTableSchema.parse(edit.json)).toMatchObject({ effectiveFrom: day(-20), rates: rates(86.15), createdAt: current!.createdAt });
    expect((await list()).items.map((t) => t.effectiveFrom)).toEqual([day(-20), day(-39)]);

    const [entry] = await auditOf(day(-20));
    expect(entry).toMatchObject({
      action: 'exchange_rate_table.update',
      before: { effectiveFrom: day(-10), notifiedOn: day(-11), rates: { USD: 84.3 } },
      after: { effectiveFrom: day(-20), rates: { USD: 86.15 } },
    });

    const next = await quote();
    expect(next.exchangeRate).toMatchObject({ rate: 86.15, effectiveFrom: day(-20), staleDays: 20 });
    expect(next.assessableValue).toBe(86_150);
    expect(next.notes.join(' ')).toMatch(new RegExp(`Exchange rates are 20 days old on ${today} \\(Notification No\\. ${numbered(40, day(-21))}-Customs`));

    const stale = await staff.call(updateTable, routes.updateExchangeRateTable, { params: { effectiveFrom: day(-20) }, body: { ...body, rates: rates(90) } });
    expect(stale.statusCode).toBe(409);
    const moved = await staff.call(updateTable, routes.updateExchangeRateTable, {
      params: { effectiveFrom: day(-20) },
      body: { ...body, effectiveFrom: day(-39), expectedUpdatedAt: exchangeRateTableSchema.parse(edit.json).updatedAt },
    });
    expect(moved.statusCode).toBe(400);
    expect((await exchangeRateTableOn(day(-20)))?.rates.USD).toBe(86.15);
  });
});
