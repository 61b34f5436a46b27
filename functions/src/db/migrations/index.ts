import { requeueStaffQueues } from './0001-requeue-staff-queues.js';
import { rsvpContactsApart } from './0002-rsvp-contacts-apart.js';
import type { Migration } from './types.js';

/** Every migration, oldest first (docs/data-layer.md, "Migrations"); add its id to ids.ts too. */
export const migrations: readonly Migration[] = [requeueStaffQueues, rsvpContactsApart];
