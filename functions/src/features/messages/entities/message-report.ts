import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { string } from 'dynamodb-toolbox/schema/string';
import { MESSAGE_REPORT_REASONS } from '@club/shared/messages/constants';
import { clubTable } from '../../../platform/db/club-table.js';
import { personCard } from '../../../platform/db/entities/person-card.js';
import { TIMESTAMPS, creationKey, key, keyFollowing, linkedKey } from '../../../platform/db/keys.js';

export const REPORT_STATUSES = ['open', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Every report in one status, newest first (the staff console's queue). */
export const reportsInStatus = (status: ReportStatus) => ({ index: 'gsi1', partition: key('MESSAGE_REPORTS', status) }) as const;

/** The reports one member filed, newest first (their data export). */
export const reportsBy = (reporterId: string) => ({ index: 'gsi2', partition: key('MESSAGE_REPORTS_BY', reporterId) }) as const;

const schema = item({
  id: string().key(),
  threadId: string(),
  reporterId: string(),
  reportedId: string(),
  /** Both members as they were when reported, so the queue names them without a member read (erasure turns either into "Former member"). */
  reporter: personCard(),
  reported: personCard(),
  reason: string().enum(...MESSAGE_REPORT_REASONS),
  details: string().optional(),
  /**
   * The thread's last messages as they were when reported, oldest first: staff
   * read this copy and nothing else of anyone's messages.
   */
  messages: list(
    map({
      id: string(),
      threadId: string(),
      senderId: string(),
      body: string(),
      sentAt: string(),
      editedAt: string().optional(),
      deleted: boolean().optional(),
      context: string().optional(),
    }),
  ).default(() => []),
  status: string()
    .enum(...REPORT_STATUSES)
    .default('open'),
  closedAt: string().optional(),
  closedBy: string().optional(),
  gsi1pk: keyFollowing('status', (report) => reportsInStatus(report.status as ReportStatus).partition),
  gsi1sk: creationKey(),
  gsi2pk: linkedKey((report) => reportsBy(report.reporterId as string).partition),
  gsi2sk: creationKey(),
});

/** A member's report of a thread: a copy of its last messages for staff, who close it (and may suspend the reported member from messaging). */
export const messageReportEntity = () =>
  new Entity({
    name: 'messageReport',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('MESSAGE_REPORT', id), sk: 'REPORT' }),
    timestamps: TIMESTAMPS,
  });

export type MessageReportEntity = ReturnType<typeof messageReportEntity>;
export type MessageReportItem = FormattedItem<MessageReportEntity>;

const guardSchema = item({
  threadId: string().key(),
  reporterId: string().key(),
  /** The reporter's open report of the thread. */
  reportId: string(),
});

/**
 * One per reporter and thread while their report is open: written with the
 * report only where absent, so a second report (or a retry) answers the
 * open one; removed when staff close it, so a later report is new.
 */
export const openReportGuardEntity = () =>
  new Entity({
    name: 'messageReportGuard',
    table: clubTable,
    schema: guardSchema,
    computeKey: ({ threadId, reporterId }) => ({ pk: key('MESSAGE_REPORT_GUARD', threadId, reporterId), sk: 'GUARD' }),
    timestamps: TIMESTAMPS,
  });
