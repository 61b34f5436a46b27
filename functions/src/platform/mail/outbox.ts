import { randomUUID } from 'node:crypto';
import type { MailCategory } from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $get } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { outboxDueKey, outboxInStatus } from './entities/outbox-mail.js';
import { outboxData } from './data.js';
import { writtenUnlessRefused } from '../db/errors.js';
import type { NamedWrite } from '../db/transaction.js';

/** The preference category of each of a feature's templates: a member who turned it off gets none of those mails. */
export type MailCategories<Data> = { readonly [T in keyof Data]: MailCategory };

/** One mail to queue: a template of a feature's mails (`Data`: template name → its data), its data, and who gets it. */
export interface OutboxDraft<Data, T extends keyof Data & string = keyof Data & string> {
  template: T;
  data: Data[T];
  to: string;
  /** The member it is for (their preferences apply); leave out for an address outside the club. */
  memberId?: string;
  /** Not before this time (ISO 8601); now when left out. */
  dueAt?: string;
  /** A deterministic id, for a mail that must be queued once however often its writer runs (written only when absent); random when left out. */
  id?: string;
}

/**
 * A feature's mails as outbox writes, typed by template name → its data.
 * This is all a route imports of mail: no React, no SES client, no schema
 * (the consumer checks the stored data against its template's schema).
 */
export interface MailQueue<Data> {
  /** The mail as a write to put in the SAME transaction as the change that causes it: the change failing writes no mail. */
  write<T extends keyof Data & string, N extends string = 'mail'>(draft: OutboxDraft<Data, T>, name?: N): NamedWrite<N>;
  /**
   * Queues the mail under its deterministic id, written only where absent:
   * a job run twice, two overlapping runs or an expansion retried queue it
   * once. True when this call queued it.
   */
  once<T extends keyof Data & string>(draft: OutboxDraft<Data, T> & { id: string }): Promise<boolean>;
  /**
   * The mail under its deterministic id as a write that never fails the
   * transaction it is in: it queues the mail where absent and leaves one
   * already queued as it is (its data, due time and status), so any number of
   * changes in a window (messages sent in a thread) queue one mail. A
   * conditional put would cancel the whole transaction instead.
   */
  upsertOnce<T extends keyof Data & string, N extends string = 'mail'>(draft: OutboxDraft<Data, T> & { id: string; dueAt: string }, name?: N): NamedWrite<N>;
}

/** The outbox item of a draft, pending and due, with its template's category (put it only where absent: the id is the mail's idempotency key). */
const outboxItem = <Data>(categories: MailCategories<Data>, draft: OutboxDraft<Data>) => ({
  id: draft.id ?? randomUUID(),
  template: draft.template,
  // A snapshot of what the change knew, so a later edit does not change a mail already due.
  data: JSON.stringify(draft.data),
  to: draft.to,
  ...(draft.memberId ? { memberId: draft.memberId } : {}),
  category: categories[draft.template],
  status: 'pending' as const,
  attempts: 0,
  dueAt: draft.dueAt ?? new Date().toISOString(),
});

/** The queue of a feature's mails (its `mail/data.ts` declares the data and categories; the outbox consumer sends them). */
export const mailQueue = <Data>(categories: MailCategories<Data>): MailQueue<Data> => ({
  write: (draft, name = 'mail' as never) => ({
    name,
    write: outboxData()
      .outbox.build(PutTransaction)
      .item(outboxItem(categories, draft))
      .options({ condition: { attr: 'id', exists: false } }),
  }),
  upsertOnce: (draft, name = 'mail' as never) => {
    const item = outboxItem(categories, draft);
    return {
      name,
      write: outboxData()
        .outbox.build(UpdateTransaction)
        .item({
          id: item.id,
          template: item.template,
          to: item.to,
          ...(item.memberId ? { memberId: item.memberId } : {}),
          category: item.category,
          data: $get('data', item.data),
          status: $get('status', item.status),
          attempts: $get('attempts', item.attempts),
          dueAt: $get('dueAt', item.dueAt),
          // The index keys follow status and due time, which stay as they are on an item already queued.
          gsi1pk: $get('gsi1pk', outboxInStatus(item.status).partition),
          gsi1sk: $get('gsi1sk', outboxDueKey(item.dueAt, item.id)),
        } as never),
    };
  },
  once: (draft) =>
    writtenUnlessRefused(
      outboxData()
        .outbox.build(PutItemCommand)
        .item(outboxItem(categories, draft))
        .options({ condition: { attr: 'id', exists: false } })
        .send(),
    ),
});
