import type { FailedMail } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { outboxData } from '../../platform/mail/data.js';
import { outboxInStatus, type OutboxMailItem } from '../../platform/mail/entities/outbox-mail.js';
import { queryPage } from '../../platform/db/pages.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { auditWrite, type Actor } from '../audit/index.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

export const MAIL_NOT_FOUND = 'Mail not found';
export const MAIL_NOT_FAILED = 'Another staff member got there first: this mail is no longer failed';

const toFailedMail = (mail: OutboxMailItem): FailedMail => ({
  id: mail.id,
  to: mail.to,
  template: mail.template,
  category: mail.category,
  ...(mail.memberId ? { memberId: mail.memberId } : {}),
  status: mail.status === 'pending' ? 'pending' : 'failed',
  attempts: mail.attempts,
  ...(mail.lastError ? { lastError: mail.lastError } : {}),
  createdAt: mail.createdAt,
  failedAt: mail.updatedAt,
});

/** The outbox's failed mails, most recently failed first: one Query of the status index (OUTBOX#failed). */
export async function listFailedMails({ limit, cursor }: PageRequest): Promise<Page<FailedMail>> {
  const page = await readPage(cursor, () => queryPage(outboxData().outbox, outboxInStatus('failed'), { limit, cursor }));
  return { items: page.items.map(toFailedMail), cursor: page.cursor };
}

/**
 * Puts a failed mail back in the outbox, due now with its attempts starting
 * over, conditioned on it still being failed (a colleague's retry first →
 * 409), audited in the same transaction. The consumer then sends it as any
 * other, checking suppression and preferences again.
 */
export async function retryFailedMail(actor: Actor, mailId: string): Promise<FailedMail> {
  const { outbox } = outboxData();
  const { Item: mail } = await outbox.build(GetItemCommand).key({ id: mailId }).options({ consistent: true }).send();
  if (!mail) throw new NotFoundError(MAIL_NOT_FOUND);
  if (mail.status !== 'failed') throw new ConflictError(MAIL_NOT_FAILED);
  const dueAt = new Date().toISOString();
  await writeTransaction(
    [
      {
        name: 'mail' as const,
        write: outbox
          .build(UpdateTransaction)
          .item({ id: mailId, status: 'pending', attempts: 0, dueAt })
          .options({ condition: { attr: 'status', eq: 'failed' } }),
      },
      auditWrite(actor, {
        action: 'mail.retry',
        targetType: 'outbox_mail',
        targetId: mailId,
        before: { status: 'failed', attempts: mail.attempts },
        after: { status: 'pending', attempts: 0 },
      }),
    ],
    { mail: () => new ConflictError(MAIL_NOT_FAILED) },
  );
  return toFailedMail({ ...mail, status: 'pending', attempts: 0, dueAt, updatedAt: dueAt });
}
