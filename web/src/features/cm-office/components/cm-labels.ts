import type { CmRequestStatus } from '@club/shared';
import { labelOf } from '../../../lib/format';

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

const IST = 'Asia/Kolkata';
/** A slot's time in India: '10:00 am – 10:30 am IST'. */
export function slotTime(startTime: string, endTime: string): string {
  const f = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: IST });
  return `${f.format(new Date(startTime))} – ${f.format(new Date(endTime))} IST`;
}
/** A day (YYYY-MM-DD) as 'Thu, 10 Dec 2026'. */
export function dayText(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}
/** Today in India as YYYY-MM-DD (the earliest preferred date). */
export const todayInIndia = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: IST }).format(new Date());
