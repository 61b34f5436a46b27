import { TRADE_REQUEST_TYPE_LABELS, type TradeRequestDetail, labelOf, timeAgo } from '@club/shared';
import { lazy, Suspense } from 'react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useTradeRequestQueue } from '../api/list-trade-request-queue';
import { TRADE_FILTER, statusFrom } from '../labels';
import { OpenButton, QueueTable, type Column } from './queue-table';
import { QueueSection } from './queue-section';
import { StatusFilter } from './status-filter';

const TradeDetailDialog = lazy(() => import('./trade-detail-dialog').then(({ TradeDetailDialog }) => ({ default: TradeDetailDialog })));

/** Trade assistance requests of one status (pending by default), oldest first; `item` opens one. */
export function TradeQueue() {
  const [params, update] = useSearchParamState();
  const status = statusFrom(TRADE_FILTER, params.get('status'));
  const requests = useTradeRequestQueue(status);
  const openId = params.get('item');
  const columns: Column<TradeRequestDetail>[] = [
    { label: 'Request', cell: (r) => <OpenButton label={TRADE_REQUEST_TYPE_LABELS[r.type]} onOpen={() => update({ item: r.id })} /> },
    { label: 'Member', cell: (r) => r.memberName ?? r.memberId },
    { label: 'Subject', cell: (r) => (r.hsCode ? `HS ${r.hsCode}` : (r.summary ?? r.requestDetails.productDescription ?? '—')) },
    { label: 'Status', cell: (r) => labelOf(r.status) },
    { label: 'Submitted', cell: (r) => timeAgo(r.createdAt) },
  ];
  const statusLabel = labelOf(status).toLowerCase();
  return (
    <QueueSection
      title="Trade assistance"
      filters={
        <StatusFilter
          options={TRADE_FILTER.options}
          value={status}
          onChange={(next) => update({ status: next === TRADE_FILTER.fallback ? null : next, item: null })}
        />
      }
    >
      <PagedListView
        list={requests}
        items={requests.items}
        skeletons={4}
        label="Loading trade requests"
        empty={<EmptyState title={`No ${statusLabel} trade requests`} />}
        render={(rows) => <QueueTable caption={`Trade requests: ${statusLabel}`} columns={columns} rows={rows} />}
      />
      {openId ? (
        <Suspense fallback={null}>
          <TradeDetailDialog requestId={openId} onClose={() => update({ item: null })} />
        </Suspense>
      ) : null}
    </QueueSection>
  );
}
