import { requeueStaffQueues } from './0001-requeue-staff-queues.js';
import { countAdmins } from './0002-count-admins.js';
import { connectionPairs } from './0003-connection-pairs.js';
import { memberCapsAndTradeConsent } from './0004-member-caps-and-trade-consent.js';
import { rsvpContactsApart } from './0005-rsvp-contacts-apart.js';
import { matchesByScore } from './0006-matches-by-score.js';
import { exchangeRateTables } from './0007-exchange-rate-tables.js';
import { sessionsByMember } from './0008-sessions-by-member.js';
import type { Migration } from './types.js';

/** Every migration, oldest first (docs/data-layer.md, "Migrations"); add its id to ids.ts too. */
export const migrations: readonly Migration[] = [
  requeueStaffQueues,
  countAdmins,
  connectionPairs,
  memberCapsAndTradeConsent,
  rsvpContactsApart,
  matchesByScore,
  exchangeRateTables,
  sessionsByMember,
];
