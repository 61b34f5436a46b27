import { FUNDING_STAGE_LABELS, formatDate, type DealStatus } from '@club/shared';
import { Badge } from '@aws-amplify/ui-react';

// Apart from labels.tsx: Investor Corner's deal rooms lists need only these, and load nothing else of the room.

export const STATUS_LABELS: Record<DealStatus, string> = {
  active: 'Active',
  due_diligence: 'Due diligence',
  term_sheet: 'Term sheet',
  closed: 'Closed',
  passed: 'Passed',
};

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

/** A grant's or room's last day (YYYY-MM-DD, an India day) as members read it: '21 Dec 2026'. */
export const calendarDayText = (day: string): string => formatDate(day, 'UTC', { weekday: false });
