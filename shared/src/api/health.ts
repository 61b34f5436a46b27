import * as z from '../zod.js';
import { defineRoute } from './route.js';
import { onFirstUse } from '../lazy.js';

/**
 * What `/api/health` answers: `ok` when one read of the table succeeded
 * (with the time it was checked), `unavailable` (503) when it failed. It
 * carries no data: anyone may call it.
 */
export const healthSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    status: z.enum(['ok', 'unavailable']),
    /** When the table answered (ISO time); absent when it did not. */
    checkedAt: z.optional(z.string()),
  }),
);
export type Health = z.infer<typeof healthSchema>;

export const getHealth = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/health',
    access: 'read',
    auth: 'public',
    // The synthetic check and ops call it; no page does.
    webClient: false,
    response: healthSchema,
    summary: 'Health: the API answers and one table read succeeds (200 ok, 503 unavailable); no data',
  }),
);

export const healthRoutes = {
  getHealth,
} as const;
