/**
 * The numbers and states of a member's data requests, apart from the routes
 * (api/privacy.ts) so the data-request entity, which every Lambda's entities
 * reach, carries none of the privacy routes' schemas.
 */

/** Days between asking for erasure and the erasure itself; signing in during them asks whether to keep the account. */
export const DELETION_GRACE_DAYS = 14;
/** Days a finished export stays downloadable. */
export const EXPORT_VALID_DAYS = 7;
/** At most one export a member per this many hours. */
export const EXPORT_EVERY_HOURS = 24;
/** Days staff have to answer a data request (the GDPR's one month, inside the DPDP Rules' limit). */
export const DATA_REQUEST_DUE_DAYS = 30;

export const EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const DATA_REQUEST_KINDS = ['export', 'deletion'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_STATUSES = ['open', 'completed', 'cancelled', 'failed'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];
