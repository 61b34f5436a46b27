import * as z from '@club/shared/zod';
import { onFirstUse } from '@club/shared';

/** Deal-room mails' data schemas, by template name (the outbox consumer checks every stored mail against its schema). */
export const dealRoomMailSchemas = onFirstUse(() => ({
  /** To a member the founder shared a data room with: what they may do, until which day. */
  'room-shared': z.object({
    memberName: z.string(),
    founderName: z.string(),
    dealTitle: z.string(),
    canDownload: z.boolean(),
    /** The last day of access (YYYY-MM-DD). */
    expiresOn: z.string(),
    /** Site path of the room. */
    link: z.string(),
  }),
}));

/** Deal-room mails' data, by template name. */
export type DealRoomMailData = { [T in keyof typeof dealRoomMailSchemas]: z.infer<(typeof dealRoomMailSchemas)[T]> };
