import { checkInResultSchema, hasRole, type CheckInResult, type Member, type RsvpStatus, formatDateTime } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { RsvpItem } from '../../db/entities/rsvp.js';
import { isConditionFailed } from '../../db/errors.js';
import { eventData } from '../../db/data/events.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { readEvent } from './records.js';
import { toAttendee } from './rsvps.js';

export const UNKNOWN_CODE = 'No ticket has this QR code';
export const NOT_CHECKER = 'Only the event’s organizer or club staff can check attendees in';

const NOT_ADMITTED: Record<Exclude<RsvpStatus, 'confirmed' | 'checked_in'>, string> = {
  pending: 'This RSVP is awaiting approval, so it cannot be checked in',
  waitlist: 'This member is on the waitlist, so they cannot be checked in',
  declined: 'This RSVP was declined, so it cannot be checked in',
  cancelled: 'This RSVP was cancelled, so it cannot be checked in',
};

/** Why a ticket does not admit, or undefined when it does. */
function refusal(rsvp: RsvpItem | undefined, qrCode: string, timeZone: string): string | undefined {
  if (!rsvp || rsvp.qrCode !== qrCode) return 'This QR code is no longer valid for this RSVP';
  if (rsvp.status === 'checked_in') return `Already checked in at ${formatDateTime(rsvp.checkedInAt ?? rsvp.updatedAt ?? rsvp.createdAt, timeZone, { weekday: false })}`;
  if (rsvp.status === 'confirmed') return undefined;
  return NOT_ADMITTED[rsvp.status];
}

/**
 * POST /api/events/checkin/{qrCode}: the event's organizer (or club staff)
 * checks a confirmed ticket in. The write is conditioned on the RSVP still
 * being confirmed with this code, so of any number of concurrent check-ins
 * exactly one succeeds and the others answer "Already checked in at …".
 */
export async function checkIn(member: Member, qrCode: string): Promise<CheckInResult> {
  const { rsvpCodes, rsvps } = eventData();
  const { Item: code } = await rsvpCodes.build(GetItemCommand).key({ qrCode }).send();
  if (!code) throw new NotFoundError(UNKNOWN_CODE);
  const event = await readEvent(code.eventId);
  if (event.createdBy !== member.id && !hasRole(member.role, 'staff')) throw new ForbiddenError(NOT_CHECKER);
  const key = { eventId: code.eventId, memberId: code.memberId };
  const { Item: rsvp } = await rsvps.build(GetItemCommand).key(key).options({ consistent: true }).send();
  const refused = refusal(rsvp, qrCode, event.timeZone);
  if (refused || !rsvp) throw new ConflictError(refused ?? UNKNOWN_CODE);
  const checkedInAt = new Date().toISOString();
  try {
    await rsvps
      .build(UpdateItemCommand)
      .item({ ...key, status: 'checked_in', checkedInAt, checkedInBy: member.id, updatedAt: checkedInAt })
      .options({ condition: { and: [{ attr: 'status', eq: 'confirmed' }, { attr: 'qrCode', eq: qrCode }] } })
      .send();
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const { Item: now } = await rsvps.build(GetItemCommand).key(key).options({ consistent: true }).send();
    throw new ConflictError(refusal(now, qrCode, event.timeZone) ?? 'This ticket changed; please scan it again');
  }
  return checkInResultSchema.parse({
    rsvp: toAttendee(event, { ...rsvp, status: 'checked_in', checkedInAt, checkedInBy: member.id, updatedAt: checkedInAt }),
    event: { id: event.id, title: event.title, startTime: event.startTime, timeZone: event.timeZone },
  });
}
