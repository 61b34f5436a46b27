import { OUTBOX_STATUSES, outboxInStatus, type OutboxMailItem } from '../platform/mail/entities/outbox-mail.js';
import { mailData } from '../features/mail/data.js';
import { queryAll } from '../platform/db/pages.js';
import { config } from '../platform/config.js';

/** Every outbox mail to `to`, whatever its status (another test's delivery run may have sent it), with its data parsed. */
export async function outboxFor(to: string): Promise<(OutboxMailItem & { props: Record<string, unknown> })[]> {
  const found = await Promise.all(OUTBOX_STATUSES.map((status) => queryAll(mailData().outbox, outboxInStatus(status), { filter: { attr: 'to', eq: to } })));
  return found.flat().map((item) => ({ ...item, props: JSON.parse(item.data) as Record<string, unknown> }));
}

/** The templates of the mails to `to`, sorted. */
export const templatesFor = async (to: string): Promise<string[]> => (await outboxFor(to)).map((item) => item.template).sort();

export interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { filename?: string; contentType: string; content: string }[];
}

/** The mail the local SES emulator received for `to`. */
export async function mailbox(to: string): Promise<StoredMail[]> {
  const answer = await fetch(`${config.sesEndpoint}/store`);
  const { emails } = (await answer.json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.includes(to));
}
