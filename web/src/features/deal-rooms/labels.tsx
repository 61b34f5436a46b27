import { FUNDING_STAGE_LABELS, INDIA_TIME_ZONE, calendarDay, formatDate, formatDateTime, formatMoney, type DealStatus } from '@club/shared';
import { Badge } from '@aws-amplify/ui-react';
import { viewerZone } from '../../lib/time-zone';

export const STATUS_LABELS: Record<DealStatus, string> = {
  active: 'Active',
  due_diligence: 'Due diligence',
  term_sheet: 'Term sheet',
  closed: 'Closed',
  passed: 'Passed',
};

/** The pipeline's main path, in order; passed sits beside it. */
export const PIPELINE_ORDER: readonly DealStatus[] = ['active', 'due_diligence', 'term_sheet', 'closed'];

const STATUS_LOOK: Record<DealStatus, 'info' | 'warning' | 'success' | 'error' | undefined> = {
  active: 'info',
  due_diligence: 'warning',
  term_sheet: 'warning',
  closed: 'success',
  passed: undefined,
};

export function DealStatusBadge({ status }: { status: DealStatus }) {
  return (
    <Badge size="small" variation={STATUS_LOOK[status]}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function StageBadge({ stage }: { stage: keyof typeof FUNDING_STAGE_LABELS }) {
  return (
    <Badge size="small" variation="info">
      {FUNDING_STAGE_LABELS[stage]}
    </Badge>
  );
}

/** An amount in the deal's currency, or a dash. */
export const money = (amount: number | undefined, currency = 'INR'): string => (amount === undefined ? '—' : formatMoney(amount, currency));

/** '21 Nov 2026' in the member's zone. */
export const dayText = (iso: string): string => formatDate(iso, viewerZone(), { weekday: false });

/** '21 Nov 2026, 3:30 pm IST' in the member's zone. */
export const momentText = (iso: string): string => formatDateTime(iso, viewerZone(), { weekday: false });

/** A grant's or room's last day (YYYY-MM-DD, an India day) as members read it: '21 Dec 2026'. */
export const calendarDayText = (day: string): string => formatDate(day, 'UTC', { weekday: false });

/** Today in India (YYYY-MM-DD): grant and room expiry days are India days. */
export const todayInIndia = (now = Date.now()): string => calendarDay(now, INDIA_TIME_ZONE);

/** A YYYY-MM-DD day `days` later. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
