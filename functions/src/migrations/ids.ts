/**
 * The ids of every migration (migrations/index.ts), without their code: infra
 * reads this list to re-run the migrate custom resource when a migration is
 * added, without loading entities at synth time. A test keeps it equal to
 * the modules' ids.
 */
export const MIGRATION_IDS = [
  '0001-requeue-staff-queues',
  '0002-count-admins',
  '0003-connection-pairs',
  '0004-member-caps-and-trade-consent',
  '0005-rsvp-contacts-apart',
  '0006-matches-by-score',
  '0007-exchange-rate-tables',
  '0008-sessions-by-member',
] as const;
