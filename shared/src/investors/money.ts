import { CRORE, LAKH } from '../constants.js';

const decimals = (value: number, max = 2) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: max }).format(value);

/**
 * Rupees the way Indian founders and investors write them: ₹75,000, ₹12.5L,
 * ₹1Cr, ₹2.25Cr, ₹1,200Cr (lakh = 1,00,000; crore = 1,00,00,000). At most two
 * decimals of a lakh or crore; a value that rounds up to 100 lakh is ₹1Cr.
 */
export function formatInr(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  const inLakh = Math.round((value / LAKH) * 100) / 100;
  if (value >= CRORE || inLakh >= 100) return `${sign}₹${decimals(value / CRORE)}Cr`;
  if (value >= LAKH || inLakh >= 1) return `${sign}₹${decimals(inLakh)}L`;
  return `${sign}₹${decimals(value)}`;
}

/** An investor's range: ₹25L–₹1Cr, ₹25L+ (no maximum), up to ₹1Cr (no minimum); '' when neither is given. */
export function formatInrRange(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? formatInr(min) : `${formatInr(min)}–${formatInr(max)}`;
  if (min !== undefined) return `${formatInr(min)}+`;
  if (max !== undefined) return `up to ${formatInr(max)}`;
  return '';
}
