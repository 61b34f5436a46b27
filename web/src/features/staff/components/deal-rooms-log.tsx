import { displayName, formatDuration, labelOf, type AccessLogEntry, type Deal } from '@club/shared';
import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { dealRoomUrl } from '../../../config/paths';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useStaffAccessLog } from '../api/list-staff-access-log';
import { useStaffDeals } from '../api/list-staff-deals';
import { dateTime, day } from '../labels';
import { OpenButton, QueueTable, type Column } from './queue-table';
import { QueueSection } from './queue-section';

const dealColumns = (onOpen: (deal: Deal) => void): Column<Deal>[] => [
  { label: 'Deal', cell: (deal) => <OpenButton label={deal.title} onOpen={() => onOpen(deal)} /> },
  { label: 'Founder', cell: (deal) => displayName(deal.founder, 'Member') },
  { label: 'Status', cell: (deal) => labelOf(deal.status) },
  { label: 'Files', cell: (deal) => deal.room?.fileCount ?? 0 },
  { label: 'Opened', cell: (deal) => <time dateTime={deal.createdAt}>{day(deal.createdAt)}</time> },
];

/** What one entry did: 'page 3 · 45 s'. */
const actionText = (entry: AccessLogEntry): string =>
  [entry.action === 'page' && entry.page ? `page ${entry.page}` : entry.action, entry.durationMs === undefined ? undefined : formatDuration(entry.durationMs)]
    .filter(Boolean)
    .join(' · ');

const LOG_COLUMNS: Column<AccessLogEntry>[] = [
  { label: 'Time', cell: (entry) => <time dateTime={entry.at}>{dateTime(entry.at)}</time> },
  { label: 'Member', cell: (entry) => `${displayName(entry.member, 'Member')} (${entry.member.id})` },
  { label: 'Action', cell: actionText },
  { label: 'File', cell: (entry) => `${entry.fileName} (v${entry.version})` },
  {
    label: 'Client',
    cell: (entry) => (
      <small className="staff-audit__client">
        {entry.client ?? '—'}
        {entry.network ? (
          <>
            <br />
            {entry.network}
          </>
        ) : null}
      </small>
    ),
  },
];

/** Admins: every deal newest first; a deal's access log (`item`) for abuse reports. */
export function DealRoomsLog() {
  const [params, update] = useSearchParamState();
  const dealId = params.get('item');
  const deals = useStaffDeals();
  if (dealId) return <AccessLog dealId={dealId} title={deals.items.find((deal) => deal.id === dealId)?.title} onBack={() => update({ item: null })} />;
  return (
    <QueueSection title="Deal rooms">
      <PagedListView
        list={deals}
        items={deals.items}
        skeletons={3}
        label="Loading deals"
        empty={<EmptyState title="No deals yet" />}
        render={(rows) => <QueueTable caption="Deal rooms" columns={dealColumns((deal) => update({ item: deal.id }))} rows={rows} />}
      />
    </QueueSection>
  );
}

function AccessLog({ dealId, title, onBack }: { dealId: string; title?: string; onBack: () => void }) {
  const log = useStaffAccessLog(dealId);
  const rows = log.items;
  return (
    <QueueSection
      title={`Access log${title ? ` of ${title}` : ''}`}
      actions={
        <>
          <Link to={dealRoomUrl(dealId)}>Open the room</Link>
          <Button size="small" onClick={onBack}>
            All deals
          </Button>
        </>
      }
    >
      <PagedListView
        list={log}
        items={rows}
        skeletons={3}
        label="Loading the access log"
        empty={<EmptyState title="No entries in this room’s log" />}
        render={(shown) => <QueueTable caption="Access log" columns={LOG_COLUMNS} rows={shown} />}
      />
    </QueueSection>
  );
}
