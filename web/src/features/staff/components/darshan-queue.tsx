import type { StaffDarshanPlan } from '@club/shared';
import { lazy, Suspense } from 'react';
import { PersonChip } from '../../../components/people';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useStaffDarshanPlans } from '../api/list-staff-darshan-plans';
import { DARSHAN_FILTER, statusFrom } from '../labels';
import { OpenButton, QueueTable, type Column } from './queue-table';
import { QueueSection } from './queue-section';
import { StatusFilter } from './status-filter';
import { labelOf, timeAgo } from '@club/shared';

const DarshanDetailDialog = lazy(() => import('./darshan-detail-dialog').then(({ DarshanDetailDialog }) => ({ default: DarshanDetailDialog })));

/** Darshan plans of one status (submitted by default), newest first; `item` opens one. */
export function DarshanQueue() {
  const [params, update] = useSearchParamState();
  const status = statusFrom(DARSHAN_FILTER, params.get('status'));
  const plans = useStaffDarshanPlans(status);
  const openId = params.get('item');
  const columns: Column<StaffDarshanPlan>[] = [
    { label: 'Dates', cell: (p) => <OpenButton label={p.dateRange || 'Dates not given'} onOpen={() => update({ item: p.id })} /> },
    { label: 'Devotees', cell: (p) => p.pax },
    { label: 'Member', cell: (p) => (p.requester ? <PersonChip person={p.requester} size="compact" /> : 'Member') },
    { label: 'Status', cell: (p) => labelOf(p.status) },
    { label: 'Ticket', cell: (p) => p.ticketId ?? '—' },
    { label: 'Submitted', cell: (p) => timeAgo(p.submittedAt ?? p.createdAt) },
  ];
  const statusLabel = labelOf(status).toLowerCase();
  return (
    <QueueSection
      title="Darshan plans"
      filters={
        <StatusFilter
          options={DARSHAN_FILTER.options}
          value={status}
          onChange={(next) => update({ status: next === DARSHAN_FILTER.fallback ? null : next, item: null })}
        />
      }
    >
      <PagedListView
        list={plans}
        items={plans.items}
        skeletons={4}
        label="Loading darshan plans"
        empty={<EmptyState title={`No ${statusLabel} darshan plans`} />}
        render={(rows) => <QueueTable caption={`Darshan plans: ${statusLabel}`} columns={columns} rows={rows} />}
      />
      {openId ? (
        <Suspense fallback={null}>
          <DarshanDetailDialog planId={openId} onClose={() => update({ item: null })} />
        </Suspense>
      ) : null}
    </QueueSection>
  );
}
