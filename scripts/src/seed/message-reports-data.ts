import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { getMany } from '@club/functions/platform/db/get-together';
import { memberData } from '@club/functions/features/members/data';
import { personOf } from '@club/functions/features/members/people';
import { threadIdOf } from '@club/functions/features/messages/entities/message-keys';
import { messageReportData } from '@club/functions/features/messages/report-data';
import { lastMessages } from '@club/functions/features/messages/reports';

/** The demo's one report, on a seeded thread, so the staff console's Message reports queue has something to review. */
const DEMO_REPORT = {
  id: 'demo-message-report-1',
  reporterId: 'demo-ramesh-reddy',
  reportedId: 'demo-srinivas-chowdary',
  reason: 'other' as const,
  details: 'A link to an outside file I did not ask for. Please check it is safe.',
  createdAt: '2026-11-25T12:00:00.000Z',
};

/**
 * An open report of a demo thread, copying its messages as a member's
 * report does. Run after the messages seed. A report already there (staff
 * may have closed it) is left as it is, so a second run writes nothing.
 */
export async function seedMessageReports(): Promise<{ reports: number }> {
  const { messageReports, openReportGuards } = messageReportData();
  const { id, reporterId, reportedId, createdAt, ...fields } = DEMO_REPORT;
  const threadId = threadIdOf(reporterId, reportedId);
  if (!threadId) return { reports: 0 };
  const { Item: existing } = await messageReports.build(GetItemCommand).key({ id }).send();
  if (existing) return { reports: 0 };
  const members = new Map((await getMany(memberData().members, [{ id: reporterId }, { id: reportedId }])).map((member) => [member.id, member]));
  const [reporter, reported] = [members.get(reporterId), members.get(reportedId)];
  const messages = await lastMessages(threadId);
  if (!reporter || !reported || !messages.length) return { reports: 0 };
  await messageReports
    .build(PutItemCommand)
    .item({
      id,
      threadId,
      reporterId,
      reportedId,
      reporter: personOf(reporter),
      reported: personOf(reported),
      ...fields,
      messages,
      status: 'open',
      createdAt,
      updatedAt: createdAt,
    })
    .send();
  await openReportGuards.build(PutItemCommand).item({ threadId, reporterId, reportId: id, createdAt, updatedAt: createdAt }).send();
  return { reports: 1 };
}
