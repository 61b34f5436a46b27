import { cmRequestSchema, staffCmRequestSchema, type CmRequest, type CmRequestStatus, type CmSlot, type Member, type StaffCmRequest } from '@club/shared';
import { cmRequestsInStatus, cmRequestsOf, type CmRequestItem } from './entities/cm-request.js';
import { cmSlotsBetween, type CmSlotItem } from './entities/cm-slot.js';
import { queryAll, queryPage } from '../../platform/db/pages.js';
import { cmOfficeData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { memberScope, readCounters, setCount } from '../stats/index.js';

/** The member's counter of slots booked for them on one India day (YYYY-MM-DD). */
export const cmDayCounter = (date: string): string => `cm#booked#${date}`;

export function toSlot(item: CmSlotItem): CmSlot {
  return {
    id: item.id,
    date: item.date,
    startTime: item.startTime,
    endTime: item.endTime,
    durationMinutes: item.durationMinutes,
    location: item.location,
    isBooked: item.requestId !== undefined,
    createdAt: item.createdAt,
  };
}

export function toCmRequest(item: CmRequestItem): CmRequest {
  const slot =
    item.slotId && item.slotDate && item.slotStart && item.slotEnd && item.slotDuration !== undefined && item.slotLocation
      ? {
          id: item.slotId,
          date: item.slotDate,
          startTime: item.slotStart,
          endTime: item.slotEnd,
          durationMinutes: item.slotDuration,
          location: item.slotLocation,
          isBooked: true,
          createdAt: item.slotCreatedAt ?? item.createdAt,
        }
      : undefined;
  const { slotId: _slotId, slotDate: _d, slotStart: _s, slotEnd: _e, slotDuration: _du, slotLocation: _l, slotCreatedAt: _c, userId: _u, ...rest } = item;
  return cmRequestSchema.parse({ ...rest, ...(slot ? { slot } : {}) });
}

/** A slot no request has booked yet. */
export const slotOpen = { attr: 'requestId', exists: false } as const;

/** GET /api/cm-office/my-requests: drafts and requests newest first, one Query. */
export async function listMyCmRequests(member: Member, { limit, cursor }: PageRequest): Promise<Page<CmRequest>> {
  const page = await readPage(cursor, () => queryPage(cmOfficeData().cmRequests, cmRequestsOf(member.id), { limit, cursor }));
  return { items: page.items.map(toCmRequest), cursor: page.cursor };
}

/**
 * Sets a member's per-day booking counters to the slots their requests hold
 * (a request keeps its slot fields when declined, but its slot was freed):
 * the migration that introduced the cap and the seed. Not a request path.
 */
export async function recountCmBookings(memberId: string): Promise<Record<string, number>> {
  const [requests, counters] = await Promise.all([queryAll(cmOfficeData().cmRequests, cmRequestsOf(memberId)), readCounters(memberScope(memberId))]);
  const byDay: Record<string, number> = {};
  for (const request of requests) {
    if (request.slotId && request.slotDate && request.status !== 'declined') byDay[request.slotDate] = (byDay[request.slotDate] ?? 0) + 1;
  }
  // Days counted before whose bookings are gone go back to 0.
  for (const name of Object.keys(counters)) {
    const day = name.startsWith(cmDayCounter('')) ? name.slice(cmDayCounter('').length) : undefined;
    if (day && byDay[day] === undefined && counters[name] !== 0) byDay[day] = 0;
  }
  await Promise.all(Object.entries(byDay).map(([day, count]) => setCount(memberScope(memberId), cmDayCounter(day), count)));
  return byDay;
}

/** GET /api/staff/cm-requests?status=: every member's requests of one status, newest first, one Query. */
export async function listStaffCmRequests({ status, limit, cursor }: PageRequest & { status: CmRequestStatus }): Promise<Page<StaffCmRequest>> {
  const page = await readPage(cursor, () => queryPage(cmOfficeData().cmRequests, cmRequestsInStatus(status), { limit, cursor }));
  return {
    items: page.items.map((item) => staffCmRequestSchema.parse({ ...toCmRequest(item), userId: item.userId, requester: item.requester })),
    cursor: page.cursor,
  };
}

/** The UTC instants bounding an India day. */
export const indiaDayBounds = (day: string): { from: string; to: string } => {
  const start = Date.parse(`${day}T00:00:00+05:30`);
  return { from: new Date(start).toISOString(), to: new Date(start + 86_400_000 - 1).toISOString() };
};

/** GET /api/cm-office/available-slots?date=[&duration=]: open slots of that India day (of that length), earliest first, one Query. */
export async function availableSlots(date: string, { limit, cursor, duration }: PageRequest & { duration?: number | undefined }): Promise<Page<CmSlot>> {
  const { from, to } = indiaDayBounds(date);
  const now = new Date().toISOString();
  const filter = duration === undefined ? slotOpen : { and: [slotOpen, { attr: 'durationMinutes' as const, eq: duration }] };
  const page = await readPage(cursor, () =>
    queryPage(cmOfficeData().cmSlots, cmSlotsBetween(from > now ? from : now, to), { limit, cursor, ascending: true, filter }),
  );
  return { items: page.items.map(toSlot), cursor: page.cursor };
}
