import * as z from '../zod.js';
import { formatNumber } from '../format/numbers.js';

/** Plain decimal as people write it: digits, maybe a fraction, maybe a leading minus. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The one reading of a number given as text (a query string, a path, a form
 * input): plain decimal becomes that number; any other text stays text, which
 * `z.number()` then refuses. `Number()` and `z.coerce` would read '0x53' as 83,
 * '0b1', '0o7', '2.02e3' as 2020, ' 7 ' as 7, 'Infinity', and '' as 0.
 */
export const numberFromText = (value: unknown): unknown => (typeof value === 'string' && PLAIN_DECIMAL.test(value) ? Number(value) : value);

/** `schema` (a `z.number()` with its checks) fed a JSON number or a plain decimal string. */
export const numberInput = <T extends z.core.SomeType>(schema: T) => z.preprocess(numberFromText, schema);

/**
 * A whole number from a JSON number or a plain decimal string (form inputs,
 * query strings), never from a boolean, an array or an empty string (plain
 * `z.coerce` turns `true` into 1 and `[5]` into 5). NaN and Infinity are
 * refused by `z.number()`.
 */
export const countInput = (messages: { type: string; whole: string }) => numberInput(z.number({ error: messages.type }).check(z.int(messages.whole)));

/**
 * An amount of money: finite, at least 0.01 and at most `max`, with at most
 * two decimals. The lower bound also keeps subnormal numbers (1e-320), which
 * DynamoDB refuses to store, out of the table.
 */
export const moneyInput = (field: string, max: number) =>
  z.number({ error: `${field} must be a number` }).check(
    z.gte(0.01, `${field} must be above 0`),
    // A lazy message: formatting a number loads ICU's locale data (noticeable in a cold start).
    z.lte(max, { error: () => `${field} must be at most ${formatNumber(max, { indian: true })}` }),
    z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${field} has at most 2 decimals`),
  );
