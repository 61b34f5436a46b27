import type { CmRequestStatus } from '@club/shared';
import { labelOf, INDIA_TIME_ZONE, calendarDay, formatClockRange, formatDate } from '@club/shared';

export const STATUS_LOOK: Record<CmRequestStatus, { label: string; variation?: 'info' | 'warning' | 'success' | 'error' }> = {
  draft: { label: 'Draft' },
  submitted: { label: 'Submitted', variation: 'info' },
  under_review: { label: 'Under Review', variation: 'warning' },
  scheduled: { label: 'Scheduled', variation: 'success' },
  declined: { label: 'Declined', variation: 'error' },
};

export const INVESTMENT_BAND_LABELS: Record<string, string> = { small: 'Small', medium: 'Medium', large: 'Large', mega: 'Mega' };
/** The state whose Chief Minister a request is for ('Andhra Pradesh'). */
export const stateLabel = (state: string) => labelOf(state);
export const choiceLabel = (value: string) => (value === 'renewable' ? 'Renewable Energy' : labelOf(value));

/** A slot's time in India, where the CM meets: '10:00 am – 10:30 am IST'. */
export const slotTime = (startTime: string, endTime: string): string => formatClockRange(startTime, endTime, INDIA_TIME_ZONE);
/** A day (YYYY-MM-DD) as 'Thu 10 Dec 2026'. */
export const dayText = (day: string): string => formatDate(day.slice(0, 10));
/** Today in India as YYYY-MM-DD (the earliest preferred date). */
export const todayInIndia = (): string => calendarDay(Date.now(), INDIA_TIME_ZONE);
