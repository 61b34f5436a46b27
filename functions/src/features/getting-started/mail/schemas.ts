import * as z from '@club/shared/zod';
import { onFirstUse } from '@club/shared';

/** Getting started's mail data schemas, by template name (the outbox consumer checks every stored mail against its schema). */
export const gettingStartedMailSchemas = onFirstUse(() => ({
  /** Sent once, when a member first signs in. */
  welcome: z.object({ memberName: z.string() }),
}));

/** Getting started's mail data, by template name. */
export type GettingStartedMailData = { [T in keyof typeof gettingStartedMailSchemas]: z.infer<(typeof gettingStartedMailSchemas)[T]> };
