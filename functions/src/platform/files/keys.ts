import { createHmac, randomBytes } from 'node:crypto';

/**
 * Object keys of the deal-room bucket, always made here: 128 random bits,
 * never a name or anything the client sent. The bucket's policy and the
 * functions' IAM cover the `deal-rooms/` prefix only; the lifecycle expires
 * `deal-rooms/downloads/` after a day (a lifecycle filter is a plain prefix,
 * so downloads are not kept under each deal's folder), and `deal-rooms/views/`
 * likewise (a view's stamped copy is used on the day it was made).
 */
export const ROOM_OBJECT_PREFIX = 'deal-rooms/';

const randomId = () => randomBytes(16).toString('hex');

/** Where an uploaded file's bytes live. */
export const roomObjectKey = (dealId: string): string => `${ROOM_OBJECT_PREFIX}${dealId}/${randomId()}`;

/** Where a stamped copy made for one download lives (deleted by the lifecycle). */
export const downloadObjectKey = (dealId: string): string => `${ROOM_OBJECT_PREFIX}downloads/${dealId}/${randomId()}.pdf`;

/**
 * Where the copy of one file version stamped for one viewer's watermark text
 * lives: the same viewer, version and text (the text holds the day) find the
 * same copy. The name is an HMAC keyed with the original's key (128 random
 * bits only the server and the founder hold), so neither the original's key
 * nor another viewer's copy can be worked out from a viewer's own link.
 */
export function viewObjectKey(file: { dealId: string; id: string; version: number; objectKey: string }, memberId: string, stampText: string): string {
  const name = createHmac('sha256', file.objectKey).update(`${memberId}\n${file.version}\n${stampText}`).digest('hex').slice(0, 40);
  return `${ROOM_OBJECT_PREFIX}views/${file.dealId}/${file.id}/${file.version}/${name}.pdf`;
}

/**
 * Where a member's data export lives: under the functions' prefix, in a
 * folder of its own that the bucket's lifecycle empties after
 * EXPORT_VALID_DAYS + 1 (infra: deal-rooms-stack.ts).
 */
const EXPORT_OBJECT_PREFIX = `${ROOM_OBJECT_PREFIX}member-exports/`;
export const exportObjectKey = (memberId: string): string => `${EXPORT_OBJECT_PREFIX}${memberId}/${randomId()}.zip`;
