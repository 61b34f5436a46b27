/** What a staff or admin action changed (an audit entry's targetType). */
export const AUDIT_TARGET_TYPES = [
  'member',
  'concierge_ticket',
  'darshan_plan',
  'trade_request',
  'cultural_request',
  'cm_request',
  'cm_slot',
  'event_rsvp',
  'exchange_rate_table',
  'festival_date',
  'deal',
  'outbox_mail',
  'message_report',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
