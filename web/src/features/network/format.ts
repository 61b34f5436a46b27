import { calendarDay, formatDate } from '@club/shared';
import { viewerZone } from '../../lib/time-zone';

/** A day as the network cards show it: '12 Nov 2026'. Date-only values (YYYY-MM-DD) are read as that calendar day, times in the member's zone. */
export const formatDay = (value: string): string => formatDate(value, viewerZone(), { weekday: false });

/** A trip's dates ('3 Dec 2026 – 7 Dec 2026'), or that it is where the member lives. */
export const formatStay = (plan: { startDate?: string; endDate?: string }): string =>
  plan.startDate && plan.endDate ? `${formatDay(plan.startDate)} – ${formatDay(plan.endDate)}` : 'Lives here';

/** Today as YYYY-MM-DD in the member's zone (the date inputs' minimum). */
export const today = (now = new Date()): string => calendarDay(now, viewerZone());
