import { MATCH_PROPOSAL_THRESHOLD, type NotificationKind } from '@club/shared';

/**
 * How a notice reaches a member: `now` is one mail per event, written in the
 * change's own transaction; `batched` is one summary per recipient per
 * window however many events fall in it; `weekly` only in the weekly digest.
 */
export type MailTiming = 'now' | 'batched' | 'weekly';

export interface NoticeRule {
  /** Who is told, in words (the producer names them by id). */
  to: string;
  /** The bell item's kind; no bell when left out. */
  bell?: NotificationKind;
  /** When it is mailed; no mail when left out. */
  mail?: MailTiming;
  /** The mail template(s) it is sent with. */
  templates?: readonly string[];
  /** A batched mail's window: one summary per recipient per this many minutes. */
  windowMinutes?: number;
  /** Batched only: what is left out of the summary (a score below this, 0–1). */
  minScore?: number;
  /** Sent at most once whatever retries or reruns (its ids are deterministic). */
  once?: true;
  /** Why a member-visible event tells nobody (kept in the table so the choice is deliberate). */
  quiet?: string;
  /**
   * Also pushed, once, to each device where the recipient turned push on
   * (jobs/push-stream.ts reads the notice's own write on the table's stream:
   * its bell item, or for a rule without a bell the write listed there).
   */
  push?: true;
}

/**
 * Every member-visible event and what it tells whom: the one place to read
 * (and change) which events ring the bell, which mail now, which wait for a
 * summary or the digest. Producers call `notice(event, …)` (notice.ts),
 * which refuses a bell or mail this table does not list, and requires the
 * ones it does.
 */
export const NOTICE_POLICY = {
  // Network
  'connection.requested': { to: 'the receiver', bell: 'connection_request', mail: 'now', templates: ['connection-request'] },
  'connection.accepted': { to: 'the requester', bell: 'connection_accepted', mail: 'now', templates: ['connection-accepted'], push: true },
  'connection.declined': { to: 'nobody', quiet: 'A decline is not announced: the request simply stays unanswered for the requester' },
  'intro.requested': { to: 'the introducer', bell: 'intro_requested', mail: 'now', templates: ['intro-requested'] },
  'intro.approved': {
    to: 'the requester (bell, mail) and the target (the introduction mail)',
    bell: 'intro_approved',
    mail: 'now',
    templates: ['intro-approved', 'introduction'],
  },
  'intro.declined': { to: 'the requester', mail: 'now', templates: ['intro-declined'] },
  'intro.accepted': { to: 'the requester and the target', bell: 'intro_accepted', mail: 'now', templates: ['intro-accepted'], push: true },
  // Messages
  // Queued by every send (messages' send.ts, the same 5-minute window: this feature imports messages, not the other way);
  // expanded when due into one `messages-unread` mail per thread, or none when read, muted or blocked meanwhile.
  'message.unread': {
    to: 'the recipient, 15 minutes after a message they have not read (not while muted or blocked)',
    mail: 'batched',
    templates: ['unread-messages-due', 'messages-unread'],
    windowMinutes: 5,
  },
  // A message rings no bell (the header counts unread messages): it is only pushed, from the message's own write,
  // and not while the recipient muted the thread or either side blocked.
  'message.sent': { to: 'the recipient (not while muted or blocked)', push: true },
  // Investors and deal rooms
  'investor.interest': { to: 'the founder', bell: 'investor_interest', mail: 'now', templates: ['investor-interest'] },
  'match.proposed': {
    to: 'the investor and each founder',
    mail: 'batched',
    templates: ['match-summary'],
    windowMinutes: 30,
    minScore: MATCH_PROPOSAL_THRESHOLD,
  },
  'match.accepted': { to: 'the investor (bell); both parties (mail)', bell: 'match_accepted', mail: 'now', templates: ['match-accepted'] },
  'meeting.scheduled': { to: 'the other party (bell); both parties (mail, .ics)', bell: 'meeting_scheduled', mail: 'now', templates: ['meeting-scheduled'] },
  'dataroom.shared': { to: 'the grantee', bell: 'room_access_granted', mail: 'now', templates: ['room-shared'] },
  'dataroom.revoked': { to: 'nobody', quiet: 'A revoke is not announced: the room leaves Shared with me' },
  'dataroom.access_requested': { to: 'the founder', bell: 'room_access_requested' },
  'dataroom.access_declined': { to: 'the requester', bell: 'room_access_declined' },
  // Events
  'rsvp.confirmed': { to: 'the member (QR ticket)', mail: 'now', templates: ['rsvp-confirmed'] },
  'rsvp.waitlisted': { to: 'the member', mail: 'now', templates: ['rsvp-waitlisted'] },
  'rsvp.promoted': { to: 'the member', bell: 'waitlist_promoted', mail: 'now', templates: ['rsvp-promoted'], push: true },
  'rsvp.approved': { to: 'the member', bell: 'rsvp_approved', mail: 'now', templates: ['rsvp-approved'] },
  'rsvp.declined': { to: 'the member', bell: 'rsvp_declined', mail: 'now', templates: ['rsvp-declined'] },
  'event.changed': { to: 'every confirmed guest', mail: 'now', templates: ['event-changed'], once: true },
  'event.cancelled': { to: 'every confirmed guest', mail: 'now', templates: ['event-cancelled'], once: true },
  // Mailed only: the push about a coming event is the day's own (event.today), so a guest gets one push per event.
  'event.reminder': { to: 'every confirmed guest, 24 hours before', mail: 'now', templates: ['event-reminder'], once: true },
  // Pushed only, from a push notice the event-reminders job writes once per guest and start time (a moved event pushes
  // again), whatever the guest's mail preferences. A guest already checked in is at the door and is not told.
  'event.today': { to: 'every confirmed guest not yet checked in, 3 hours before the start', once: true, push: true },
  'event.announcement': { to: 'every confirmed guest', bell: 'event_announcement', mail: 'now', templates: ['event-announcement'], once: true },
  // Forums and room nights
  'post.replied': { to: 'the post author', bell: 'post_reply' },
  'post.interest': { to: 'the post author', bell: 'post_interest' },
  'room.requested': { to: 'the room night owner', bell: 'room_request' },
  'room.accepted': { to: 'the requester', bell: 'room_accepted' },
  'room.handover': { to: 'the other party', bell: 'room_handover' },
  // Requests to the club's staff
  'request.reply': { to: 'the member', bell: 'ticket_reply', mail: 'now', templates: ['request-reply'] },
  'request.ticket_status': { to: 'the member', bell: 'ticket_status', mail: 'now', templates: ['request-status'] },
  'request.darshan_status': { to: 'the member', bell: 'darshan_status', mail: 'now', templates: ['request-status'] },
  'request.trade_status': { to: 'the member', bell: 'trade_status', mail: 'now', templates: ['request-status'] },
  'request.cultural_answer': { to: 'the member', bell: 'cultural_answer', mail: 'now', templates: ['request-reply'] },
  'request.cm_status': { to: 'the member', bell: 'cm_status', mail: 'now', templates: ['request-status'] },
  'message.reported': {
    to: 'nobody',
    quiet: 'A reported thread goes to the staff console’s queue only: the reported member is not told, and staff queues ring no bell',
  },
  'message.suspended': { to: 'nobody', quiet: 'A messaging suspension is not announced: the member’s composer says they cannot send' },
  // The club
  welcome: { to: 'the member, on their first sign-in', mail: 'now', templates: ['welcome'], once: true },
  'export.ready': { to: 'the member', bell: 'export_ready', mail: 'now', templates: ['export-ready'] },
  'digest.weekly': { to: 'every member who keeps it on', mail: 'weekly', templates: ['weekly-digest'] },
} as const satisfies Record<string, NoticeRule>;

export type NoticeEvent = keyof typeof NOTICE_POLICY;
export type NoticeRuleOf<E extends NoticeEvent> = (typeof NOTICE_POLICY)[E];

/** The rule of an event, widened (for code that walks the table). */
export const noticeRule = (event: NoticeEvent): NoticeRule => NOTICE_POLICY[event];

/** Every event the table lists. */
export const NOTICE_EVENTS = Object.keys(NOTICE_POLICY) as NoticeEvent[];
