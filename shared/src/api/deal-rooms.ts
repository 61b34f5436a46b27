import * as z from '../zod.js';
import {
  DEAL_STATUSES,
  ROOM_ACCESS_ROLES,
  ROOM_FILE_CATEGORIES,
  ROOM_FILE_TYPES,
  ROOM_LIMITS,
  ROOM_LOG_ACTIONS,
  dealFigureFields,
  type DealStatus,
} from '../deal-rooms/constants.js';
import { dayInput } from './dates.js';
import { idSchema } from './ids.js';
import { personSchema } from './member.js';
import { opportunitySchema } from './investors.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { lineText, singleLine } from './text.js';
import { fieldDef, maskOf, sideOf, type FieldsAnswer, type FieldsInput } from './field-defs.js';
import type { Checked, Same } from '../types.js';
import { onFirstUse } from '../lazy.js';

/*
 * Deals and their data rooms: files, access grants and access logs. A deal is one
 * opportunity's raise, keyed by the opportunity's id, with one data room.
 * Files live in the stage's private S3 bucket under keys the server makes up;
 * a member reaches one only through a URL the API issues after its access
 * check (founder, or a live grant), valid ROOM_LIMITS.viewUrlSeconds.
 */

const list = (values: readonly string[]) => values.join(', ');
export const dealStatusSchema = /* @__PURE__ */ onFirstUse(() => z.enum(DEAL_STATUSES, { error: `Status must be one of ${list(DEAL_STATUSES)}` }));
export const roomFileCategorySchema = /* @__PURE__ */ onFirstUse(() =>
  z.enum(ROOM_FILE_CATEGORIES, { error: `Category must be one of ${list(ROOM_FILE_CATEGORIES)}` }),
);
const contentTypes = Object.keys(ROOM_FILE_TYPES) as [keyof typeof ROOM_FILE_TYPES, ...(keyof typeof ROOM_FILE_TYPES)[]];
export const roomContentTypeSchema = /* @__PURE__ */ onFirstUse(() =>
  z.enum(contentTypes, {
    error: `File type must be one of ${list(Object.values(ROOM_FILE_TYPES).map((type) => type.label))}`,
  }),
);
export type RoomContentType = z.infer<typeof roomContentTypeSchema>;

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number, field: string) =>
  z.preprocess(blankAsUnset, z.optional(z.string().check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`))));

/**
 * Where a deal may move from each status. Closed is final; a passed deal
 * may be reopened. Every move is audited and lands on the deal's timeline.
 */
export const DEAL_TRANSITIONS: Record<DealStatus, readonly DealStatus[]> = {
  active: ['due_diligence', 'passed'],
  due_diligence: ['active', 'term_sheet', 'passed'],
  term_sheet: ['due_diligence', 'closed', 'passed'],
  closed: [],
  passed: ['active'],
};

/** The watermark every viewer sees unless the founder writes another: `{name}`, `{email}` and `{date}` are filled per viewer. */
export const DEFAULT_WATERMARK_TEMPLATE = 'Confidential · {name} · {email} · {date}';

// ---------------------------------------------------------------- answers

/** What the caller may do in a room. `none`: the deal's public summary only (request access). */
export const roomAccessSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    role: z.enum(ROOM_ACCESS_ROLES),
    canView: z.boolean(),
    canDownload: z.boolean(),
    /** The grant's last day (YYYY-MM-DD, in India), for a grantee. */
    expiresOn: z.optional(z.string()),
    /** The caller's access request, when they made one and hold no live grant. */
    request: z.optional(z.object({ status: z.enum(['pending', 'approved', 'declined']), createdAt: z.string() })),
  }),
);
export type RoomAccess = z.infer<typeof roomAccessSchema>;

const dealFiguresSchema = /* @__PURE__ */ onFirstUse(() => z.extend(z.pick(opportunitySchema, dealFigureFields), { raiseSizeTarget: z.optional(z.number()) }));
/** A deal's copy of its opportunity's figures: what the deal entity stores. */
export type DealFigures = z.infer<typeof dealFiguresSchema>;
/** Every figure, as a mask for `pickFields`. */
export const dealFiguresMask = { ...dealFigureFields, raiseSizeTarget: true } as const satisfies Record<keyof DealFigures, true>;

/**
 * A deal's private details, defined once: the edit's body, the answer (only
 * for those who may open the room), the stored entity and the details form
 * follow from this list.
 */
const dealDetailFieldDefs = /* @__PURE__ */ onFirstUse(() => ({
  useOfFunds: fieldDef(
    () => optionalText(5_000, 'Use of funds'),
    () => z.optional(z.string()),
  ),
  traction: fieldDef(
    () => optionalText(5_000, 'Traction'),
    () => z.optional(z.string()),
  ),
  financials: fieldDef(
    () => optionalText(5_000, 'Financials'),
    () => z.optional(z.string()),
  ),
  teamBios: fieldDef(
    () => optionalText(5_000, 'Team'),
    () => z.optional(z.string()),
  ),
}));
/** A deal's private details after parsing: what is stored and answered. */
export type DealDetails = Checked<
  FieldsInput<typeof dealDetailFieldDefs>,
  Same<FieldsInput<typeof dealDetailFieldDefs>, FieldsAnswer<typeof dealDetailFieldDefs>>
>;
/** Every detail, as a mask for `pickFields`. */
export const dealDetailFieldMask = /* @__PURE__ */ onFirstUse(() => maskOf(dealDetailFieldDefs));

/**
 * A deal with its room settings. The private fields (use of funds, traction,
 * financials, team, room settings, file counts) are there only for the
 * founder and members who may view the room.
 */
export const dealSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    opportunityId: z.string(),
    founder: personSchema,
    /** The opportunity's figures when the deal opened or the founder last edited it. */
    ...dealFiguresSchema.shape,
    status: dealStatusSchema,
    statusChangedAt: z.string(),
    ...sideOf(dealDetailFieldDefs, 'answer'),
    room: z.optional(
      z.object({
        name: z.string(),
        description: z.optional(z.string()),
        watermarkTemplate: z.string(),
        /** After this day (in India) only the founder can open the room. */
        expiryDate: z.optional(z.string()),
        isActive: z.boolean(),
        /** Whether deal-flow members may open the pitch deck (View Pitch) without a grant. */
        deckOpenToDealFlow: z.boolean(),
        bytesUsed: z.number().check(z.int()),
        fileCount: z.number().check(z.int()),
      }),
    ),
    /** The latest pitch-deck file, when one was uploaded. */
    pitchDeckFileId: z.optional(z.string()),
    myAccess: roomAccessSchema,
    createdAt: z.string(),
    updatedAt: z.optional(z.string()),
  }),
);
export type Deal = z.infer<typeof dealSchema>;

/** One entry of a deal's timeline (newest first). */
export const dealEventSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    actor: personSchema,
    kind: z.enum(['opened', 'status', 'edited', 'file', 'granted', 'revoked', 'requested', 'approved', 'declined']),
    /** For `status`: the move. */
    from: z.optional(dealStatusSchema),
    to: z.optional(dealStatusSchema),
    /** A person the entry is about (the grantee, the requester), or a file's name and version. */
    subject: z.optional(z.string()),
    note: z.optional(z.string()),
  }),
);
export type DealEvent = z.infer<typeof dealEventSchema>;

/** One version of a room file. */
export const roomFileVersionSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    version: z.number().check(z.int()),
    size: z.number().check(z.int()),
    uploadedAt: z.string(),
    uploadedBy: personSchema,
  }),
);

/** A room file: its latest version, and for the founder the older ones (newest first). */
export const roomFileSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** The latest version's id: what view and download take. */
    id: z.string(),
    name: z.string(),
    category: roomFileCategorySchema,
    contentType: roomContentTypeSchema,
    size: z.number().check(z.int()),
    version: z.number().check(z.int()),
    uploadedAt: z.string(),
    uploadedBy: personSchema,
    olderVersions: z.optional(z.array(roomFileVersionSchema)),
  }),
);
export type RoomFile = z.infer<typeof roomFileSchema>;

/** A presigned upload: PUT the file's bytes to `url` with exactly `headers`, then confirm `uploadId`. */
export const roomUploadSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    uploadId: z.string(),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    expiresAt: z.string(),
  }),
);
export type RoomUpload = z.infer<typeof roomUploadSchema>;

/**
 * A file opened for viewing: `url` works for ROOM_LIMITS.viewUrlSeconds; page
 * turns are logged against `viewId`. Anyone but the founder is served a copy
 * stamped with their watermark, a PDF (`shownType`) even for an image; Office
 * and CSV files cannot be stamped, so only the founder opens them (no URL:
 * the browser cannot show them).
 */
export const roomViewSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    viewId: z.string(),
    url: z.optional(z.string()),
    expiresAt: z.optional(z.string()),
    /** What `url` serves: the original's type for the founder, a PDF for a stamped copy. */
    shownType: z.optional(roomContentTypeSchema),
    fileName: z.string(),
    contentType: roomContentTypeSchema,
    version: z.number().check(z.int()),
    /** The viewer's watermark text, drawn over every page. */
    watermark: z.string(),
    canDownload: z.boolean(),
  }),
);
export type RoomView = z.infer<typeof roomViewSchema>;

/** A download: a copy stamped with the downloader's watermark (PDFs and images, as PDF), behind a short-lived URL. */
export const roomDownloadSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    url: z.string(),
    fileName: z.string(),
    expiresAt: z.string(),
  }),
);
export type RoomDownload = z.infer<typeof roomDownloadSchema>;

export const roomGrantSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    member: personSchema,
    permissions: z.array(z.enum(['view', 'download'])),
    expiresOn: z.string(),
    status: z.enum(['active', 'expired', 'revoked']),
    grantedBy: z.string(),
    grantedAt: z.string(),
    revokedAt: z.optional(z.string()),
  }),
);
export type RoomGrant = z.infer<typeof roomGrantSchema>;

/** Someone the founder may grant: an investor who showed interest or was matched, a requester, or club staff. */
export const grantCandidateSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    member: personSchema,
    reason: z.enum(['interested', 'matched', 'requested', 'staff']),
    grant: z.optional(roomGrantSchema),
  }),
);
export type GrantCandidate = z.infer<typeof grantCandidateSchema>;

export const accessRequestSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    member: personSchema,
    message: z.optional(z.string()),
    status: z.enum(['pending', 'approved', 'declined']),
    createdAt: z.string(),
    decidedAt: z.optional(z.string()),
  }),
);
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const accessLogEntrySchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    member: personSchema,
    action: z.enum(ROOM_LOG_ACTIONS),
    fileId: z.string(),
    fileName: z.string(),
    version: z.number().check(z.int()),
    /** For `page`: the page number and the time spent on it. */
    page: z.optional(z.number().check(z.int())),
    durationMs: z.optional(z.number().check(z.int())),
    /** The reader's browser and system ('Chrome on macOS'), never the raw user agent. */
    client: z.optional(z.string()),
    /** Staff's copy only (abuse reports): the reader's network ('203.0.113.0/24', 'local'), never the address. */
    network: z.optional(z.string()),
  }),
);
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

const readingSchema = /* @__PURE__ */ onFirstUse(() => ({
  opens: z.number().check(z.int()),
  pagesRead: z.number().check(z.int()),
  totalMs: z.number().check(z.int()),
  downloads: z.number().check(z.int()),
  lastVisit: z.string(),
}));
/** Who read what: per investor (files opened) and per file (viewers). */
export const roomAnalyticsSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    byMember: z.array(z.object({ member: personSchema, filesOpened: z.number().check(z.int()), ...readingSchema })),
    byFile: z.array(
      z.object({ fileId: z.string(), fileName: z.string(), version: z.number().check(z.int()), viewers: z.number().check(z.int()), ...readingSchema }),
    ),
  }),
);
export type RoomAnalytics = z.infer<typeof roomAnalyticsSchema>;

// ---------------------------------------------------------------- inputs

const dealParams = /* @__PURE__ */ onFirstUse(() => z.object({ dealId: idSchema('Deal') }));
const fileParams = /* @__PURE__ */ onFirstUse(() => z.object({ dealId: idSchema('Deal'), fileId: idSchema('File') }));
const memberParams = /* @__PURE__ */ onFirstUse(() => z.object({ dealId: idSchema('Deal'), memberId: idSchema('Member') }));

/** The founder edits the details and the room settings; fields left out stay as they are. */
export const dealUpdateBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    ...sideOf(dealDetailFieldDefs, 'input'),
    roomName: z.preprocess(blankAsUnset, z.optional(lineText('Room name', 200))),
    roomDescription: optionalText(2_000, 'Room description'),
    watermarkTemplate: z.preprocess(blankAsUnset, z.optional(lineText('Watermark', 200))),
    /** Empty or null = no expiry. */
    roomExpiryDate: z.preprocess((value) => (value === null ? undefined : blankAsUnset(value)), z.optional(dayInput('Room expiry date'))),
    deckOpenToDealFlow: z.optional(z.boolean({ error: 'deckOpenToDealFlow must be true or false' })),
  }),
);

/** The edit as parsed: what the details and room settings forms hold. */
export type DealUpdateParsed = z.output<typeof dealUpdateBody>;

export const dealStatusBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    status: dealStatusSchema,
    note: optionalText(1_000, 'Note'),
  }),
);

/** A file name as members see it: one line, no folders. */
const fileName = /* @__PURE__ */ onFirstUse(() =>
  z
    .string({ error: 'File name is required' })
    .check(
      z.trim(),
      z.minLength(1, 'File name is required'),
      z.maxLength(200, 'File name must be at most 200 characters'),
      singleLine('File name'),
      z.regex(/^[^/\\]+$/, 'File name must not contain slashes'),
    ),
);

export const roomUploadBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    fileName,
    category: roomFileCategorySchema,
    contentType: roomContentTypeSchema,
    size: z
      .number({ error: 'Size must be a number of bytes' })
      .check(
        z.int('Size must be a whole number of bytes'),
        z.gte(1, 'The file is empty'),
        z.lte(ROOM_LIMITS.fileBytes, `A file may be at most ${ROOM_LIMITS.fileBytes / 1_000_000} MB`),
      ),
    /** SHA-256 of the bytes, base64 (44 characters): S3 refuses a PUT whose bytes differ. */
    checksumSha256: z.string({ error: 'checksumSha256 is required' }).check(z.regex(/^[A-Za-z0-9+/]{43}=$/, 'checksumSha256 must be a base64 SHA-256')),
  }),
);
export type RoomUploadInput = z.input<typeof roomUploadBody>;

export const grantBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    canDownload: z._default(z.boolean({ error: 'canDownload must be true or false' }), false),
    expiresOn: dayInput('Expiry date'),
  }),
);
export type GrantInput = z.input<typeof grantBody>;

export const accessRequestBody = /* @__PURE__ */ onFirstUse(() => z.object({ message: optionalText(1_000, 'Message') }));

/** Page turns sent by the viewer in batches: time spent on each page. */
export const pageReadsBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    pages: z
      .array(
        z.object({
          page: z.number({ error: 'page must be a number' }).check(z.int('page must be a whole number'), z.gte(1), z.lte(10_000)),
          durationMs: z.number({ error: 'durationMs must be a number' }).check(z.int('durationMs must be a whole number'), z.gte(0), z.lte(3_600_000)),
        }),
      )
      .check(z.minLength(1, 'pages must not be empty'), z.maxLength(100, 'At most 100 pages a batch')),
  }),
);

/**
 * What a page report added: the pages logged and the time counted, which is
 * at most the time since the view opened or its last report (and
 * ROOM_LIMITS.pageReportMaxMs); a report claiming more than could have
 * passed, or for a view older than ROOM_LIMITS.viewReportHours, counts
 * nothing (`dropped`).
 */
const pageReadsCountedSchema = /* @__PURE__ */ onFirstUse(() => z.object({ logged: z.number(), countedMs: z.number(), dropped: z.boolean() }));

export const openDeal = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/investment-opportunities/{opportunityId}/deal',
    access: 'write',
    auth: 'session',
    params: z.object({ opportunityId: idSchema('Opportunity') }),
    response: dealSchema,
    summary: 'The founder turns the opportunity into a deal with its data room (once; again answers the same deal)',
  }),
);

export const listMyDeals = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/deals',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(dealSchema),
    summary: 'The caller’s deals as founder, newest first',
  }),
);

export const listSharedDeals = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/deals/shared',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(dealSchema),
    summary: 'Deals whose rooms are shared with the caller by a live grant, newest grant first',
  }),
);

export const getDeal = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/deals/{dealId}',
    access: 'read',
    auth: 'session',
    params: dealParams,
    response: dealSchema,
    summary: 'One deal with the caller’s access; private fields only for the founder and grantees',
  }),
);

export const updateDeal = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PATCH',
    path: '/api/deals/{dealId}',
    access: 'write',
    auth: 'session',
    params: dealParams,
    body: dealUpdateBody,
    response: dealSchema,
    summary: 'The founder edits the deal’s details and its room settings (fields left out stay as they are)',
  }),
);

export const moveDeal = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/deals/{dealId}/status',
    access: 'write',
    auth: 'session',
    params: dealParams,
    body: dealStatusBody,
    response: dealSchema,
    summary: 'The founder moves the deal along its pipeline (audited, on the timeline)',
  }),
);

export const listDealTimeline = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/deals/{dealId}/timeline',
    access: 'read',
    auth: 'session',
    params: dealParams,
    query: z.object(pageQuery),
    response: z.array(dealEventSchema),
    summary: 'The deal’s timeline, newest first (founder and grantees)',
  }),
);

export const listRoomFiles = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/deals/{dealId}/files',
    access: 'read',
    auth: 'session',
    params: dealParams,
    response: z.array(roomFileSchema),
    summary: 'The room’s files, latest versions by category then name; older versions for the founder',
  }),
);

export const createRoomUpload = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/deals/{dealId}/uploads',
    access: 'write',
    auth: 'session',
    files: 'write',
    params: dealParams,
    body: roomUploadBody,
    response: roomUploadSchema,
    summary: 'The founder asks to upload a file: a presigned PUT for its exact type, length and checksum',
  }),
);

export const confirmRoomUpload = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/deals/{dealId}/uploads/{uploadId}/confirm',
    access: 'write',
    auth: 'session',
    files: 'write',
    params: z.object({ dealId: idSchema('Deal'), uploadId: idSchema('Upload') }),
    response: roomFileSchema,
    summary: 'The founder confirms an upload: its size, type and first bytes are checked, then it becomes the next version',
  }),
);

export const viewRoomFile = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/deals/{dealId}/files/{fileId}/view',
    access: 'write',
    auth: 'session',
    files: 'write',
    params: fileParams,
    response: roomViewSchema,
    summary: 'Open a file to view: a URL valid for seconds to a copy stamped with the viewer’s watermark (the founder: the original), logged',
  }),
);

export const downloadRoomFile = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/deals/{dealId}/files/{fileId}/download',
    access: 'write',
    auth: 'session',
    files: 'write',
    params: fileParams,
    response: roomDownloadSchema,
    summary: 'Download a file stamped with the caller’s watermark (needs the download permission), logged',
  }),
);

export const logPageReads = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/deals/{dealId}/views/{viewId}/pages',
    access: 'write',
    auth: 'session',
    params: z.object({ dealId: idSchema('Deal'), viewId: idSchema('View') }),
    body: pageReadsBody,
    response: pageReadsCountedSchema,
    summary: 'The viewer reports time spent on pages of a file it opened, in batches; the time counted is bounded by the server’s clock',
  }),
);

export const getRoomAnalytics = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/deals/{dealId}/analytics',
    access: 'read',
    auth: 'session',
    params: dealParams,
    response: roomAnalyticsSchema,
    summary: 'The founder’s room analytics: who opened what, pages read, total time, last visit',
  }),
);

export const listAccessLog = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/deals/{dealId}/access-log',
    access: 'read',
    auth: 'session',
    params: dealParams,
    query: z.object(pageQuery),
    response: z.array(accessLogEntrySchema),
    summary: 'The room’s access log, newest first (the founder)',
  }),
);

export const listRoomGrants = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/deals/{dealId}/grants',
    access: 'read',
    auth: 'session',
    params: dealParams,
    response: z.array(roomGrantSchema),
    summary: 'Who the founder shared the room with, live grants first',
  }),
);

export const listGrantCandidates = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/deals/{dealId}/grant-candidates',
    access: 'read',
    auth: 'session',
    params: dealParams,
    response: z.array(grantCandidateSchema),
    summary: 'Members the founder may share the room with: interested and matched investors, requesters, club staff',
  }),
);

export const grantRoomAccess = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PUT',
    path: '/api/deals/{dealId}/grants/{memberId}',
    access: 'write',
    auth: 'session',
    params: memberParams,
    body: grantBody,
    response: roomGrantSchema,
    summary: 'The founder grants (or changes) a member’s view or view + download access until a day',
  }),
);

export const revokeRoomAccess = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'DELETE',
    path: '/api/deals/{dealId}/grants/{memberId}',
    access: 'write',
    auth: 'session',
    params: memberParams,
    response: roomGrantSchema,
    summary: 'The founder revokes a grant; the next request by that member is refused',
  }),
);

export const requestRoomAccess = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/deals/{dealId}/access-requests',
    access: 'write',
    auth: 'session',
    params: dealParams,
    body: accessRequestBody,
    response: accessRequestSchema,
    summary: 'A member asks the founder for access to the room (the founder is notified)',
  }),
);

export const listAccessRequests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/deals/{dealId}/access-requests',
    access: 'read',
    auth: 'session',
    params: dealParams,
    response: z.array(accessRequestSchema),
    summary: 'Access requests to the founder’s room, pending first',
  }),
);

export const approveAccessRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/deals/{dealId}/access-requests/{memberId}/approve',
    access: 'write',
    auth: 'session',
    params: memberParams,
    body: grantBody,
    response: roomGrantSchema,
    summary: 'The founder approves a request with a grant (the requester is notified)',
  }),
);

export const declineAccessRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/deals/{dealId}/access-requests/{memberId}/decline',
    access: 'write',
    auth: 'session',
    params: memberParams,
    response: accessRequestSchema,
    summary: 'The founder declines a request (the requester is notified)',
  }),
);

export const listStaffDeals = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/deals',
    access: 'read',
    auth: 'session',
    role: 'admin',
    query: z.object(pageQuery),
    response: z.array(dealSchema),
    summary: 'Admin: every deal newest first, to look into an abuse report',
  }),
);

export const listStaffAccessLog = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/deals/{dealId}/access-log',
    access: 'read',
    auth: 'session',
    role: 'admin',
    params: dealParams,
    query: z.object(pageQuery),
    response: z.array(accessLogEntrySchema),
    summary: 'Admin: a room’s access log, newest first (abuse reports)',
  }),
);

export const dealRoomRoutes = {
  openDeal,
  listMyDeals,
  listSharedDeals,
  getDeal,
  updateDeal,
  moveDeal,
  listDealTimeline,
  listRoomFiles,
  createRoomUpload,
  confirmRoomUpload,
  viewRoomFile,
  downloadRoomFile,
  logPageReads,
  getRoomAnalytics,
  listAccessLog,
  listRoomGrants,
  listGrantCandidates,
  grantRoomAccess,
  revokeRoomAccess,
  requestRoomAccess,
  listAccessRequests,
  approveAccessRequest,
  declineAccessRequest,
  listStaffDeals,
  listStaffAccessLog,
} as const;
