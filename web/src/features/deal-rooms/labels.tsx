import { INDIA_TIME_ZONE, calendarDay, formatDateTime, formatMoney, type DealStatus } from '@club/shared';
import { viewerZone } from '../../lib/time-zone';

/** The pipeline's main path, in order; passed sits beside it. */
export const PIPELINE_ORDER: readonly DealStatus[] = ['active', 'due_diligence', 'term_sheet', 'closed'];

/** An amount in the deal's currency, or a dash. */
export const money = (amount: number | undefined, currency = 'INR'): string => (amount === undefined ? '—' : formatMoney(amount, currency));

export { dayText } from '../../lib/time-zone';

/** '21 Nov 2026, 3:30 pm IST' in the member's zone. */
export const momentText = (iso: string): string => formatDateTime(iso, viewerZone(), { weekday: false });

/** Today in India (YYYY-MM-DD): grant and room expiry days are India days. */
export const todayInIndia = (now = Date.now()): string => calendarDay(now, INDIA_TIME_ZONE);

/** A YYYY-MM-DD day `days` later. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
