import { displayName, formatDuration, type AccessLogEntry, type Deal, type RoomAnalytics } from '@club/shared';
import { Heading } from '@aws-amplify/ui-react';
import { PersonChip } from '../../../components/people';
import { EmptyState, ListError, ListSkeleton, PagedListView } from '../../../components/ui/list-states';
import { useAccessLog } from '../api/list-access-log';
import { useRoomAnalytics } from '../api/get-room-analytics';
import { momentText } from '../labels';
import { StackedTable, type Column } from '../../../components/ui/stacked-table';

type MemberRow = RoomAnalytics['byMember'][number];
type FileRow = RoomAnalytics['byFile'][number];

const reading = <T extends MemberRow | FileRow>(): Column<T>[] => [
  { label: 'Opens', cell: (row) => row.opens },
  { label: 'Pages read', cell: (row) => row.pagesRead },
  { label: 'Total time', cell: (row) => formatDuration(row.totalMs) },
  { label: 'Downloads', cell: (row) => row.downloads },
  { label: 'Last visit', cell: (row) => <time dateTime={row.lastVisit}>{momentText(row.lastVisit)}</time> },
];

const BY_MEMBER: Column<MemberRow>[] = [
  { label: 'Investor', cell: (row) => <PersonChip person={row.member} size="compact" /> },
  { label: 'Files opened', cell: (row) => row.filesOpened },
  ...reading<MemberRow>(),
];

const BY_FILE: Column<FileRow>[] = [
  { label: 'File', cell: (row) => `${row.fileName} (v${row.version})` },
  { label: 'Viewers', cell: (row) => row.viewers },
  ...reading<FileRow>(),
];

const ACTION_TEXT: Record<AccessLogEntry['action'], string> = { view: 'Opened', page: 'Read page', download: 'Downloaded' };

/** What one log entry did: 'Read page 3 · 45 s'. */
export const logActionText = (entry: AccessLogEntry): string =>
  [
    entry.action === 'page' && entry.page ? `${ACTION_TEXT.page} ${entry.page}` : ACTION_TEXT[entry.action],
    entry.durationMs === undefined ? undefined : formatDuration(entry.durationMs),
  ]
    .filter(Boolean)
    .join(' · ');

export const LOG_COLUMNS: Column<AccessLogEntry>[] = [
  { label: 'Time', cell: (entry) => <time dateTime={entry.at}>{momentText(entry.at)}</time> },
  { label: 'Member', cell: (entry) => displayName(entry.member, 'Member') },
  { label: 'Action', cell: logActionText },
  { label: 'File', cell: (entry) => `${entry.fileName} (v${entry.version})` },
  { label: 'Device', cell: (entry) => <small className="room-log__client">{entry.client ?? '—'}</small> },
];

/** The founder's analytics: by investor, by file, then the access log a page at a time. */
export function AnalyticsTab({ deal }: { deal: Deal }) {
  const analytics = useRoomAnalytics(deal.id);
  const log = useAccessLog(deal.id);
  return (
    <div className="deal-room__analytics">
      <section className="deal-section" aria-labelledby="analytics-heading">
        <Heading level={2} id="analytics-heading" className="deal-section__title">
          Who read what
        </Heading>
        {analytics.isPending ? (
          <ListSkeleton count={2} label="Loading the analytics" />
        ) : analytics.isError ? (
          <ListError onRetry={() => void analytics.refetch()} />
        ) : analytics.data.byMember.length === 0 ? (
          <EmptyState title="No visits yet">When investors you shared the room with open its files, their reading shows here.</EmptyState>
        ) : (
          <>
            <StackedTable caption="By investor" captionShown columns={BY_MEMBER} rows={analytics.data.byMember} rowKey={(row) => row.member.id} />
            <StackedTable caption="By file" captionShown columns={BY_FILE} rows={analytics.data.byFile} rowKey={(row) => row.fileId} />
          </>
        )}
      </section>
      <section className="deal-section" aria-labelledby="access-log-heading">
        <Heading level={2} id="access-log-heading" className="deal-section__title">
          Access log
        </Heading>
        <PagedListView
          list={log}
          items={log.items}
          skeletons={2}
          label="Loading the access log"
          empty={<EmptyState title="No entries yet" />}
          render={(rows) => <StackedTable caption="Access log" columns={LOG_COLUMNS} rows={rows} rowKey={(row) => row.id} />}
        />
      </section>
    </div>
  );
}
