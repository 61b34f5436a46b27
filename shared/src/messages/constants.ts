/**
 * Messages between members: limits, labels and timings shared by the API,
 * the server and the web app. Plain data (entities import it).
 */
export const MESSAGE_LIMITS = {
  /** Characters in one message. */
  bodyMax: 4_000,
  /** A message can be edited this long after it was sent. */
  editMinutes: 15,
  /** Messages one member may send in a minute (a 429 says when to try again). */
  perMinute: 30,
  /** New threads one member may open in a day. */
  newThreadsPerDay: 50,
  /** The last messages of a thread a report hands to staff. */
  reportedMessages: 20,
  /** A reason given with a report. */
  reportReasonMax: 1_000,
} as const;

/** A message still unread this long after it was sent is mailed (one mail per thread for all its unread messages). */
export const UNREAD_MAIL_DELAY_MINUTES = 15;
/** How often an open thread asks for what is new (an unchanged thread answers 304). */
export const THREAD_POLL_MS = 5_000;

/**
 * Why two members may talk: they are connected, an introduction between them
 * was accepted, a founder and an investor have a match or an expression of
 * interest, or a trade connection was accepted. `staff`: a staff member wrote
 * from the staff console.
 */
export const THREAD_REASON_KINDS = ['connection', 'introduction', 'match', 'interest', 'trade', 'staff'] as const;

/** What a deleted message shows in its place. */
export const DELETED_MESSAGE_TEXT = 'Message deleted';

/** Reasons a member may give when reporting a thread. */
export const MESSAGE_REPORT_REASONS = ['spam', 'harassment', 'scam', 'other'] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];
export const MESSAGE_REPORT_REASON_LABELS: Record<MessageReportReason, string> = {
  spam: 'Spam or unwanted promotion',
  harassment: 'Harassment or abuse',
  scam: 'Scam or fraud',
  other: 'Something else',
};
