import { randomBytes } from 'node:crypto';

/**
 * Object keys of the deal-room bucket, always made here: 128 random bits,
 * never a name or anything the client sent. The bucket's policy and the
 * functions' IAM cover the `deal-rooms/` prefix only; the lifecycle expires
 * `deal-rooms/downloads/` after a day (a lifecycle filter is a plain prefix,
 * so downloads are not kept under each deal's folder).
 */
export const ROOM_OBJECT_PREFIX = 'deal-rooms/';

const randomId = () => randomBytes(16).toString('hex');

/** Where an uploaded file's bytes live. */
export const roomObjectKey = (dealId: string): string => `${ROOM_OBJECT_PREFIX}${dealId}/${randomId()}`;

/** Where a stamped copy made for one download lives (deleted by the lifecycle). */
export const downloadObjectKey = (dealId: string): string => `${ROOM_OBJECT_PREFIX}downloads/${dealId}/${randomId()}.pdf`;

/**
 * Where a member's data export lives: under the functions' prefix, in a
 * folder of its own that the bucket's lifecycle empties after
 * EXPORT_VALID_DAYS + 1 (infra: deal-rooms-stack.ts).
 */
const EXPORT_OBJECT_PREFIX = `${ROOM_OBJECT_PREFIX}member-exports/`;
export const exportObjectKey = (memberId: string): string => `${EXPORT_OBJECT_PREFIX}${memberId}/${randomId()}.zip`;
