import { formatNumber, numberFormatter } from './numbers.js';

/**
 * Money, always in the amount's own currency.
 *
 * Rupees read in lakh and crore, the way Indian founders and investors write
 * them. The unit follows the amount *after rounding to two decimals*, so one
 * amount has one reading everywhere:
 *   below ₹1,00,000           exact:   ₹99,999
 *   ₹1,00,000 – ₹99,99,499    lakh:    ₹1L, ₹12.5L, ₹99.99L
 *   ₹99,99,500 and above      crore:   ₹1Cr (99,99,999 is ₹1Cr, never ₹100L), ₹2.25Cr, ₹1,200Cr
 * Other currencies read in thousands, millions and billions with their own
 * symbol: $950, $500K, $2.4M, $1.2B; €75K; AED 1.5M.
 * `exact` gives the whole figure with the currency's grouping: ₹50,00,000, $2,400,000.
 */

/** One lakh and one crore rupees. */
export const LAKH = 100_000;
export const CRORE = 10_000_000;

/** An ISO 4217 code: 'INR', 'USD', 'AED'. */
export type CurrencyCode = string;

/** The currency's symbol as its readers know it: ₹, $, €, £; letters for the rest ('AED'). */
export function currencySymbol(currency: CurrencyCode): string {
  try {
    const parts = numberFormatter('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** Symbol then figure: '₹7,500', '$2.4M', 'AED 1,250' (a space after a symbol made of letters). */
const withSymbol = (currency: CurrencyCode, figure: string): string => {
  const symbol = currencySymbol(currency);
  return /[A-Za-z]$/.test(symbol) ? `${symbol} ${figure}` : `${symbol}${figure}`;
};

/** Two decimals at most, trailing zeros dropped: 2.50 → '2.5'. */
const short = (value: number) => formatNumber(Math.round(value * 100) / 100, { maxDecimals: 2 });

/** The compact figure without a symbol: '12.5L', '1Cr', '2.4M', '99,999'. */
function compactFigure(amount: number, currency: CurrencyCode): string {
  const value = Math.round(amount * 100) / 100;
  if (currency === 'INR') {
    if (value < LAKH) return formatNumber(value, { indian: true });
    const lakhs = Math.round((value / LAKH) * 100) / 100;
    if (lakhs < 100) return `${short(lakhs)}L`;
    const crores = Math.round((value / CRORE) * 100) / 100;
    return `${crores >= 1000 ? formatNumber(Math.round(crores), { indian: true }) : short(crores)}Cr`;
  }
  if (value < 1_000) return formatNumber(value);
  const thousands = Math.round((value / 1_000) * 100) / 100;
  if (thousands < 1_000) return `${short(thousands)}K`;
  const millions = Math.round((value / 1_000_000) * 100) / 100;
  if (millions < 1_000) return `${short(millions)}M`;
  return `${short(value / 1_000_000_000)}B`;
}

export interface MoneyOptions {
  /** The whole figure with the currency's grouping ('₹50,00,000') instead of lakh/crore or K/M. */
  exact?: boolean;
  /** With `exact`: exactly this many decimals ('AED 1,250.00'); default: up to two, trailing zeros dropped. */
  decimals?: number;
}

/** An amount in its currency: '₹12.5L', '₹1Cr', '$2.4M'; with `exact`, '₹7,500', '$2,400,000'. */
export function formatMoney(amount: number, currency: CurrencyCode = 'INR', { exact = false, decimals }: MoneyOptions = {}): string {
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  const figure = exact ? formatNumber(value, { indian: currency === 'INR', decimals }) : compactFigure(value, currency);
  return `${sign}${withSymbol(currency, figure)}`;
}

/** How many decimals the currency's minor unit has: 2 for rupees, dollars and dirhams, 0 for yen. */
function minorDigits(currency: CurrencyCode): number {
  try {
    return numberFormatter('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * An amount to its minor unit, every decimal written, as a working sheet
 * lists money: '₹67,271.40', '$10,000.00', 'AED 1,250.00', '¥1,200,000'.
 * The duty screen and the duty PDF both write amounts with it, so one amount
 * reads the same on both.
 */
export const formatMoneyToMinor = (amount: number, currency: CurrencyCode = 'INR'): string =>
  formatMoney(amount, currency, { exact: true, decimals: minorDigits(currency) });

/**
 * A range in one currency, the symbol once: '₹90L–1.1Cr', '$500K–2M';
 * one open end: '₹25L+' or 'up to ₹1Cr'; equal ends: one amount; neither: `none` (default 'Any amount').
 */
export function formatMoneyRange(min: number | undefined, max: number | undefined, currency: CurrencyCode = 'INR', none = 'Any amount'): string {
  if (min !== undefined && max !== undefined) {
    if (min === max) return formatMoney(min, currency);
    if (min < 0 || max < 0) return `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
    return `${formatMoney(min, currency)}–${compactFigure(max, currency)}`;
  }
  if (min !== undefined) return `${formatMoney(min, currency)}+`;
  if (max !== undefined) return `up to ${formatMoney(max, currency)}`;
  return none;
}

/**
 * An exchange rate as customs notifies it, `rate` units of `to` per `per`
 * units of `from`: '₹88.50 per USD', '₹58.20 per 100 JPY', 'AED 3.6725 per USD'
 * (2 to 4 decimals, as many as the rate has).
 */
export function formatExchangeRate(rate: number, to: CurrencyCode, from: CurrencyCode, per = 1): string {
  const decimals = Math.min(4, Math.max(2, (String(rate).split('.')[1] ?? '').length));
  return `${formatMoney(rate, to, { exact: true, decimals })} per ${per === 1 ? from : `${formatNumber(per)} ${from}`}`;
}
