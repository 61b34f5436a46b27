import { randomUUID } from 'node:crypto';
import type { Member } from '@club/shared';
import type { Message, MessageReport } from '@club/shared/api/messages';
import { MESSAGE_LIMITS, type MessageReportReason } from '@club/shared/messages/constants';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { messagesData } from './data.js';
import { messagesOf, otherMemberOf } from './entities/message-keys.js';
import type { ThreadMessageItem } from './entities/thread-message.js';
import type { MessageReportItem } from './entities/message-report.js';
import { messageReportData } from './report-data.js';
import { queryPage } from '../../platform/db/pages.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { auditWrite, type Actor } from '../audit/index.js';
import { formerMember, personOf, readStoredMember, setMessagingSuspension } from '../members/index.js';
import { toReport } from './reports-reads.js';

export const THREAD_NOT_FOUND = 'Thread not found';
export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_CLOSED = 'Another staff member got there first: this report is closed';

/** A message as a report keeps it: what the thread showed, without the send key. */
const reportedMessage = ({ id, threadId, senderId, body, sentAt, editedAt, deleted, context }: ThreadMessageItem): Message => ({
  id,
  threadId,
  senderId,
  body,
  sentAt,
  ...(editedAt ? { editedAt } : {}),
  ...(deleted ? { deleted } : {}),
  ...(context ? { context } : {}),
});

/** The thread's last messages as they are now, oldest first (one Query, newest first, reversed): what a report copies. */
export async function lastMessages(threadId: string): Promise<Message[]> {
  const { items } = await queryPage(messagesData().messages, messagesOf(threadId), { limit: MESSAGE_LIMITS.reportedMessages });
  return items.map(reportedMessage).reverse();
}

/** The member's open report of the thread, if any. */
async function openReportOf(threadId: string, reporterId: string): Promise<string | undefined> {
  const { Item } = await messageReportData().openReportGuards.build(GetItemCommand).key({ threadId, reporterId }).options({ consistent: true }).send();
  return Item?.reportId;
}

/**
 * POST /api/messages/threads/{id}/report: only a member of the thread may
 * report it (anyone else gets the same 404 as for a thread that does not
 * exist). The report copies the thread's last messages and both members'
 * cards; it tells nobody but the staff queue (the reported member is not
 * told). A member's second report of a thread while the first is open
 * answers the first (`created` false): the guard item is written with the report only where
 * absent, so concurrent reports make one.
 */
export async function reportThread(
  member: Member,
  threadId: string,
  input: { reason: MessageReportReason; details?: string | undefined },
): Promise<{ reportId: string; created: boolean }> {
  const otherId = otherMemberOf(threadId, member.id);
  if (!otherId) throw new NotFoundError(THREAD_NOT_FOUND);
  const { participants } = messagesData();
  const [{ Item: side }, open] = await Promise.all([
    participants.build(GetItemCommand).key({ threadId, memberId: member.id }).send(),
    openReportOf(threadId, member.id),
  ]);
  if (!side) throw new NotFoundError(THREAD_NOT_FOUND);
  if (open) return { reportId: open, created: false };
  const [messages, other] = await Promise.all([lastMessages(threadId), readStoredMember(otherId)]);
  const reportId = randomUUID();
  const { messageReports, openReportGuards } = messageReportData();
  const written = await writeTransaction(
    [
      {
        name: 'report',
        write: messageReports.build(PutTransaction).item({
          id: reportId,
          threadId,
          reporterId: member.id,
          reportedId: otherId,
          reporter: personOf(member),
          reported: other ? personOf(other) : formerMember(otherId),
          reason: input.reason,
          ...(input.details ? { details: input.details } : {}),
          messages,
          status: 'open',
        }),
      },
      {
        name: 'guard',
        write: openReportGuards
          .build(PutTransaction)
          .item({ threadId, reporterId: member.id, reportId })
          .options({ condition: { attr: 'reportId', exists: false } }),
      },
    ],
    { guard: 'accept' },
  );
  if (written) return { reportId, created: true };
  // A concurrent report of the same member and thread landed first: answer it.
  return { reportId: (await openReportOf(threadId, member.id)) ?? reportId, created: false };
}

async function readReport(reportId: string): Promise<MessageReportItem> {
  const { Item } = await messageReportData().messageReports.build(GetItemCommand).key({ id: reportId }).options({ consistent: true }).send();
  if (!Item) throw new NotFoundError(REPORT_NOT_FOUND);
  return Item;
}

/**
 * POST /api/staff/message-reports/{id}/resolve: closes an open report (409
 * once closed), frees its reporter to report the thread again, and with
 * `suspendSender` suspends the reported member from messaging, all in one
 * transaction with the audit entries. A reported member since erased is
 * not suspended: there is no one left to suspend.
 */
export async function resolveReport(actor: Actor, reportId: string, suspendSender: boolean): Promise<MessageReport> {
  const report = await readReport(reportId);
  if (report.status !== 'open') throw new ConflictError(REPORT_CLOSED);
  const reported = await readStoredMember(report.reportedId);
  const suspending = suspendSender && reported !== undefined;
  const closedAt = new Date().toISOString();
  const close = (conditional: boolean): NamedWrite[] => [
    {
      name: 'report',
      write: messageReportData()
        .messageReports.build(UpdateTransaction)
        .item({ id: reportId, status: 'closed', closedAt, closedBy: actor.member.id })
        .options(conditional ? { condition: { attr: 'status', eq: 'open' } } : {}),
    },
    {
      name: 'guard',
      write: messageReportData().openReportGuards.build(DeleteTransaction).key({ threadId: report.threadId, reporterId: report.reporterId }),
    },
    auditWrite(actor, {
      action: suspending ? 'message_report.close_and_suspend' : 'message_report.close',
      targetType: 'message_report',
      targetId: reportId,
      before: { status: 'open' },
      after: { status: 'closed', ...(suspending ? { suspendedMemberId: report.reportedId } : {}) },
    }),
  ];
  let suspended = Boolean(reported?.messagingSuspendedAt);
  if (suspending) {
    // Unconditional close inside the member's transaction (its outcomes are the member's): the status was checked just above.
    const { messagingSuspendedAt } = await setMessagingSuspension(actor, report.reportedId, true, close(false));
    suspended = Boolean(messagingSuspendedAt);
  } else {
    await writeTransaction(close(true), { report: () => new ConflictError(REPORT_CLOSED) });
  }
  return toReport({ ...report, status: 'closed', closedAt, closedBy: actor.member.id }, suspended);
}

/** PUT /api/staff/members/{id}/messaging: suspends the member from sending messages, or lifts it (audited; 404 for no such member). */
export async function setMessagingSuspended(actor: Actor, memberId: string, suspended: boolean): Promise<{ memberId: string; suspended: boolean }> {
  const { messagingSuspendedAt } = await setMessagingSuspension(actor, memberId, suspended);
  return { memberId, suspended: Boolean(messagingSuspendedAt) };
}
