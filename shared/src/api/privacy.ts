import * as z from '../zod.js';
import { idSchema } from './ids.js';
import { personSchema } from './member.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES, EXPORT_STATUSES } from '../privacy/constants.js';
import { onFirstUse } from '../lazy.js';

/**
 * A member's data in the member's hands: a copy of everything stored about
 * them (export) and erasure after a grace period. Staff see the data
 * requests with their legal due dates. Sessions and visibility: account.ts.
 */

/** One export as its member sees it; `url`-less: the download route presigns a short link on demand. */
export const dataExportSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    status: z.enum(EXPORT_STATUSES),
    requestedAt: z.string(),
    /** When the ZIP was written. */
    readyAt: z.optional(z.string()),
    /** After this the ZIP is gone and the download route answers 410. */
    expiresAt: z.optional(z.string()),
    /** Bytes of the ZIP. */
    size: z.optional(z.number()),
  }),
);
export type DataExport = z.infer<typeof dataExportSchema>;

/** The member's erasure: `scheduled` until `deleteAfter`, then the job erases and the member is gone. */
export const deletionStateSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    status: z.enum(['none', 'scheduled']),
    requestedAt: z.optional(z.string()),
    /** The moment the erasure job may run. */
    deleteAfter: z.optional(z.string()),
  }),
);
export type DeletionState = z.infer<typeof deletionStateSchema>;

/** One step of a data request's history, for the staff console's audit of it. */
export const dataRequestStepSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    at: z.string(),
    /** 'requested', 'ready', 'downloaded', 'cancelled', 'erased', 'failed' … */
    action: z.string(),
    /** Who did it: the member, a colleague, or 'system' for the jobs. */
    by: z.string(),
    note: z.optional(z.string()),
  }),
);

/** A data request as the staff console's queue shows it. After erasure `member` is "Former member" with the id only. */
export const dataRequestSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    kind: z.enum(DATA_REQUEST_KINDS),
    status: z.enum(DATA_REQUEST_STATUSES),
    member: personSchema,
    requestedAt: z.string(),
    /** requestedAt + DATA_REQUEST_DUE_DAYS. */
    dueAt: z.string(),
    completedAt: z.optional(z.string()),
    history: z.array(dataRequestStepSchema),
  }),
);
export type DataRequest = z.infer<typeof dataRequestSchema>;

const exportParams = /* @__PURE__ */ onFirstUse(() => z.object({ exportId: idSchema('Export') }));

export const listMyExports = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/members/me/exports',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(dataExportSchema),
    summary: 'The caller’s data exports, newest first',
  }),
);

export const requestMyExport = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/members/me/export',
    access: 'write',
    auth: 'session',
    response: dataExportSchema,
    summary: 'Start an export of everything stored about the caller (a ZIP of JSON and CSV); at most one a day (409)',
  }),
);

export const downloadMyExport = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/members/me/exports/{exportId}/download',
    access: 'read',
    auth: 'session',
    files: 'read',
    params: exportParams,
    response: z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() }),
    summary: 'A short link to the caller’s finished export (404 not theirs, 409 not ready, 410 expired)',
  }),
);

export const getMyDeletion = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/members/me/deletion',
    access: 'read',
    auth: 'session',
    response: deletionStateSchema,
    summary: 'Whether the caller’s account is scheduled for erasure, and when',
  }),
);

export const scheduleMyDeletion = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/members/me/deletion',
    access: 'write',
    auth: 'session',
    body: z.object({ confirm: z.literal('DELETE', 'Type DELETE to confirm') }),
    response: deletionStateSchema,
    summary: 'Schedule the caller’s erasure after the grace period (409 for the last admin)',
  }),
);

export const cancelMyDeletion = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'DELETE',
    path: '/api/members/me/deletion',
    access: 'write',
    auth: 'session',
    response: deletionStateSchema,
    summary: 'Keep the account: cancel a scheduled erasure',
  }),
);

export const listDataRequests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/data-requests',
    access: 'read',
    auth: 'session',
    role: 'staff',
    query: z.object({ status: z.optional(z.enum(DATA_REQUEST_STATUSES)), kind: z.optional(z.enum(DATA_REQUEST_KINDS)), ...pageQuery }),
    response: z.array(dataRequestSchema),
    summary: 'Club staff: members’ export and erasure requests, soonest due first, with their history',
  }),
);

export const privacyRoutes = {
  listMyExports,
  requestMyExport,
  downloadMyExport,
  getMyDeletion,
  scheduleMyDeletion,
  cancelMyDeletion,
  listDataRequests,
} as const;
