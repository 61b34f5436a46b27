import type { StaffTicket } from '@club/shared';
import { Badge } from '@aws-amplify/ui-react';
import { lazy, Suspense } from 'react';
import { PersonChip } from '../../../components/people';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useStaffTickets } from '../api/list-staff-tickets';
import { TICKET_FILTER, statusFrom } from '../labels';
import { OpenButton, QueueTable, type Column } from './queue-table';
import { QueueSection } from './queue-section';
import { StatusFilter } from './status-filter';
import { labelOf, timeAgo } from '@club/shared';

// The detail and its forms load when a ticket is first opened.
const TicketDetailDialog = lazy(() => import('./ticket-detail-dialog').then(({ TicketDetailDialog }) => ({ default: TicketDetailDialog })));

const PRIORITY_LOOK = { low: undefined, medium: 'info', high: 'warning', urgent: 'error' } as const;
const PRIORITY_RANK = { urgent: 0, high: 1, medium: 2, low: 3 } as const;

/**
 * Most urgent first, then newest: the API pages newest first (its status
 * index sorts by creation) and leaves priority to the screen, so the loaded
 * rows are ordered here.
 */
const byUrgency = (a: StaffTicket, b: StaffTicket) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || b.createdAt.localeCompare(a.createdAt);

/** Concierge tickets of one status (open by default), most urgent first; `item` opens one. */
export function TicketsQueue() {
  const [params, update] = useSearchParamState();
  const status = statusFrom(TICKET_FILTER, params.get('status'));
  const tickets = useStaffTickets(status);
  const openId = params.get('item');
  const columns: Column<StaffTicket>[] = [
    { label: 'Request', cell: (t) => <OpenButton label={t.title} onOpen={() => update({ item: t.id })} /> },
    { label: 'Member', cell: (t) => (t.requester ? <PersonChip person={t.requester} size="compact" /> : 'Member') },
    { label: 'Category', cell: (t) => labelOf(t.category) },
    {
      label: 'Priority',
      cell: (t) => (
        <Badge size="small" variation={PRIORITY_LOOK[t.priority]}>
          {labelOf(t.priority)}
        </Badge>
      ),
    },
    { label: 'Status', cell: (t) => labelOf(t.status) },
    { label: 'Raised', cell: (t) => timeAgo(t.createdAt) },
  ];
  const statusLabel = labelOf(status).toLowerCase();
  return (
    <QueueSection
      title="Concierge tickets"
      filters={
        <StatusFilter
          options={TICKET_FILTER.options}
          value={status}
          onChange={(next) => update({ status: next === TICKET_FILTER.fallback ? null : next, item: null })}
        />
      }
    >
      <PagedListView
        list={tickets}
        items={[...tickets.items].sort(byUrgency)}
        skeletons={4}
        label="Loading tickets"
        empty={<EmptyState title={`No ${statusLabel} tickets`} />}
        render={(rows) => <QueueTable caption={`Concierge tickets: ${statusLabel}`} columns={columns} rows={rows} />}
      />
      {openId ? (
        <Suspense fallback={null}>
          <TicketDetailDialog ticketId={openId} onClose={() => update({ item: null })} />
        </Suspense>
      ) : null}
    </QueueSection>
  );
}
