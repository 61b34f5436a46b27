/**
 * What a member's bell tells them about: staff work on their
 * requests, and what other members did with their posts, room nights, RSVPs,
 * introductions, connections and matches.
 */
export const NOTIFICATION_KINDS = [
  'ticket_reply',
  'ticket_status',
  'darshan_status',
  'trade_status',
  'cultural_answer',
  'cm_status',
  'post_reply',
  'post_interest',
  'room_request',
  'room_accepted',
  'room_handover',
  'rsvp_approved',
  'rsvp_declined',
  'waitlist_promoted',
  'event_announcement',
  'intro_requested',
  'intro_approved',
  'intro_accepted',
  'connection_request',
  'connection_accepted',
  'investor_interest',
  'match_accepted',
  'meeting_scheduled',
  'room_access_requested',
  'room_access_granted',
  'room_access_declined',
  'export_ready',
  'event_announcement',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
