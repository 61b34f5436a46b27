/** A day as the network cards show it: '12 Nov 2026'. Date-only values (YYYY-MM-DD) are read as that calendar day, times in the browser's zone. */
export function formatDay(value: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', ...(dateOnly ? { timeZone: 'UTC' } : {}) });
}

/** A trip's dates ('3 Dec 2026 – 7 Dec 2026'), or that it is where the member lives. */
export const formatStay = (plan: { startDate?: string; endDate?: string }): string =>
  plan.startDate && plan.endDate ? `${formatDay(plan.startDate)} – ${formatDay(plan.endDate)}` : 'Lives here';

/** Today as YYYY-MM-DD in the browser's zone (the date inputs' minimum). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
