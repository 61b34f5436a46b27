import type { FailedMail } from '@club/shared';
import { outboxData } from '../../platform/mail/data.js';
import { outboxInStatus, type OutboxMailItem } from '../../platform/mail/entities/outbox-mail.js';
import { queryPage } from '../../platform/db/pages.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

export const toFailedMail = (mail: OutboxMailItem): FailedMail => ({
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
