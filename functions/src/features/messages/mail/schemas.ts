import * as z from '@club/shared/zod';
import { onFirstUse } from '@club/shared';

/**
 * The messages mails' data, as zod schemas: the one declaration of each
 * template's data. Routes import only the types (through data.ts); the
 * outbox consumer checks every stored mail against its schema.
 */
export const messagesMailSchemas = onFirstUse(() => ({
  /** A thread's pending unread-messages mail to one member (expanded when due into one `messages-unread` mail, or none). */
  'unread-messages-due': z.object({ threadId: z.string(), memberId: z.string() }),
  /** To a member: the messages of one thread they have not read, oldest first. */
  'messages-unread': z.object({
    memberName: z.string(),
    fromName: z.string(),
    link: z.string(),
    messages: z.array(z.object({ body: z.string(), sentAt: z.string() })),
  }),
}));

/** Each template's data, by template name. */
export type MessagesMailData = { [T in keyof typeof messagesMailSchemas]: z.infer<(typeof messagesMailSchemas)[T]> };
