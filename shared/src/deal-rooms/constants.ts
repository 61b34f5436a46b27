/**
 * Deal room values both sides use. Their own module rather than
 * constants.ts: the web's constants chunk is loaded by every screen, and these
 * are only read by the deal room's screens and the deal-room handlers.
 */

/** A deal's pipeline; moves are in DEAL_TRANSITIONS (api/deal-rooms.ts). */
export const DEAL_STATUSES = ['active', 'due_diligence', 'term_sheet', 'closed', 'passed'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
/** Data room file categories. */
export const ROOM_FILE_CATEGORIES = ['pitch_deck', 'financials', 'legal', 'team', 'product', 'other'] as const;
export type RoomFileCategory = (typeof ROOM_FILE_CATEGORIES)[number];
/** The file types a room takes, by content type: how members name them, the extension a name should end with. */
export const ROOM_FILE_TYPES = {
  'application/pdf': { label: 'PDF', extension: 'pdf' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { label: 'XLSX', extension: 'xlsx' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { label: 'DOCX', extension: 'docx' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { label: 'PPTX', extension: 'pptx' },
  'image/png': { label: 'PNG', extension: 'png' },
  'image/jpeg': { label: 'JPEG', extension: 'jpg' },
  'text/csv': { label: 'CSV', extension: 'csv' },
} as const;
/**
 * Data room limits: bytes a file and a room, how long upload and view URLs
 * live; reading time a page report may add (at most the time the server saw
 * pass since the view opened or its last report, and at most
 * `pageReportMaxMs`), and how long after opening a view takes reports.
 */
export const ROOM_LIMITS = {
  fileBytes: 50_000_000,
  roomBytes: 500_000_000,
  uploadUrlSeconds: 300,
  viewUrlSeconds: 60,
  pageReportMaxMs: 30 * 60_000,
  viewReportHours: 12,
} as const;
/** A grant runs until at most this many years from today: a founder re-grants rather than sharing a room for ever. */
export const GRANT_MAX_YEARS_AHEAD = 2;
/** How the caller stands towards a room: its founder, a grantee, an admin reading the log, a deal-flow member seeing an open pitch deck, or none. */
export const ROOM_ACCESS_ROLES = ['founder', 'grantee', 'admin', 'dealFlow', 'none'] as const;
/** What the access log records. */
export const ROOM_LOG_ACTIONS = ['view', 'page', 'download'] as const;

/**
 * The opportunity's figures a deal copies (a pick of the opportunity's definition; its target is the deal's
 * `raiseSizeTarget`). Here, not beside the deal's schemas: the opportunity's edit copies them into the deal, and a
 * route that imports one value of a schema module bundles all of its schemas.
 */
export const dealFigureFields = { title: true, description: true, stage: true, industry: true, valuation: true, currency: true } as const;
