import { ALREADY_CHECKED_IN, checkInResultSchema, normalizeTicketCode, type CheckInResult, type Member, formatDateTime } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { EventItem } from './entities/event.js';
import { rsvpById, type RsvpItem } from './entities/rsvp.js';
import { queryPage } from '../../platform/db/pages.js';
import { eventData } from './data.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { auditWrite, type Actor } from '../audit/index.js';
import { toAttendee } from './rsvp-reads.js';
import { checkerEvent, countOf } from './checkers.js';
import { NOT_ADMITTED, OTHER_EVENT, UNKNOWN_CODE, UNKNOWN_GUEST, admissible, checkInClosedReason } from './check-in.js';

// Apart from check-in.ts, so the route that reads the check-in count bundles none of the write builders.

/** What a refusal outside the window adds: the way past it. */
const OVERRIDE_HINT = 'the organizer can check a guest in anyway by giving a reason';

/** Why a ticket does not admit, or undefined when it does; `qrCode` when the guest came by code (it must still be theirs). */
export function refusal(rsvp: RsvpItem | undefined, qrCode: string | undefined, timeZone: string): string | undefined {
  if (!rsvp) return UNKNOWN_GUEST;
  if (qrCode !== undefined && rsvp.qrCode !== qrCode) return 'This code is no longer valid for this RSVP';
  if (rsvp.status === 'checked_in')
    return `${ALREADY_CHECKED_IN} at ${formatDateTime(rsvp.checkedInAt ?? rsvp.updatedAt ?? rsvp.createdAt, timeZone, { weekday: false })}`;
  if (rsvp.status === 'confirmed') return undefined;
  return NOT_ADMITTED[rsvp.status];
}

/** Who is checking in and how the audit log names them (needed only for an override). */
export interface Checker {
  member: Member;
  actor?: Actor;
  /** The door device checking in, kept on the check-in. */
  deviceId?: string | undefined;
}

/**
 * Checks the RSVP of `memberId` in. The write is conditioned on the RSVP
 * still being confirmed (and, by code, still holding that code), so of any
 * number of concurrent check-ins exactly one succeeds and the others answer
 * "Already checked in at …". Outside the window it needs a reason, which is
 * kept on the RSVP and written to the audit log in the same transaction.
 */
async function admit(checker: Checker, event: EventItem, memberId: string, qrCode: string | undefined, reason?: string): Promise<CheckInResult> {
  const { rsvps } = eventData();
  const key = { eventId: event.id, memberId };
  const read = () => rsvps.build(GetItemCommand).key(key).options({ consistent: true }).send();
  const admitted = await retryOnContention(async () => {
    const { Item: rsvp } = await read();
    const refused = refusal(rsvp, qrCode, event.timeZone);
    if (refused || !rsvp) throw new ConflictError(refused ?? UNKNOWN_GUEST);
    const closed = checkInClosedReason(event);
    if (closed && !reason) throw new ConflictError(`${closed}; ${OVERRIDE_HINT}`);
    const override = closed && reason ? reason : undefined;
    const checkedInAt = new Date().toISOString();
    const set = {
      status: 'checked_in' as const,
      checkedInAt,
      checkedInBy: checker.member.id,
      ...(checker.deviceId ? { checkInDeviceId: checker.deviceId } : {}),
      ...(override ? { checkInOverride: override } : {}),
    };
    const written = await writeTransaction(
      [
        {
          name: 'rsvp',
          write: rsvps
            .build(UpdateTransaction)
            .item({ ...key, ...set })
            .options({ condition: admissible(qrCode) }),
        },
        ...(override && checker.actor
          ? [
              auditWrite(checker.actor, {
                action: 'event.check_in_override',
                targetType: 'event_rsvp',
                targetId: rsvp.id,
                before: { status: rsvp.status },
                after: { status: 'checked_in', eventId: event.id, memberId, reason: override, window: closed },
              }),
            ]
          : []),
      ],
      { rsvp: 'accept' },
    );
    if (!written) return READ_AGAIN;
    return { ...rsvp, ...set, updatedAt: checkedInAt };
  });
  return checkInResultSchema.parse({
    rsvp: toAttendee(event, admitted),
    event: { id: event.id, title: event.title, startTime: event.startTime, timeZone: event.timeZone },
    count: await countOf(event),
  });
}

/** The ticket item of a code, or 404. */
export async function ticketOf(rawCode: string): Promise<{ qrCode: string; eventId: string; memberId: string }> {
  const qrCode = normalizeTicketCode(rawCode);
  const { Item: code } = await eventData().rsvpCodes.build(GetItemCommand).key({ qrCode }).send();
  if (!code) throw new NotFoundError(UNKNOWN_CODE);
  return code;
}

/** POST /api/events/checkin/{qrCode}: the organizer (or staff) checks a confirmed ticket in, within the check-in window. */
export async function checkIn(member: Member, qrCode: string): Promise<CheckInResult> {
  const ticket = await ticketOf(qrCode);
  const event = await checkerEvent(member, ticket.eventId);
  return admit({ member }, event, ticket.memberId, ticket.qrCode);
}

export interface CheckInRequest {
  code?: string | undefined;
  rsvpId?: string | undefined;
  overrideReason?: string | undefined;
  deviceId?: string | undefined;
}

/**
 * POST /api/events/{id}/check-ins: the organizer (or staff) checks a guest of
 * this event in by ticket code (a code of another event is refused) or by
 * RSVP id (found by name), with a reason outside the check-in window.
 */
export async function checkInGuest(door: Required<Omit<Checker, 'deviceId'>>, eventId: string, request: CheckInRequest): Promise<CheckInResult> {
  const checker = { ...door, deviceId: request.deviceId };
  const event = await checkerEvent(checker.member, eventId);
  if (request.code !== undefined) {
    const ticket = await ticketOf(request.code);
    if (ticket.eventId !== event.id) throw new ConflictError(OTHER_EVENT);
    return admit(checker, event, ticket.memberId, ticket.qrCode, request.overrideReason);
  }
  const { items } = await queryPage(eventData().rsvps, rsvpById(request.rsvpId ?? ''), { limit: 1 });
  const rsvp = items[0];
  if (!rsvp || rsvp.eventId !== event.id) throw new NotFoundError(UNKNOWN_GUEST);
  return admit(checker, event, rsvp.memberId, undefined, request.overrideReason);
}
