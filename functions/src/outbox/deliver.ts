import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { config } from '../platform/config.js';
import { mailData } from '../features/mail/data.js';
import { memberData } from '../features/members/data.js';
import { outboxDueKey, outboxInStatus, type OutboxMailItem } from '../platform/mail/entities/outbox-mail.js';
import { isConditionFailed } from '../platform/db/errors.js';
import { queryPage } from '../platform/db/pages.js';
import { countMetric } from '../platform/lib/metrics.js';
import { mailRoutes } from '@club/shared';
import { signUnsubscribeToken } from '../features/mail/index.js';
import { sendMail, unsubscribeHeaders } from '../platform/mail/send.js';
import type { MailTemplate } from '../platform/mail/mail-template.js';
import { mailTemplate } from './templates.js';

/** Sends tried before a mail is marked `failed` (staff see those). */
export const MAX_ATTEMPTS = 5;
/** How long a claim holds: a sender that died mid-send lets another run take the mail over after this. */
const CLAIM_MS = 5 * 60_000;
/** Wait before retry n (1-based): 1, 2, 4, 8 minutes... at most an hour. */
export const retryDelayMs = (attempt: number): number => Math.min(60_000 * 2 ** (attempt - 1), 3_600_000);

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();
/** How long a sent or skipped mail is kept (for support questions) before the table's TTL deletes it. */
export const SETTLED_KEEP_MS = 30 * 86_400_000;
const settledExpiry = (now: Date) => Math.floor((now.getTime() + SETTLED_KEEP_MS) / 1000);

/**
 * Why a mail must not go out: the address is suppressed, the member is gone
 * (erased) or suspended since it was queued, or turned its category off;
 * undefined to send. The reads run at once: one round.
 */
async function skipReason(mail: OutboxMailItem): Promise<string | undefined> {
  const { suppressed, preferences } = mailData();
  const none = Promise.resolve({ Item: undefined });
  const [{ Item: blocked }, prefs, recipient] = await Promise.all([
    suppressed.build(GetItemCommand).key({ address: mail.to.toLowerCase() }).send(),
    mail.memberId ? preferences.build(GetItemCommand).key({ memberId: mail.memberId }).send() : none,
    mail.memberId
      ? memberData()
          .members.build(GetItemCommand)
          .key({ id: mail.memberId })
          .options({ attributes: ['id', 'suspendedAt'] })
          .send()
      : none,
  ]);
  if (blocked) return 'suppressed';
  if (mail.memberId && !recipient.Item) return 'no-member';
  if (recipient.Item?.suspendedAt) return 'suspended';
  if (prefs.Item?.[mail.category] === false) return 'preference';
  return undefined;
}

/** A member's mail carries its category's signed unsubscribe links: the page (footer) and the one-click API (List-Unsubscribe). */
async function unsubscribeLinks(mail: OutboxMailItem): Promise<{ page: string; oneClick: string } | undefined> {
  if (!mail.memberId) return undefined;
  const token = encodeURIComponent(await signUnsubscribeToken(mail.memberId, mail.category));
  return { page: `${config.siteUrl}/unsubscribe?token=${token}`, oneClick: `${config.siteUrl}${mailRoutes.unsubscribeMail.path}?token=${token}` };
}

/**
 * Takes the mail for this run: a conditional update from the status and due
 * time read to `sending` with a claim that lapses, one attempt more. Of two
 * overlapping runs only one wins; the outbox id is the idempotency key.
 */
async function claim(mail: OutboxMailItem, now: Date): Promise<OutboxMailItem | undefined> {
  const dueAt = later(now, CLAIM_MS);
  try {
    await mailData()
      .outbox.build(UpdateItemCommand)
      .item({ id: mail.id, status: 'sending', dueAt, attempts: $add(1) })
      .options({
        condition: {
          and: [
            { attr: 'status', eq: mail.status },
            { attr: 'dueAt', eq: mail.dueAt },
          ],
        },
      })
      .send();
    return { ...mail, status: 'sending', dueAt, attempts: mail.attempts + 1 };
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

/** Moves a claimed mail on, only while the claim is still this run's (a lapsed claim taken over is left to its new owner). */
async function settle(mail: OutboxMailItem, change: Partial<OutboxMailItem> & Pick<OutboxMailItem, 'status' | 'dueAt'>): Promise<void> {
  try {
    await mailData()
      .outbox.build(UpdateItemCommand)
      .item({ id: mail.id, ...change } as never)
      .options({
        condition: {
          and: [
            { attr: 'status', eq: 'sending' },
            { attr: 'dueAt', eq: mail.dueAt },
          ],
        },
      })
      .send();
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/**
 * The stored mail's template and its data as the template's schema parses
 * it; or why it cannot be sent as stored (an unknown template, data that is
 * not JSON or does not match), which no retry would change.
 */
function readMail(mail: OutboxMailItem): { template: MailTemplate<unknown>; data: unknown } | { problem: string } {
  const template = mailTemplate(mail.template);
  if (!template) return { problem: `Unknown mail template ${mail.template}` };
  let stored: unknown;
  try {
    stored = JSON.parse(mail.data);
  } catch {
    return { problem: `Invalid ${mail.template} data: not JSON` };
  }
  const parsed = template.schema.safeParse(stored);
  if (parsed.success) return { template, data: parsed.data };
  const issues = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(data)'}: ${issue.message}`);
  return { problem: `Invalid ${mail.template} data: ${issues.join('; ')}` };
}

/** One claimed mail: failed when it cannot be read, else skipped, sent, or put back for a retry (failed after MAX_ATTEMPTS). */
async function deliverOne(mail: OutboxMailItem, now: Date): Promise<keyof DeliveryResult> {
  const read = readMail(mail);
  if ('problem' in read) {
    // Never sent and never retried: staff see it in the failed list with the reason.
    await settle(mail, { status: 'failed', dueAt: mail.dueAt, lastError: read.problem.slice(0, 500) });
    countMetric('MailsFailed');
    return 'failed';
  }
  const { template, data } = read;
  // A fan-out item has no address of its own: its recipients' mails are checked one by one when they are sent.
  const skipped = 'expand' in template ? undefined : await skipReason(mail);
  if (skipped) {
    await settle(mail, { status: 'skipped', dueAt: mail.dueAt, skippedReason: skipped, expiresAt: settledExpiry(now) });
    return 'skipped';
  }
  try {
    if ('expand' in template) {
      // Queues one mail per recipient (each once, however often this runs); they go out as ordinary outbox mails.
      await template.expand(data, mail);
      await settle(mail, { status: 'sent', dueAt: mail.dueAt, sentAt: new Date().toISOString() });
      return 'sent';
    }
    const links = await unsubscribeLinks(mail);
    const rendered = await template.render(data, { siteUrl: config.siteUrl, unsubscribeUrl: links?.page });
    const messageId = await sendMail({
      to: mail.to,
      ...rendered,
      headers: { 'X-Club-Mail-Id': mail.id, ...(links ? unsubscribeHeaders(links.oneClick) : {}) },
    });
    // Counted once SES has it, whatever the settle below finds: the mail is out.
    countMetric('MailsSent');
    await settle(mail, { status: 'sent', dueAt: mail.dueAt, messageId, sentAt: new Date().toISOString(), expiresAt: settledExpiry(now) });
    return 'sent';
  } catch (error) {
    const lastError = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
    const failed = mail.attempts >= MAX_ATTEMPTS;
    await settle(mail, { status: failed ? 'failed' : 'pending', dueAt: failed ? mail.dueAt : later(now, retryDelayMs(mail.attempts)), lastError });
    if (failed) countMetric('MailsFailed');
    return failed ? 'failed' : 'retrying';
  }
}

/**
 * The outbox consumer: every mail due by `now` (pending, or claimed by a run
 * whose claim lapsed), up to `limit` a status, each claimed, checked against
 * the suppression list and the member's preferences, its data checked
 * against its template's schema, rendered and sent.
 * Locally the `mail-outbox` schedule runs it every minute; in the cloud a
 * DynamoDB Streams consumer runs it on each new outbox item.
 */
export async function deliverOutbox(options: { now?: Date; limit?: number } = {}): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const { outbox } = mailData();
  const upTo = outboxDueKey(now.toISOString(), '\uffff');
  for (const status of ['pending', 'sending'] as const) {
    const { items } = await queryPage(outbox, { ...outboxInStatus(status), range: { lte: upTo } }, { limit: options.limit ?? 50, ascending: true });
    for (const item of items) {
      const claimed = await claim(item, now);
      if (claimed) result[await deliverOne(claimed, now)] += 1;
    }
  }
  return result;
}
