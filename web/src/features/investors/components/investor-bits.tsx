import {
  FUNDING_STAGE_LABELS,
  INDUSTRY_LABELS,
  INVESTOR_TYPE_LABELS,
  type FundingStage,
  type Industry,
  type InvestorType,
  type MatchStatus,
  formatMoney,
  formatMoneyRange,
  formatTimeRange,
} from '@club/shared';
import { viewerZone } from '../../../lib/time-zone';
import { Badge, Button, Flex, SelectField, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';

/** An amount in its own currency (a deal's, rupees unless it names another): '₹50L', '$2.4M'. */
export const inr = (amount: number | undefined, currency = 'INR'): string => (amount === undefined ? '—' : formatMoney(amount, currency));
/** A range: '₹25L–1Cr', '₹25L+', 'up to ₹1Cr' or 'Any amount'. */
export const inrRange = (min: number | undefined, max: number | undefined, currency = 'INR'): string => formatMoneyRange(min, max, currency);

export const stageLabel = (stage: FundingStage): string => FUNDING_STAGE_LABELS[stage];
export const industryLabel = (industry: Industry): string => INDUSTRY_LABELS[industry];
export const investorTypeLabel = (type: InvestorType): string => INVESTOR_TYPE_LABELS[type];

/** '21 Nov 2026', in the member's zone. */
export { dayText } from '../../../lib/time-zone';

/** 'Thu 3 Dec 2026, 11:00 am – 11:30 am GMT · 4:30 pm – 5:00 pm IST': the member's time, the meeting's or slot's zone beside it. */
export const meetingText = (startIso: string, endIso: string, timeZone: string): string =>
  formatTimeRange(startIso, endIso, viewerZone(), { venueZone: timeZone });

export function StageBadge({ stage }: { stage: FundingStage }) {
  return (
    <Badge size="small" variation="info">
      {stageLabel(stage)}
    </Badge>
  );
}

export function TeluguBadge() {
  return (
    <Badge size="small" variation="warning">
      Telugu
    </Badge>
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge size="small" variation={isActive ? 'success' : undefined}>
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

const MATCH_LOOK: Record<MatchStatus, { label: string; variation?: 'warning' | 'success' | 'error' }> = {
  pending: { label: 'Pending', variation: 'warning' },
  accepted: { label: 'Accepted', variation: 'success' },
  declined: { label: 'Declined', variation: 'error' },
};

export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  const look = MATCH_LOOK[status];
  return (
    <Badge size="small" variation={look.variation}>
      {look.label}
    </Badge>
  );
}

/** Label and value pairs in a wrapping grid; rows without a value are left out. */
export function Facts({ rows, label }: { rows: [string, ReactNode][]; label?: string }) {
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && value !== '');
  return (
    <dl className="fact-list" aria-label={label}>
      {shown.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A short message in a dialog with one OK button (View Pitch without a deck, Data Room). */
export function NoticeDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open onClose={onClose} title={title}>
      <Text>{children}</Text>
      <Flex justifyContent="flex-end">
        <Button onClick={onClose}>OK</Button>
      </Flex>
    </Dialog>
  );
}

/** A filter kept in the URL: "all" (`onChange(null)`, the param left out) or one of `values`. */
export function FilterSelect<T extends string>({
  label,
  all,
  values,
  labelOf,
  value,
  onChange,
}: {
  label: string;
  all: string;
  values: readonly T[];
  labelOf: (value: T) => string;
  value: T | undefined;
  onChange: (value: string | null) => void;
}) {
  return (
    <SelectField label={label} value={value ?? 'all'} onChange={(e) => onChange(e.target.value === 'all' ? null : e.target.value)}>
      <option value="all">{all}</option>
      {values.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </SelectField>
  );
}
