import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { mailData } from '../../features/mail/data.js';
import { isConditionFailed } from '../db/errors.js';
import type { NamedWrite } from '../db/transaction.js';
import { TEMPLATE_CATEGORY, type MailTemplateData, type MailTemplateName } from '../../outbox/template-data.js';

/** One mail to queue: a template, its data, and who gets it. */
export interface OutboxDraft<T extends MailTemplateName = MailTemplateName> {
  template: T;
  data: MailTemplateData[T];
  to: string;
  /** The member it is for (their preferences apply); leave out for an address outside the club. */
  memberId?: string;
  /** Not before this time (ISO 8601); now when left out. */
  dueAt?: string;
  /** A deterministic id, for a mail that must be queued once however often its writer runs (written only when absent); random when left out. */
  id?: string;
}

/** The outbox item of a draft, pending and due (put it only where absent: the id is the mail's idempotency key). */
export const outboxItem = (draft: OutboxDraft) => ({
  id: draft.id ?? randomUUID(),
  template: draft.template,
  data: JSON.stringify(draft.data),
  to: draft.to,
  ...(draft.memberId ? { memberId: draft.memberId } : {}),
  category: TEMPLATE_CATEGORY[draft.template],
  status: 'pending' as const,
  attempts: 0,
  dueAt: draft.dueAt ?? new Date().toISOString(),
});

/**
 * The outbox item of a mail, as a write to put in the SAME transaction as
 * the change that causes it: the change failing writes no mail. The outbox
 * consumer (mail/deliver.ts) sends it. This is all a route imports of mail:
 * no React, no SES client.
 */
export function outboxWrite<N extends string = 'mail'>(draft: OutboxDraft, name = 'mail' as N): NamedWrite<N> {
  return {
    name,
    write: mailData()
      .outbox.build(PutTransaction)
      .item(outboxItem(draft))
      .options({ condition: { attr: 'id', exists: false } }),
  };
}

/**
 * Queues a mail under a deterministic id, written only where absent: a job
 * run twice, two overlapping runs or an expansion retried queue it once.
 * True when this call queued it.
 */
export async function queueOnce(draft: OutboxDraft & { id: string }): Promise<boolean> {
  try {
    await mailData().outbox.build(PutItemCommand).item(outboxItem(draft)).options({ condition: { attr: 'id', exists: false } }).send();
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
