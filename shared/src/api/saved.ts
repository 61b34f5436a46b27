import * as z from '../zod.js';
import { SAVED_KINDS } from '../saved/constants.js';
import { postSchema } from './forums.js';
import { jobSchema } from './jobs.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { defineRoute } from './route.js';
import { onFirstUse } from '../lazy.js';

export const savedKindSchema = /* @__PURE__ */ onFirstUse(() => z.enum(SAVED_KINDS));
export type SavedKind = z.infer<typeof savedKindSchema>;

/** A saved item with the thing saved (absent when it has since been removed). */
export const savedItemSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    kind: savedKindSchema,
    itemId: z.string(),
    savedAt: z.string(),
    post: z.optional(postSchema),
    job: z.optional(jobSchema),
  }),
);
export type SavedItem = z.infer<typeof savedItemSchema>;

const savedParams = /* @__PURE__ */ onFirstUse(() => z.object({ kind: savedKindSchema, itemId: idSchema('Item') }));

export const listSavedItems = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/saved',
    access: 'read',
    auth: 'session',
    query: z.object({ kind: z.optional(savedKindSchema), ...pageQuery }),
    response: z.array(savedItemSchema),
    summary: 'The caller’s saved posts and jobs, newest first',
  }),
);

export const getSavedItem = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/saved-items/{kind}/{itemId}',
    access: 'read',
    auth: 'session',
    params: savedParams,
    response: z.object({ saved: z.boolean() }),
    summary: 'Whether the caller saved this post or job',
  }),
);

export const saveItem = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PUT',
    path: '/api/saved-items/{kind}/{itemId}',
    access: 'write',
    auth: 'session',
    params: savedParams,
    response: z.object({ saved: z.boolean() }),
    summary: 'Save a post or job (idempotent)',
  }),
);

export const unsaveItem = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'DELETE',
    path: '/api/saved-items/{kind}/{itemId}',
    access: 'write',
    auth: 'session',
    params: savedParams,
    response: z.object({ saved: z.boolean() }),
    summary: 'Remove a saved post or job (idempotent)',
  }),
);

export const savedItemRoutes = {
  listSavedItems,
  getSavedItem,
  saveItem,
  unsaveItem,
} as const;
