import * as z from 'zod';
import { ROOM_NIGHT_ACTIONS } from '../constants.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { moneyInput } from './numbers.js';
import { defineRoute } from './route.js';

export const ROOM_NIGHT_STATUSES = ['available', 'pending', 'completed', 'cancelled'] as const;
export const ROOM_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;

export const roomNightSchema = z.object({
  id: z.string(),
  hotelName: z.string(),
  date: z.string(),
  action: z.enum(ROOM_NIGHT_ACTIONS),
  roomType: z.string().optional(),
  description: z.string().optional(),
  priceCap: z.number().optional(),
  status: z.enum(ROOM_NIGHT_STATUSES),
  ownerId: z.string(),
  createdAt: z.string(),
});
export type RoomNight = z.infer<typeof roomNightSchema>;

/** Posting a room night: sell needs a price cap (no payment is taken; escrow waits for a payment provider). */
export const roomNightBody = z
  .object({
    hotelName: z.string().trim().min(1, 'Hotel is required').max(120),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
    roomType: z.string().trim().max(60).optional(),
    action: z.enum(ROOM_NIGHT_ACTIONS),
    priceCap: moneyInput('Price cap', 99_999_999.99).optional(),
    description: z.string().trim().max(1_000).optional(),
  })
  .refine((body) => body.action !== 'sell' || body.priceCap !== undefined, { path: ['priceCap'], message: 'A price cap is required to sell' });
export type RoomNightBody = z.input<typeof roomNightBody>;

export const roomRequestSchema = z.object({
  id: z.string(),
  roomNightId: z.string(),
  requesterId: z.string(),
  requesterName: z.string(),
  /** Swap only: the requester's own room night offered in exchange. */
  offeredRoomNightId: z.string().optional(),
  message: z.string().optional(),
  status: z.enum(ROOM_REQUEST_STATUSES),
  createdAt: z.string(),
  roomNight: roomNightSchema.optional(),
});
export type RoomRequest = z.infer<typeof roomRequestSchema>;

const roomParams = z.object({ roomNightId: idSchema('Room night') });

export const roomNightRoutes = {
  listRoomNights: defineRoute({
    method: 'GET', path: '/api/room-nights', access: 'read', auth: 'session',
    /** `mine=true`: the caller's own room nights in any status. */
    query: z.object({ mine: z.enum(['true', 'false']).optional(), ...pageQuery }),
    response: z.array(roomNightSchema),
    summary: 'Available room nights newest first, or the caller’s own',
  }),
  createRoomNight: defineRoute({
    method: 'POST', path: '/api/room-nights', access: 'write', auth: 'session',
    body: roomNightBody, response: roomNightSchema,
    summary: 'Offer a room night to donate, swap or sell',
  }),
  requestRoomNight: defineRoute({
    method: 'POST', path: '/api/room-nights/{roomNightId}/requests', access: 'write', auth: 'session',
    params: roomParams,
    body: z.object({ offeredRoomNightId: idSchema('Offered room night').optional(), message: z.string().trim().max(500).optional() }),
    response: roomRequestSchema,
    summary: 'Ask for someone else’s available room night (a swap offers one of the caller’s)',
  }),
  listRoomNightRequests: defineRoute({
    method: 'GET', path: '/api/room-nights/{roomNightId}/requests', access: 'read', auth: 'session',
    params: roomParams, query: z.object(pageQuery), response: z.array(roomRequestSchema),
    summary: 'The requests for one of the caller’s room nights (owner only)',
  }),
  listMyRoomNightRequests: defineRoute({
    method: 'GET', path: '/api/room-night-requests', access: 'read', auth: 'session',
    query: z.object(pageQuery), response: z.array(roomRequestSchema),
    summary: 'The requests the caller made, newest first',
  }),
  acceptRoomNightRequest: defineRoute({
    method: 'POST', path: '/api/room-nights/{roomNightId}/requests/{requestId}/accept', access: 'write', auth: 'session',
    params: roomParams.extend({ requestId: idSchema('Request') }), response: roomRequestSchema,
    summary: 'The owner accepts one request: available → pending (exactly one wins)',
  }),
  completeRoomNight: defineRoute({
    method: 'POST', path: '/api/room-nights/{roomNightId}/complete', access: 'write', auth: 'session',
    params: roomParams, response: roomNightSchema,
    summary: 'The owner marks the handover done: pending → completed',
  }),
  cancelRoomNight: defineRoute({
    method: 'POST', path: '/api/room-nights/{roomNightId}/cancel', access: 'write', auth: 'session',
    params: roomParams, response: roomNightSchema,
    summary: 'The owner withdraws a room night that is not completed',
  }),
} as const;
