import type { StaffCmRequest } from '@club/shared';
import { Button } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { PersonChip } from '../../../components/people';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useStaffCmRequests } from '../api/list-staff-cm-requests';
import { CM_FILTER, statusFrom } from '../labels';
import { OpenButton, QueueTable, type Column } from './queue-table';
import { QueueSection } from './queue-section';
import { StatusFilter } from './status-filter';
import { labelOf, timeAgo } from '@club/shared';

const CmDetailDialog = lazy(() => import('./cm-detail-dialog').then(({ CmDetailDialog }) => ({ default: CmDetailDialog })));
const PublishSlotDialog = lazy(() => import('./publish-slot-form').then(({ PublishSlotDialog }) => ({ default: PublishSlotDialog })));

/**
 * Meet The CM requests of one status (submitted by default), newest first,
 * and Publish slot. The API has no single-request read for staff, so the
 * dialog shows the row it was opened from, updated by each answer.
 */
export function CmQueue() {
  const [params, update] = useSearchParamState();
  const status = statusFrom(CM_FILTER, params.get('status'));
  const requests = useStaffCmRequests(status);
  const [opened, setOpened] = useState<StaffCmRequest | null>(null);
  const [publishing, setPublishing] = useState(false);
  const columns: Column<StaffCmRequest>[] = [
    { label: 'Subject', cell: (r) => <OpenButton label={r.subject || 'Untitled request'} onOpen={() => setOpened(r)} /> },
    { label: 'Member', cell: (r) => (r.requester ? <PersonChip person={r.requester} size="compact" /> : 'Member') },
    {
      label: 'Purpose',
      cell: (r) =>
        [r.purpose, r.sector]
          .filter(Boolean)
          .map((v) => labelOf(v!))
          .join(' · ') || '—',
    },
    { label: 'Preferred', cell: (r) => [r.preferredDate, r.duration ? `${r.duration} min` : undefined].filter(Boolean).join(' · ') || '—' },
    { label: 'Urgency', cell: (r) => (r.urgency ? labelOf(r.urgency) : '—') },
    { label: 'Submitted', cell: (r) => timeAgo(r.submittedAt ?? r.createdAt) },
  ];
  const statusLabel = labelOf(status).toLowerCase();
  return (
    <QueueSection
      title="Meet The CM requests"
      actions={
        <Button size="small" onClick={() => setPublishing(true)}>
          Publish slot
        </Button>
      }
      filters={<StatusFilter options={CM_FILTER.options} value={status} onChange={(next) => update({ status: next === CM_FILTER.fallback ? null : next })} />}
    >
      <PagedListView
        list={requests}
        items={requests.items}
        skeletons={4}
        label="Loading meeting requests"
        empty={<EmptyState title={`No ${statusLabel} meeting requests`} />}
        render={(rows) => <QueueTable caption={`Meet The CM requests: ${statusLabel}`} columns={columns} rows={rows} />}
      />
      <Suspense fallback={null}>
        {opened ? <CmDetailDialog request={opened} onClose={() => setOpened(null)} /> : null}
        {publishing ? <PublishSlotDialog onClose={() => setPublishing(false)} /> : null}
      </Suspense>
    </QueueSection>
  );
}
