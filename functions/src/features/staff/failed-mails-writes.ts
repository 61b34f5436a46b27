import type { FailedMail } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { outboxData } from '../../platform/mail/data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { auditWrite, type Actor } from '../audit/index.js';
import { toFailedMail } from './failed-mails.js';

// Apart from failed-mails.ts, so the route that lists failed mails bundles none of the write builders.

export const MAIL_NOT_FOUND = 'Mail not found';
export const MAIL_NOT_FAILED = 'Another staff member got there first: this mail is no longer failed';

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
