import {
  hasRole,
  DARSHAN_STATUSES,
  TICKET_STATUSES,
  TRADE_REQUEST_STATUSES,
  type CmRequestStatus,
  type CurrentUser,
  type DataRequestKind,
  type DataRequestStatus,
  type DarshanStatus,
  type MemberRole,
  type TicketStatus,
  type TradeRequestStatus,
  labelOf,
  INDIA_TIME_ZONE,
  calendarDay,
  displayName,
  formatDate,
  formatDateTime,
  formatTimeRange,
} from '@club/shared';
import { viewerZone } from '../../lib/time-zone';

/** Staff and admins run the console; the API checks the stored role on every call, this only decides what to show. */
export const isStaff = (user: Pick<CurrentUser, 'role'> | null | undefined): boolean => hasRole(user?.role, 'staff');
export const isAdmin = (user: Pick<CurrentUser, 'role'> | null | undefined): boolean => hasRole(user?.role, 'admin');

export interface StatusOption<T extends string> {
  value: T;
  label: string;
}

const options = <T extends string>(values: readonly T[]): StatusOption<T>[] => values.map((value) => ({ value, label: labelOf(value) }));

/** Each queue's statuses, in their life order; the first named default is what the queue opens on. */
export const TICKET_FILTER = { options: options<TicketStatus>(TICKET_STATUSES), fallback: 'open' as TicketStatus };
// Planning plans are the member's own drafts: nothing for staff to do until submitted.
export const DARSHAN_FILTER = { options: options<DarshanStatus>(DARSHAN_STATUSES.filter((s) => s !== 'planning')), fallback: 'submitted' as DarshanStatus };
export const TRADE_FILTER = { options: options<TradeRequestStatus>(TRADE_REQUEST_STATUSES), fallback: 'pending' as TradeRequestStatus };
export const CULTURAL_FILTER = {
  options: [
    { value: 'pending', label: 'Pending' },
    { value: 'resolved', label: 'Resolved' },
  ] as StatusOption<'pending' | 'resolved'>[],
  fallback: 'pending' as 'pending' | 'resolved',
};
// Spelled out rather than filtered from CM_REQUEST_STATUSES: that constant lives beside the Meet The CM
// schemas, and a value import of it would bring zod into the console's first load.
const CM_QUEUE_STATUSES = ['submitted', 'under_review', 'scheduled', 'declined'] as const satisfies readonly Exclude<CmRequestStatus, 'draft'>[];
export const CM_FILTER = {
  options: options<Exclude<CmRequestStatus, 'draft'>>(CM_QUEUE_STATUSES),
  fallback: 'submitted' as Exclude<CmRequestStatus, 'draft'>,
};

// Spelled out for the same reason: the privacy contract's constants sit beside its schemas.
const DATA_REQUEST_QUEUE_STATUSES = ['open', 'completed', 'cancelled', 'failed'] as const satisfies readonly DataRequestStatus[];
export const DATA_REQUEST_FILTER = { options: options<DataRequestStatus>(DATA_REQUEST_QUEUE_STATUSES), fallback: 'open' as DataRequestStatus };
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = { export: 'Copy of data', deletion: 'Deletion' };

/** The status a `status` search param names when it is one of the queue's, else the queue's default. */
export const statusFrom = <T extends string>(filter: { options: StatusOption<T>[]; fallback: T }, value: string | null): T =>
  filter.options.find((option) => option.value === value)?.value ?? filter.fallback;

export const ROLE_LABELS: Record<MemberRole, string> = { member: 'Member', staff: 'Staff', admin: 'Admin' };

/** A person's name as every screen writes it ('Member' when there is none). */
export const fullName = (person: { firstName: string; lastName: string }): string => displayName(person, 'Member');

/** An instant as the console shows it, in the staff member's zone: '21 Nov 2026, 3:30 pm IST'. */
export const dateTime = (iso: string): string => formatDateTime(iso, viewerZone(), { weekday: false });

/** A day as the console shows it: '21 Nov 2026'. */
export const day = (iso: string): string => formatDate(iso, viewerZone(), { weekday: false });

/** A CM slot as staff read it, in India time (the CM office's zone): 'Tue 15 Jan 2030, 11:00 am – 11:45 am IST'. */
export const slotText = (slot: { startTime: string; endTime: string }): string => formatTimeRange(slot.startTime, slot.endTime, INDIA_TIME_ZONE);

/** Today in India as YYYY-MM-DD (slots are India days). */
export const todayInIndia = (): string => calendarDay(Date.now(), INDIA_TIME_ZONE);
