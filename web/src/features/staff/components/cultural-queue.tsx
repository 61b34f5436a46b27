import type { StaffCulturalRequest } from '@club/shared';
import { lazy, Suspense, useState } from 'react';
import { PersonChip } from '../../../components/people';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useStaffCulturalRequests } from '../api/list-staff-cultural-requests';
import { CULTURAL_FILTER, statusFrom } from '../labels';
import { OpenButton, QueueTable, type Column } from './queue-table';
import { QueueSection } from './queue-section';
import { StatusFilter } from './status-filter';
import { labelOf, preview, timeAgo } from '@club/shared';

const CulturalDetailDialog = lazy(() => import('./cultural-detail-dialog').then(({ CulturalDetailDialog }) => ({ default: CulturalDetailDialog })));

/**
 * Cultural requests waiting for an answer (or answered), newest first. The
 * API has no single-request read for staff, so the dialog shows the row it
 * was opened from (held here, not in the URL).
 */
export function CulturalQueue() {
  const [params, update] = useSearchParamState();
  const status = statusFrom(CULTURAL_FILTER, params.get('status'));
  const requests = useStaffCulturalRequests(status);
  const [opened, setOpened] = useState<StaffCulturalRequest | null>(null);
  const columns: Column<StaffCulturalRequest>[] = [
    { label: 'Request', cell: (r) => <OpenButton label={labelOf(r.type)} onOpen={() => setOpened(r)} /> },
    { label: 'Asked', cell: (r) => preview(r.request, 80) },
    { label: 'Member', cell: (r) => (r.requester ? <PersonChip person={r.requester} size="compact" /> : 'Member') },
    { label: 'Urgency', cell: (r) => labelOf(r.urgency) },
    { label: 'Status', cell: (r) => (r.isResolved ? 'Resolved' : 'Pending') },
    { label: 'Submitted', cell: (r) => timeAgo(r.createdAt) },
  ];
  return (
    <QueueSection
      title="Cultural requests"
      filters={
        <StatusFilter
          options={CULTURAL_FILTER.options}
          value={status}
          onChange={(next) => update({ status: next === CULTURAL_FILTER.fallback ? null : next })}
        />
      }
    >
      <PagedListView
        list={requests}
        items={requests.items}
        skeletons={4}
        label="Loading cultural requests"
        empty={<EmptyState title={`No ${status} cultural requests`} />}
        render={(rows) => <QueueTable caption={`Cultural requests: ${status}`} columns={columns} rows={rows} />}
      />
      {opened ? (
        <Suspense fallback={null}>
          <CulturalDetailDialog request={opened} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </QueueSection>
  );
}
