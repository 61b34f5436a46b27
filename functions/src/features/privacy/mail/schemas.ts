import * as z from '@club/shared/zod';
import { onFirstUse } from '@club/shared';

/** Data-request mails' data schemas, by template name (the outbox consumer checks every stored mail against its schema). */
export const privacyMailSchemas = onFirstUse(() => ({
  /** The member's data export is ready to download (until `expiresAt`). */
  'export-ready': z.object({
    memberName: z.string(),
    /** Site path of the download: `/settings/privacy?export=<id>`. */
    link: z.string(),
    expiresAt: z.string(),
    timeZone: z.optional(z.string()),
  }),
}));

/** Data-request mails' data, by template name. */
export type PrivacyMailData = { [T in keyof typeof privacyMailSchemas]: z.infer<(typeof privacyMailSchemas)[T]> };
