import { randomUUID } from 'node:crypto';
import {
  CM_DAY_TAKEN,
  CM_MEMBER_SLOTS_PER_DAY,
  INDIA_TIME_ZONE,
  cmSubmitIssues,
  type CmRequest,
  type CmRequestParsed,
  type CmRequestStatus,
  type CmRequestUpdateParsed,
  type CmSlot,
  type Member,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { CmRequestItem } from './entities/cm-request.js';
import type { CmSlotItem } from './entities/cm-slot.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { cmOfficeData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { auditWrite, changes, type Actor } from '../audit/index.js';
import { notice } from '../notifications/index.js';
import { mailRecipient, mailToMember, personOf } from '../members/index.js';
import { CONCIERGE_TEAM, requestMail, type RequestMailData, type RequestOutcome } from '../requests/index.js';
import { retryOnContention } from '../../platform/db/contention.js';
import { bumpCounter, memberScope, takeCapped } from '../stats/index.js';
import { cmDayCounter, slotOpen, toCmRequest, toSlot } from './requests.js';

// Apart from requests.ts, so the routes that only read requests and slots bundle none of the write builders.

export const CM_REQUEST_NOT_FOUND = 'Meeting request not found';
export const CM_SLOT_NOT_FOUND = 'Slot not found';
export const CM_SLOT_TAKEN = 'This slot has just been booked; please pick another';

/** A member's booked slots on a day, one unit given back or taken without a cap (staff, freeing a slot). */
const bumpCmDay = (memberId: string, date: string, delta: number) => bumpCounter(memberScope(memberId), cmDayCounter(date), delta);

/** The form fields of a request (the stored item's names). */
const FORM_FIELDS = [
  'delegationType',
  'purpose',
  'sector',
  'investmentAmount',
  'jobCreation',
  'preferredDate',
  'duration',
  'urgency',
  'subject',
  'proposal',
  'companyProfile',
  'state',
] as const;

function formValues(input: CmRequestUpdateParsed): Partial<CmRequestItem> {
  const values: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) if (input[field] !== undefined) values[field] = input[field];
  return values as Partial<CmRequestItem>;
}

/** A new item only: a put never replaces one with the same key. */
const isNew = { attr: 'id', exists: false } as const;
/** An update of an item that must exist (toolbox updates are upserts otherwise). */
const exists = { attr: 'id', exists: true } as const;

async function readRequest(requestId: string): Promise<CmRequestItem | undefined> {
  const { Item } = await cmOfficeData().cmRequests.build(GetItemCommand).key({ id: requestId }).send();
  return Item;
}

async function readSlot(slotId: string): Promise<CmSlotItem | undefined> {
  const { Item } = await cmOfficeData().cmSlots.build(GetItemCommand).key({ id: slotId }).send();
  return Item;
}

async function ownRequest(member: Member, requestId: string): Promise<CmRequestItem> {
  const request = await readRequest(requestId);
  if (!request || request.userId !== member.id) throw new NotFoundError(CM_REQUEST_NOT_FOUND);
  return request;
}

/** POST /api/cm-office/requests: a draft, or submitted at once when `submit` (the schema required the fields). */
export async function createCmRequest(member: Member, input: CmRequestParsed): Promise<CmRequest> {
  const now = new Date().toISOString();
  const item = {
    ...formValues(input),
    id: randomUUID(),
    userId: member.id,
    requester: personOf(member),
    status: (input.submit ? 'submitted' : 'draft') as CmRequestStatus,
    ...(input.submit ? { submittedAt: now } : {}),
    createdAt: now,
  } as CmRequestItem;
  // No updatedAt in the answer, as before: the library stamps the stored item's.
  await cmOfficeData().cmRequests.build(PutItemCommand).item(item).options({ condition: isNew }).send();
  return toCmRequest(item);
}

/** PATCH /api/cm-office/requests/{id}: the whole form again, only while a draft (fields left out are unset). */
export async function updateCmRequest(member: Member, requestId: string, input: CmRequestUpdateParsed): Promise<CmRequest> {
  const current = await ownRequest(member, requestId);
  if (current.status !== 'draft') throw new ConflictError('Only a draft can be edited');
  const values = formValues(input);
  const unset = FORM_FIELDS.filter((field) => values[field] === undefined && current[field] !== undefined);
  try {
    const removals = Object.fromEntries(unset.map((field) => [field, $remove()])) as Partial<Record<(typeof FORM_FIELDS)[number], ReturnType<typeof $remove>>>;
    const { Attributes } = await cmOfficeData()
      .cmRequests.build(UpdateItemCommand)
      .item({ id: requestId, ...values, ...removals })
      .options({ condition: { and: [exists, { attr: 'userId', eq: member.id }, { attr: 'status', eq: 'draft' }] }, returnValues: 'ALL_NEW' })
      .send();
    return toCmRequest(Attributes!);
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError('Only a draft can be edited');
    throw error;
  }
}

/** POST /api/cm-office/requests/{id}/submit: draft → submitted once every required field is there. */
export async function submitCmRequest(member: Member, requestId: string): Promise<CmRequest> {
  const current = await ownRequest(member, requestId);
  if (current.status !== 'draft') throw new ConflictError('Only a draft can be submitted');
  const issues = cmSubmitIssues(current);
  if (issues.length)
    throw new BadRequestError(
      'Please complete the form before submitting',
      issues.map((issue) => ({ path: ['body', issue.path], message: issue.message })),
    );
  try {
    const { Attributes } = await cmOfficeData()
      .cmRequests.build(UpdateItemCommand)
      .item({ id: requestId, status: 'submitted', submittedAt: new Date().toISOString() })
      .options({ condition: { and: [exists, { attr: 'userId', eq: member.id }, { attr: 'status', eq: 'draft' }] }, returnValues: 'ALL_NEW' })
      .send();
    return toCmRequest(Attributes!);
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError('Only a draft can be submitted');
    throw error;
  }
}

/**
 * POST /api/cm-office/requests/{id}/slot: a submitted (or under review)
 * request without a slot books an open slot. One transaction: the slot's
 * `requestId` is set only where absent, the request's slot only where
 * absent, so of any number of concurrent bookings of a slot exactly one wins
 * and the others get 409; and the member's counter of the slot's day goes up
 * only while below CM_MEMBER_SLOTS_PER_DAY, so concurrent bookings of different
 * slots of one day by one member book exactly one.
 */
export async function bookCmSlot(member: Member, requestId: string, slotId: string): Promise<CmRequest> {
  const current = await ownRequest(member, requestId);
  if (current.status !== 'submitted' && current.status !== 'under_review') throw new ConflictError('Only a submitted request can pick a slot');
  if (current.slotId) throw new ConflictError('This request already has a slot');
  const { cmRequests, cmSlots } = cmOfficeData();
  const slot = await readSlot(slotId);
  if (!slot) throw new NotFoundError(CM_SLOT_NOT_FOUND);
  if (slot.requestId) throw new ConflictError(CM_SLOT_TAKEN);
  if (Date.parse(slot.startTime) <= Date.now()) throw new ConflictError('This slot has already started');
  if (current.duration !== undefined && slot.durationMinutes !== current.duration) {
    const reason = `This slot is ${slot.durationMinutes} minutes; your request is for ${current.duration} minutes`;
    throw new BadRequestError(reason, [{ path: ['body', 'slotId'], message: reason }]);
  }
  const bookedAt = new Date().toISOString();
  const slotFields = slotFieldsOf(slot, bookedAt);
  await retryOnContention(() =>
    writeTransaction(
      [
        {
          name: 'slot',
          write: cmSlots
            .build(UpdateTransaction)
            .item({ id: slotId, requestId, bookedBy: member.id, bookedAt })
            .options({ condition: { and: [exists, slotOpen] } }),
        },
        takeCapped(memberScope(member.id), cmDayCounter(slot.date), CM_MEMBER_SLOTS_PER_DAY),
        {
          name: 'request',
          write: cmRequests
            .build(UpdateTransaction)
            .item({ id: requestId, ...slotFields })
            .options({
              condition: {
                and: [exists, { attr: 'userId', eq: member.id }, { attr: 'slotId', exists: false }, { attr: 'status', in: ['submitted', 'under_review'] }],
              },
            }),
        },
      ],
      {
        slot: () => new ConflictError(CM_SLOT_TAKEN),
        request: () => new ConflictError('This request already has a slot or is no longer open'),
        cap: () => new ConflictError(CM_DAY_TAKEN),
      },
    ),
  );
  return toCmRequest({ ...current, ...slotFields });
}

/** Which statuses staff may move a request to from which (a stale move is 409). */
const STAFF_NEXT: Record<'under_review' | 'scheduled' | 'declined', readonly CmRequestStatus[]> = {
  under_review: ['submitted'],
  scheduled: ['submitted', 'under_review'],
  declined: ['submitted', 'under_review'],
};

/** What each staff move is called in the audit log, and what the member is told. */
const STAFF_MOVES: Record<keyof typeof STAFF_NEXT, { action: string; title: string; outcome?: RequestOutcome }> = {
  // A review is a step on the way: told in the app only, not mailed.
  under_review: { action: 'cm.review', title: 'Your Meet The CM request is under review' },
  scheduled: { action: 'cm.schedule', title: 'Your meeting with the CM is scheduled', outcome: 'scheduled' },
  declined: { action: 'cm.decline', title: 'Your Meet The CM request was declined', outcome: 'declined' },
};
/** Where the member's notification takes them (My Requests on Meet The CM). */
const REQUESTS_LINK = '/meet-the-cm?tab=requests';

/**
 * POST /api/cm-office/requests/{id}/status (club staff). One transaction: the
 * request's change, conditioned on the status read (a concurrent move is a
 * 409), its audit entry, the member's notification and, when declining a
 * request that booked a slot, the slot freed and the member's count of that
 * day given back. Staff scheduling into a slot counts it on the member's day
 * without the members' cap: staff may book a member more than one a day.
 */
export async function setCmRequestStatus(
  actor: Actor,
  requestId: string,
  {
    status,
    reason,
    note,
    slotId,
  }: { status: 'under_review' | 'scheduled' | 'declined'; reason?: string | undefined; note?: string | undefined; slotId?: string | undefined },
): Promise<CmRequest> {
  const { cmRequests, cmSlots } = cmOfficeData();
  const current = await readRequest(requestId);
  if (!current) throw new NotFoundError(CM_REQUEST_NOT_FOUND);
  const from = STAFF_NEXT[status];
  const stale = () => new ConflictError(`A request must be ${from.join(' or ')} to become ${status}`);
  if (!from.includes(current.status)) throw stale();
  const { action, title, outcome } = STAFF_MOVES[status];
  const [booking, recipient] = await Promise.all([
    slotId && slotId !== current.slotId ? slotToBook(current.slotId, slotId) : undefined,
    outcome ? mailRecipient(current.userId) : undefined,
  ]);
  const changed = {
    status,
    ...(status === 'declined' && reason ? { declineReason: reason } : {}),
    ...(note ? { statusNote: note } : {}),
    ...(booking ? slotFieldsOf(booking, new Date().toISOString()) : {}),
  };
  const updatedAt = new Date().toISOString();
  const freeSlot = status === 'declined' && current.slotId ? current.slotId : undefined;
  const news = (status === 'declined' && reason) || note || current.subject;
  await retryOnContention(() =>
    writeTransaction(
      [
        {
          name: 'request',
          write: cmRequests
            .build(UpdateTransaction)
            // Setting status moves the request to its new staff queue (the index key follows it).
            .item({ id: requestId, ...changed, updatedAt })
            .options({ condition: { and: [exists, { attr: 'status', eq: current.status }] } }),
        },
        ...(freeSlot
          ? [
              {
                name: 'slot' as const,
                write: cmSlots
                  .build(UpdateTransaction)
                  .item({ id: freeSlot, requestId: $remove(), bookedBy: $remove(), bookedAt: $remove() })
                  .options({ condition: { and: [exists, { attr: 'requestId', eq: requestId }] } }),
              },
              ...(current.slotDate ? [bumpCmDay(current.userId, current.slotDate, -1)] : []),
            ]
          : []),
        ...(booking
          ? [
              {
                name: 'booking' as const,
                write: cmSlots
                  .build(UpdateTransaction)
                  .item({ id: booking.id, requestId, bookedBy: current.userId, bookedAt: updatedAt })
                  .options({ condition: { and: [exists, slotOpen] } }),
              },
              bumpCmDay(current.userId, booking.date, 1),
            ]
          : []),
        auditWrite(actor, { action, targetType: 'cm_request', targetId: requestId, ...changes(current, changed) }),
        ...notice('request.cm_status', {
          bell: [{ userId: current.userId, title, body: news, link: REQUESTS_LINK }],
          actorId: actor.member.id,
          mail: outcome
            ? mailToMember(recipient, (to, memberName) =>
                requestMail.write({
                  template: 'request-status',
                  ...to,
                  data: cmStatusMail(memberName, { ...current, ...changed }, outcome, (status === 'declined' && reason) || note),
                }),
              )
            : [],
        }),
      ],
      { request: stale, booking: () => new ConflictError(CM_SLOT_TAKEN), slot: 'accept' },
    ),
  );
  return toCmRequest({ ...current, ...changed, updatedAt });
}

/** The member's mail of a scheduled or declined request: the meeting's time and place when scheduled into a slot. */
function cmStatusMail(memberName: string, request: CmRequestItem, status: RequestOutcome, details: string | undefined): RequestMailData['request-status'] {
  const meeting =
    status === 'scheduled' && request.slotStart && request.slotEnd
      ? { startTime: request.slotStart, endTime: request.slotEnd, timeZone: INDIA_TIME_ZONE, ...(request.slotLocation ? { place: request.slotLocation } : {}) }
      : undefined;
  return {
    memberName,
    request: { kind: 'cm', title: request.subject ?? 'Meet The CM', path: REQUESTS_LINK },
    status,
    ...(details ? { details } : {}),
    ...(meeting ? { meeting } : {}),
    from: CONCIERGE_TEAM,
  };
}

/** The open slot staff schedule a request into (a request keeps the one slot it has). */
async function slotToBook(currentSlotId: string | undefined, slotId: string): Promise<CmSlotItem> {
  if (currentSlotId) throw new ConflictError('This request already has a slot');
  const slot = await readSlot(slotId);
  if (!slot) throw new NotFoundError(CM_SLOT_NOT_FOUND);
  if (slot.requestId) throw new ConflictError(CM_SLOT_TAKEN);
  if (Date.parse(slot.startTime) <= Date.now()) throw new ConflictError('This slot has already started');
  return slot;
}

/** The slot's fields a request carries once it is booked. */
const slotFieldsOf = (slot: CmSlotItem, at: string) => ({
  slotId: slot.id,
  slotDate: slot.date,
  slotStart: slot.startTime,
  slotEnd: slot.endTime,
  slotDuration: slot.durationMinutes,
  slotLocation: slot.location,
  slotCreatedAt: slot.createdAt,
  updatedAt: at,
});

/** The India day (YYYY-MM-DD) of an instant. */
export const indiaDay = (iso: string): string => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

/** POST /api/cm-office/slots (club staff): publish a slot, with its audit entry in the same transaction. */
export async function publishCmSlot(actor: Actor, input: { startTime: string; durationMinutes: number; location: string }): Promise<CmSlot> {
  if (Date.parse(input.startTime) <= Date.now()) {
    throw new BadRequestError('Invalid request', [{ path: ['body', 'startTime'], message: 'Start time must be in the future' }]);
  }
  const now = new Date().toISOString();
  const item: CmSlotItem = {
    id: randomUUID(),
    date: indiaDay(input.startTime),
    startTime: input.startTime,
    endTime: new Date(Date.parse(input.startTime) + input.durationMinutes * 60_000).toISOString(),
    durationMinutes: input.durationMinutes,
    location: input.location,
    createdBy: actor.member.id,
    createdAt: now,
    updatedAt: now,
  };
  const { cmSlots } = cmOfficeData();
  await writeTransaction([
    { name: 'slot', write: cmSlots.build(PutTransaction).item(item).options({ condition: isNew }) },
    auditWrite(actor, {
      action: 'cm.slot.publish',
      targetType: 'cm_slot',
      targetId: item.id,
      after: { startTime: item.startTime, endTime: item.endTime, location: item.location },
    }),
  ]);
  return toSlot(item);
}
