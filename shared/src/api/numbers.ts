import * as z from '../zod.js';
import { formatNumber } from '../format/numbers.js';

/**
 * A whole number from a JSON number or a numeric string (form inputs), never
 * from a boolean, an array or an empty string (plain `z.coerce` turns `true`
 * into 1 and `[5]` into 5). NaN and Infinity are refused by `z.number()`.
 */
export const countInput = (messages: { type: string; whole: string }) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: messages.type }).check(z.int(messages.whole)),
  );

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
