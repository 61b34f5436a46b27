/** Plain numbers and percentages, grouped the way the reader's currency is ('12,34,567' for rupees, '1,234,567' otherwise). */

const formatters = new Map<string, Intl.NumberFormat>();
/** One Intl formatter per locale and shape (they are slow to build). */
export function numberFormatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

export interface NumberOptions {
  /** Indian grouping (lakh, crore): '12,34,567'. Default: international '1,234,567'. */
  indian?: boolean;
  /** At most this many decimals (default 2), trailing zeros dropped. */
  maxDecimals?: number;
  /** Exactly this many decimals ('1,234.50'); overrides maxDecimals. */
  decimals?: number;
}

/** A count or measure: '1,234', '12,34,567' (indian), '2.5'. */
export function formatNumber(value: number, { indian = false, maxDecimals = 2, decimals }: NumberOptions = {}): string {
  return numberFormatter(indian ? 'en-IN' : 'en-US', {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? maxDecimals,
  }).format(value);
}

/** A percentage given in points (63 → '63%', 12.5 → '12.5%'), at most `maxDecimals` decimals (default 0). */
export const formatPercent = (points: number, maxDecimals = 0): string => `${formatNumber(points, { maxDecimals })}%`;

/** A compatibility score (0–1) as a whole percent of 100, as every list and mail shows it: 0.874 → '87%', 0.75 → '75%'. */
export const scorePercent = (score: number): string => formatPercent(Math.round(Math.min(1, Math.max(0, score)) * 100));
