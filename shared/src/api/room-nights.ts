import * as z from '../zod.js';
import { ROOM_NIGHT_ACTIONS, ROOM_NIGHT_STATUSES, ROOM_REQUEST_STATUSES } from '../room-nights/constants.js';
import { pageQuery } from './pagination.js';
import { dayInput } from './dates.js';
import { idSchema } from './ids.js';
import { moneyInput } from './numbers.js';
import { defineRoute } from './route.js';
import { lineText, singleLine } from './text.js';
import { onFirstUse } from '../lazy.js';

export const roomNightSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    hotelName: z.string(),
    date: z.string(),
    action: z.enum(ROOM_NIGHT_ACTIONS),
    roomType: z.optional(z.string()),
    description: z.optional(z.string()),
    priceCap: z.optional(z.number()),
    status: z.enum(ROOM_NIGHT_STATUSES),
    ownerId: z.string(),
    createdAt: z.string(),
  }),
);
export type RoomNight = z.infer<typeof roomNightSchema>;

/** Posting a room night: sell needs a price cap (no payment is taken; escrow waits for a payment provider). */
export const roomNightBody = /* @__PURE__ */ onFirstUse(() =>
  z
    .object({
      hotelName: z.string().check(z.trim(), z.minLength(1, 'Hotel is required'), z.maxLength(120), singleLine('Hotel')),
      date: dayInput('Date'),
      roomType: z.optional(lineText('Room type', 60)),
      action: z.enum(ROOM_NIGHT_ACTIONS),
      priceCap: z.optional(moneyInput('Price cap', 99_999_999.99)),
      description: z.optional(z.string().check(z.trim(), z.maxLength(1_000))),
    })
    .check(z.refine((body) => body.action !== 'sell' || body.priceCap !== undefined, { path: ['priceCap'], message: 'A price cap is required to sell' })),
);

export const roomRequestSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    roomNightId: z.string(),
    requesterId: z.string(),
    requesterName: z.string(),
    /** Swap only: the requester's own room night offered in exchange. */
    offeredRoomNightId: z.optional(z.string()),
    message: z.optional(z.string()),
    status: z.enum(ROOM_REQUEST_STATUSES),
    createdAt: z.string(),
    roomNight: z.optional(roomNightSchema),
  }),
);
export type RoomRequest = z.infer<typeof roomRequestSchema>;

const roomParams = /* @__PURE__ */ onFirstUse(() => z.object({ roomNightId: idSchema('Room night') }));

export const listRoomNights = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/room-nights',
    access: 'read',
    auth: 'session',
    /** `mine=true`: the caller's own room nights in any status. */
    query: z.object({ mine: z.optional(z.enum(['true', 'false'])), ...pageQuery }),
    response: z.array(roomNightSchema),
    summary: 'Available room nights newest first, or the caller’s own',
  }),
);

export const createRoomNight = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/room-nights',
    access: 'write',
    auth: 'session',
    body: roomNightBody,
    response: roomNightSchema,
    summary: 'Offer a room night to donate, swap or sell',
  }),
);

export const requestRoomNight = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/room-nights/{roomNightId}/requests',
    access: 'write',
    auth: 'session',
    params: roomParams,
    body: z.object({
      offeredRoomNightId: z.optional(idSchema('Offered room night')),
      message: z.optional(z.string().check(z.trim(), z.maxLength(500))),
    }),
    response: roomRequestSchema,
    summary: 'Ask for someone else’s available room night (a swap offers one of the caller’s)',
  }),
);

export const listRoomNightRequests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/room-nights/{roomNightId}/requests',
    access: 'read',
    auth: 'session',
    params: roomParams,
    query: z.object(pageQuery),
    response: z.array(roomRequestSchema),
    summary: 'The requests for one of the caller’s room nights (owner only)',
  }),
);

export const listMyRoomNightRequests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/room-night-requests',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(roomRequestSchema),
    summary: 'The requests the caller made, newest first',
  }),
);

export const acceptRoomNightRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/room-nights/{roomNightId}/requests/{requestId}/accept',
    access: 'write',
    auth: 'session',
    params: z.extend(roomParams, { requestId: idSchema('Request') }),
    response: roomRequestSchema,
    summary: 'The owner accepts one request: available → pending (exactly one wins)',
  }),
);

export const completeRoomNight = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/room-nights/{roomNightId}/complete',
    access: 'write',
    auth: 'session',
    params: roomParams,
    response: roomNightSchema,
    summary: 'The owner marks the handover done: pending → completed',
  }),
);

export const cancelRoomNight = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/room-nights/{roomNightId}/cancel',
    access: 'write',
    auth: 'session',
    params: roomParams,
    response: roomNightSchema,
    summary: 'The owner withdraws a room night that is not completed',
  }),
);

export const roomNightRoutes = {
  listRoomNights,
  createRoomNight,
  requestRoomNight,
  listRoomNightRequests,
  listMyRoomNightRequests,
  acceptRoomNightRequest,
  completeRoomNight,
  cancelRoomNight,
} as const;
