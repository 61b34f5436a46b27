/** A preview cut at `max` characters plus '...' (spec 1 §9 preview lengths); shorter text is left whole. */
export const preview = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}...` : text);

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** Relative time as 'x ago' ('5 minutes ago', 'just now'). */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** A label from an enum value: 'govt_liaison' → 'Govt Liaison', 'trade' → 'Trade'. */
export const labelOf = (value: string): string =>
  value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The currencies amounts are shown in: INR (₹ with lakh/crore) and USD ($ with K/M/B). */
export type Currency = 'INR' | 'USD';

const LAKH = 100_000;
const CRORE = 10_000_000;

/** At most `digits` decimals, trailing zeros dropped: 2.50 → '2.5', 3.00 → '3'. */
const trim = (value: number, digits: number): string => {
  const text = value.toFixed(digits);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
};

/**
 * The one money formatter of the app. INR reads in lakh and crore
 * (₹75,000 · ₹50L · ₹2.5Cr · ₹1,200Cr), USD in thousands, millions and
 * billions ($950 · $500K · $2.4M · $1.2B). `exact` gives the full figure
 * with the country's grouping (₹50,00,000 · $2,400,000).
 */
export function formatMoney(amount: number, currency: Currency, { exact = false }: { exact?: boolean } = {}): string {
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  if (currency === 'INR') {
    if (exact || value < LAKH) return `${sign}₹${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
    if (value < CRORE) return `${sign}₹${trim(value / LAKH, 2)}L`;
    const crores = value / CRORE;
    return `${sign}₹${crores >= 1000 ? Math.round(crores).toLocaleString('en-IN') : trim(crores, 2)}Cr`;
  }
  if (exact || value < 1_000) return `${sign}$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  if (value < 1_000_000) return `${sign}$${trim(value / 1_000, 1)}K`;
  if (value < 1_000_000_000) return `${sign}$${trim(value / 1_000_000, 2)}M`;
  return `${sign}$${trim(value / 1_000_000_000, 2)}B`;
}

/** A range of two amounts in one currency ('₹25L–₹1Cr'); one open end reads 'from' or 'up to'. */
export function formatMoneyRange(min: number | undefined, max: number | undefined, currency: Currency): string {
  if (min !== undefined && max !== undefined) return `${formatMoney(min, currency)}–${formatMoney(max, currency)}`;
  if (min !== undefined) return `from ${formatMoney(min, currency)}`;
  if (max !== undefined) return `up to ${formatMoney(max, currency)}`;
  return 'Any amount';
}
