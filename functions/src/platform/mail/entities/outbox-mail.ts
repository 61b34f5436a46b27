import { TABLE } from '@club/shared';
import { MAIL_CATEGORIES } from '@club/shared/mail/constants';
import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../db/club-table.js';
import { TIMESTAMPS, key, keyFollowing } from '../../db/keys.js';

/** Where an outbox mail stands: waiting (or waiting to retry), claimed by a sender, sent, given up, or not sent on purpose. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The outbox's mails in one status, by due time then id (gsi1): `pending` ones due by now are sent; `failed` ones are staff's list. */
export const outboxInStatus = (status: OutboxStatus) => ({ index: 'gsi1', partition: key('OUTBOX', status) }) as const;

/** The index sort key: due time, then id (a retry moves the mail later). */
export const outboxDueKey = (dueAt: string, id: string): string => `${dueAt}#${id}`;

const schema = item({
  id: string().key(),
  /** The template that renders it (a feature's mail/templates), e.g. `rsvp-confirmed`. */
  template: string(),
  /**
   * The template's data, as JSON: a snapshot of what the change knew, so a later edit does not change a mail already due.
   * Typed when written (the feature's mail queue); the consumer checks it against the template's schema before sending.
   */
  data: string(),
  to: string(),
  /** The member it is for, whose preferences are checked before sending (absent: an address outside the club). */
  memberId: string().optional(),
  /** The preference category it belongs to: its template's, from the feature's mail/data.ts. */
  category: string().enum(...MAIL_CATEGORIES),
  status: string().enum(...OUTBOX_STATUSES),
  /** Sends tried so far. */
  attempts: number().default(0),
  /** When it is next due: for `pending` the send (or retry) time, for `sending` when the claim lapses and another run may take it over. */
  dueAt: string(),
  messageId: string().optional(),
  sentAt: string().optional(),
  lastError: string().optional(),
  /** Why it was not sent (`suppressed`, `preference`). */
  skippedReason: string().optional(),
  /** TTL (epoch seconds): a sent or skipped mail is deleted 30 days after it settles; pending and failed ones stay. */
  expiresAt: number().savedAs(TABLE.ttlAttribute).optional(),
  gsi1pk: keyFollowing('status', (item) => outboxInStatus(item.status as OutboxStatus).partition),
  gsi1sk: keyFollowing('dueAt', (item) => outboxDueKey(item.dueAt as string, item.id as string)),
});

/**
 * One mail to send, written in the same transaction as the change that
 * causes it (a failed change mails nobody). The outbox consumer claims it
 * with a conditional update, sends it and marks it sent; its id is the
 * idempotency key, so overlapping consumers send it once.
 */
export const outboxMailEntity = () =>
  new Entity({
    name: 'outboxMail',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('OUTBOX', id), sk: 'OUTBOX' }),
    timestamps: TIMESTAMPS,
  });

export type OutboxMailEntity = ReturnType<typeof outboxMailEntity>;
export type OutboxMailItem = FormattedItem<OutboxMailEntity>;
