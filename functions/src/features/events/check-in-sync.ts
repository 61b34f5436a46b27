import { DOOR, checkInWindow, formatDateTime, normalizeTicketCode, type CheckInSyncResult, type Member, type SyncOutcome } from '@club/shared';
import { checkInSyncResultSchema, type queuedCheckInSchema } from '@club/shared/api/event-door';
import type * as z from '@club/shared/zod';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { EventItem } from './entities/event.js';
import { rsvpById } from './entities/rsvp.js';
import { eventData } from './data.js';
import { queryPage } from '../../platform/db/pages.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import { NOT_ADMITTED, OTHER_EVENT, UNKNOWN_CODE, UNKNOWN_GUEST, admissible } from './check-in.js';
import { checkerEvent, countOf } from './checkers.js';

type QueuedItem = z.output<typeof queuedCheckInSchema>;

/** Items of one batch judged at once: each is a few reads and one write, so a batch of 100 answers in a few rounds. */
const PARALLEL = 10;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const refused = (item: QueuedItem, reason: NonNullable<SyncOutcome['reason']>, message: string, rsvpId?: string): SyncOutcome => ({
  clientId: item.clientId,
  result: 'refused',
  reason,
  message,
  ...(rsvpId ? { rsvpId } : {}),
});

/** The RSVP a queued item names (by code, which must be of this event, or by RSVP id), or why none. */
async function targetOf(event: EventItem, item: QueuedItem): Promise<{ memberId: string; qrCode?: string } | SyncOutcome> {
  if (item.code !== undefined) {
    const qrCode = normalizeTicketCode(item.code);
    const { Item: ticket } = await eventData().rsvpCodes.build(GetItemCommand).key({ qrCode }).send();
    if (!ticket) return refused(item, 'unknown_code', UNKNOWN_CODE);
    if (ticket.eventId !== event.id) return refused(item, 'other_event', OTHER_EVENT);
    return { memberId: ticket.memberId, qrCode };
  }
  const { items } = await queryPage(eventData().rsvps, rsvpById(item.rsvpId ?? ''), { limit: 1 });
  const rsvp = items[0];
  if (!rsvp || rsvp.eventId !== event.id) return refused(item, 'unknown_code', UNKNOWN_GUEST);
  return { memberId: rsvp.memberId };
}

/**
 * Why a scan made at `scannedAt` cannot count, judged on the device's time:
 * a time ahead of the server's clock (beyond a few minutes of drift) is not
 * believed; a scan before the window opened or after it closed is refused as
 * it would have been live; and a queued check-in is taken only until
 * DOOR.keepHoursAfterEnd after the end (when the device wipes its list too).
 */
function timeRefusal(event: EventItem, scannedAt: string, now: number): { reason: 'clock_ahead' | 'outside_window'; message: string } | undefined {
  const at = Date.parse(scannedAt);
  const { opensAt, closesAt } = checkInWindow(event);
  const when = (value: string | number) => formatDateTime(value, event.timeZone, { weekday: false });
  if (at > now + DOOR.clockSkewMinutes * MINUTE) return { reason: 'clock_ahead', message: `The device's clock is ahead: it says the scan was at ${when(at)}` };
  if (now > Date.parse(closesAt) + DOOR.keepHoursAfterEnd * HOUR)
    return { reason: 'outside_window', message: `Check-ins made offline are taken until ${DOOR.keepHoursAfterEnd} hours after the event ends` };
  if (at < Date.parse(opensAt)) return { reason: 'outside_window', message: `Scanned at ${when(at)}, before check-in opened at ${when(opensAt)}` };
  if (at > Date.parse(closesAt)) return { reason: 'outside_window', message: `Scanned at ${when(at)}, after check-in closed at ${when(closesAt)}` };
  return undefined;
}

/**
 * One queued check-in, judged like a live one: the RSVP's write is
 * conditioned on it still being confirmed (and holding the code), so of
 * devices syncing the same ticket at once exactly one stands. An RSVP
 * already checked in by this very item (same device, same client id)
 * answers `checkedIn` again, so a batch sent twice answers the same.
 */
async function judge(member: Member, event: EventItem, item: QueuedItem, now: number): Promise<SyncOutcome> {
  const target = await targetOf(event, item);
  if ('result' in target) return target;
  const { rsvps } = eventData();
  const key = { eventId: event.id, memberId: target.memberId };
  return retryOnContention(async () => {
    const { Item: rsvp } = await rsvps.build(GetItemCommand).key(key).options({ consistent: true }).send();
    if (!rsvp) return refused(item, 'unknown_code', UNKNOWN_GUEST);
    const found = { clientId: item.clientId, rsvpId: rsvp.id, name: rsvp.memberName };
    if (target.qrCode !== undefined && rsvp.qrCode !== target.qrCode)
      return refused(item, 'not_admitted', 'This code is no longer valid for this RSVP', rsvp.id);
    if (rsvp.status === 'checked_in') {
      const checkedInAt = rsvp.checkedInAt ?? rsvp.updatedAt;
      if (rsvp.checkInClientId === item.clientId && rsvp.checkInDeviceId === item.deviceId) return { ...found, result: 'checkedIn' as const, checkedInAt };
      return { ...found, result: 'alreadyCheckedIn' as const, checkedInAt, byAnotherDevice: rsvp.checkInDeviceId !== item.deviceId };
    }
    if (rsvp.status !== 'confirmed') return refused(item, 'not_admitted', NOT_ADMITTED[rsvp.status], rsvp.id);
    const late = timeRefusal(event, item.scannedAt, now);
    if (late) return refused(item, late.reason, late.message, rsvp.id);
    try {
      await rsvps
        .build(UpdateItemCommand)
        .item({
          ...key,
          status: 'checked_in',
          checkedInAt: item.scannedAt,
          checkedInBy: member.id,
          checkInDeviceId: item.deviceId,
          checkInScannedAt: item.scannedAt,
          checkInSyncedAt: new Date(now).toISOString(),
          checkInClientId: item.clientId,
        })
        .options({ condition: admissible(target.qrCode) })
        .send();
    } catch (error) {
      if (isConditionFailed(error)) return READ_AGAIN;
      throw error;
    }
    return { ...found, result: 'checkedIn' as const, checkedInAt: item.scannedAt };
  });
}

/**
 * POST /api/events/{id}/check-ins/sync (organizer or staff): a door
 * device's queued check-ins, each judged on its own (one bad item never
 * fails the batch), answered in the order sent, with the count after them
 * (counted from the RSVPs' statuses, so a guest two devices scanned counts once).
 */
export async function syncCheckIns(member: Member, eventId: string, items: QueuedItem[]): Promise<CheckInSyncResult> {
  const event = await checkerEvent(member, eventId);
  const now = Date.now();
  const outcomes: SyncOutcome[] = [];
  for (let start = 0; start < items.length; start += PARALLEL) {
    outcomes.push(...(await Promise.all(items.slice(start, start + PARALLEL).map((item) => judge(member, event, item, now)))));
  }
  return checkInSyncResultSchema.parse({ outcomes, count: await countOf(event), timeZone: event.timeZone });
}
