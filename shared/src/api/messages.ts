import * as z from '../zod.js';
import { MESSAGE_LIMITS, MESSAGE_REPORT_REASONS, THREAD_REASON_KINDS } from '../messages/constants.js';
import { idSchema } from './ids.js';
import { personSchema } from './member.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { multiLineText } from './multi-line-text.js';
import { lineText } from './text.js';
import { onFirstUse } from '../lazy.js';

/** Why the two members of a thread may talk, as the thread's header says it ("Connected since…", "Introduced by…", "About: <deal>"). */
export const threadReasonSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    kind: z.enum(THREAD_REASON_KINDS),
    /** When the relationship began (the connection, the accepted introduction, the match). */
    since: z.string(),
    /** The member who introduced them (`introduction`). */
    introducerName: z.optional(z.string()),
    /** What the relationship is about: the deal, the listing (`match`, `interest`, `trade`). */
    about: z.optional(z.string()),
  }),
);
export type ThreadReason = z.infer<typeof threadReasonSchema>;

/** One message. A deleted message keeps its place with an empty body and `deleted`. */
export const messageSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** Stable and ordered: messages sort by (sentAt, id), the server's clock. */
    id: z.string(),
    threadId: z.string(),
    senderId: z.string(),
    body: z.string(),
    sentAt: z.string(),
    editedAt: z.optional(z.string()),
    deleted: z.optional(z.boolean()),
    /** What the message is about, when sent from a deal, match or listing (a label; the thread stays one per pair). */
    context: z.optional(z.string()),
  }),
);
export type Message = z.infer<typeof messageSchema>;

/** A thread as the caller's inbox shows it. */
export const threadSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    /** The other member (a former member reads "Former member"). */
    other: personSchema,
    /** Every reason the two may talk, the earliest first; empty when none is left (the thread reads, no new message is accepted). */
    reasons: z.array(threadReasonSchema),
    lastMessage: z.optional(z.object({ senderId: z.string(), preview: z.string(), sentAt: z.string(), deleted: z.optional(z.boolean()) })),
    /** Messages from the other the caller has not read (0 while muted). */
    unread: z.number().check(z.int(), z.gte(0)),
    muted: z.boolean(),
    /** The caller blocked the other member (the thread is listed only under `view=blocked`). */
    blockedByMe: z.boolean(),
    /** The caller may send: a reason remains, neither blocked the other, the caller is not suspended from messaging. */
    canSend: z.boolean(),
    /** Why the caller may not send, when `canSend` is false (shown under the composer). */
    cannotSendReason: z.optional(z.string()),
    updatedAt: z.string(),
  }),
);
export type MessageThread = z.infer<typeof threadSchema>;

/** An open thread: its header and one page of messages, newest first (the next page's cursor in the page header). */
export const threadPageSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    thread: threadSchema,
    messages: z.array(messageSchema),
    /** The caller's last message the other has read: shown as "Seen" under it; absent when either member turned read receipts off. */
    seenMessageId: z.optional(z.string()),
  }),
);
export type ThreadPage = z.infer<typeof threadPageSchema>;

const threadParams = /* @__PURE__ */ onFirstUse(() => z.object({ threadId: idSchema('Thread') }));
const messageParams = /* @__PURE__ */ onFirstUse(() => z.object({ threadId: idSchema('Thread'), messageId: idSchema('Message') }));

export const messageBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    body: multiLineText('Message', MESSAGE_LIMITS.bodyMax),
    /** The client's key for this send: a retry with the same key answers the message already posted. */
    clientKey: z
      .string()
      .check(
        z.trim(),
        z.minLength(8, 'clientKey must be 8 to 64 characters'),
        z.maxLength(64, 'clientKey must be 8 to 64 characters'),
        z.regex(/^[A-Za-z0-9_-]+$/, 'clientKey may hold letters, digits, - and _ only'),
      ),
    context: z.optional(lineText('Context', 200)),
  }),
);
export type MessageInput = z.input<typeof messageBody>;

export const listMessageThreads = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/messages/threads',
    access: 'read',
    auth: 'session',
    query: z.object({ ...pageQuery, view: z._default(z.enum(['inbox', 'blocked']), 'inbox') }),
    response: z.array(threadSchema),
    summary: 'The caller’s threads, newest activity first: the inbox leaves out the threads the caller blocked, `view=blocked` lists only them',
  }),
);

export const openMessageThread = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/messages/threads',
    access: 'write',
    auth: 'session',
    body: z.object({ memberId: idSchema('Member') }),
    response: threadSchema,
    summary: 'The one thread between the caller and a member they may talk to, opened if new (403 when they may not talk)',
  }),
);

export const getMessageThread = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/messages/threads/{threadId}',
    access: 'read',
    auth: 'session',
    params: threadParams,
    query: z.object({ ...pageQuery }),
    response: threadPageSchema,
    summary: 'A thread of the caller’s with a page of messages, newest first; answers 304 to an If-None-Match of its ETag when nothing changed',
  }),
);

export const sendMessage = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/messages/threads/{threadId}/messages',
    access: 'write',
    auth: 'session',
    params: threadParams,
    body: messageBody,
    response: messageSchema,
    summary: 'Send a message in a thread of the caller’s (idempotent by clientKey; 403 when the two may no longer talk, 429 past the rate limit)',
  }),
);

export const editMessage = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PATCH',
    path: '/api/messages/threads/{threadId}/messages/{messageId}',
    access: 'write',
    auth: 'session',
    params: messageParams,
    body: z.object({ body: multiLineText('Message', MESSAGE_LIMITS.bodyMax) }),
    response: messageSchema,
    summary: 'Edit one of the caller’s messages within 15 minutes of sending it',
  }),
);

export const deleteMessage = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'DELETE',
    path: '/api/messages/threads/{threadId}/messages/{messageId}',
    access: 'write',
    auth: 'session',
    params: messageParams,
    response: messageSchema,
    summary: 'Delete one of the caller’s messages: it stays in place as "Message deleted"',
  }),
);

export const markThreadRead = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/messages/threads/{threadId}/read',
    access: 'write',
    auth: 'session',
    params: threadParams,
    response: z.object({ unread: z.number().check(z.int(), z.gte(0)) }),
    summary: 'The caller has read the thread up to its newest message (moves their read position; the other sees "Seen")',
  }),
);

const switchBody = /* @__PURE__ */ onFirstUse(() => z.object({ on: z.boolean({ error: 'on must be true or false' }) }));

export const blockMessageThread = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/messages/threads/{threadId}/block',
    access: 'write',
    auth: 'session',
    params: threadParams,
    body: switchBody,
    response: threadSchema,
    summary: 'Block (on) or unblock the other member: no message passes either way while blocked, and the thread leaves the caller’s inbox',
  }),
);

export const muteMessageThread = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/messages/threads/{threadId}/mute',
    access: 'write',
    auth: 'session',
    params: threadParams,
    body: switchBody,
    response: threadSchema,
    summary: 'Mute (on) or unmute a thread: no mail and no unread count while muted',
  }),
);

export const reportMessageThread = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/messages/threads/{threadId}/report',
    access: 'write',
    auth: 'session',
    params: threadParams,
    body: z.object({
      reason: z.enum(MESSAGE_REPORT_REASONS, { error: 'Choose a reason' }),
      details: z.optional(lineText('Details', MESSAGE_LIMITS.reportReasonMax)),
    }),
    response: z.object({ reportId: z.string() }),
    summary: 'Report a thread: its last 20 messages go to the staff queue with the reason',
  }),
);

export const getUnreadMessageCount = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/messages/unread-count',
    access: 'read',
    auth: 'session',
    response: z.object({ count: z.number().check(z.int(), z.gte(0)) }),
    summary: 'Unread messages over the caller’s threads that are neither muted nor blocked (the header’s count)',
  }),
);

export const messageSettingsSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** Show "Seen" to others and see it from them: off on either side hides it for both. */
    readReceipts: z.boolean({ error: 'readReceipts must be true or false' }),
  }),
);
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

export const getMessageSettings = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/messages/settings',
    access: 'read',
    auth: 'session',
    response: messageSettingsSchema,
    summary: 'The caller’s message privacy settings (read receipts on by default)',
  }),
);

export const updateMessageSettings = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PUT',
    path: '/api/messages/settings',
    access: 'write',
    auth: 'session',
    body: messageSettingsSchema,
    response: messageSettingsSchema,
    summary: 'Turn the caller’s read receipts on or off',
  }),
);

/** A reported thread as staff see it: only the reported messages, never the rest of anyone's messages. */
export const messageReportSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    threadId: z.string(),
    reporter: personSchema,
    reported: personSchema,
    reason: z.enum(MESSAGE_REPORT_REASONS),
    details: z.optional(z.string()),
    messages: z.array(messageSchema),
    createdAt: z.string(),
    status: z.enum(['open', 'closed']),
    /** The reported member is suspended from messaging. */
    senderSuspended: z.boolean(),
  }),
);
export type MessageReport = z.infer<typeof messageReportSchema>;

export const listMessageReports = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/message-reports',
    access: 'read',
    auth: 'session',
    role: 'staff',
    query: z.object({ ...pageQuery, status: z._default(z.enum(['open', 'closed']), 'open') }),
    response: z.array(messageReportSchema),
    summary: 'Reported threads for staff review, newest first',
  }),
);

export const resolveMessageReport = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/staff/message-reports/{reportId}/resolve',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: z.object({ reportId: idSchema('Report') }),
    body: z.object({ suspendSender: z.boolean({ error: 'suspendSender must be true or false' }) }),
    response: messageReportSchema,
    summary: 'Close a report, suspending the reported member from messaging or not',
  }),
);

export const setMessagingSuspended = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PUT',
    path: '/api/staff/members/{memberId}/messaging',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: z.object({ memberId: idSchema('Member') }),
    body: z.object({ suspended: z.boolean({ error: 'suspended must be true or false' }) }),
    response: z.object({ memberId: z.string(), suspended: z.boolean() }),
    summary: 'Suspend a member from sending messages, or lift it',
  }),
);

export const staffMessageMember = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/staff/members/{memberId}/messages',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: z.object({ memberId: idSchema('Member') }),
    body: messageBody,
    response: messageSchema,
    summary: 'A staff member writes to any member (the thread’s reason is "staff")',
  }),
);

export const messageRoutes = {
  listMessageThreads,
  openMessageThread,
  getMessageThread,
  sendMessage,
  editMessage,
  deleteMessage,
  markThreadRead,
  blockMessageThread,
  muteMessageThread,
  reportMessageThread,
  getUnreadMessageCount,
  getMessageSettings,
  updateMessageSettings,
  listMessageReports,
  resolveMessageReport,
  setMessagingSuspended,
  staffMessageMember,
} as const;
