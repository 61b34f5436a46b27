import type { DataRequest, DataRequestKind } from '@club/shared';
import { Badge, SelectField } from '@aws-amplify/ui-react';
import { labelOf } from '@club/shared';
import { PersonChip } from '../../../components/people';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { oneOf, useSearchParamState } from '../../../lib/use-search-param-state';
import { useDataRequests } from '../api/list-data-requests';
import { DATA_REQUEST_FILTER, DATA_REQUEST_KIND_LABELS, dateTime, day, statusFrom } from '../labels';
import { QueueTable, type Column } from './queue-table';
import { QueueSection } from './queue-section';
import { StatusFilter } from './status-filter';

const DAY_MS = 86_400_000;
const KINDS = Object.keys(DATA_REQUEST_KIND_LABELS) as DataRequestKind[];

/** 'due today', '12 days left', or overdue by whole days begun ('1 day overdue' a minute after the due time). */
function dueText(dueAt: string, now = Date.now()): { text: string; overdue: boolean } {
  const ms = Date.parse(dueAt) - now;
  const plural = (n: number, what: string) => `${n} ${n === 1 ? 'day' : 'days'} ${what}`;
  if (ms < 0) return { text: plural(Math.ceil(-ms / DAY_MS), 'overdue'), overdue: true };
  const left = Math.floor(ms / DAY_MS);
  return { text: left === 0 ? 'due today' : plural(left, 'left'), overdue: false };
}

/** The due date, with the days left while the request is open; an overdue one stands out. */
function Due({ request }: { request: DataRequest }) {
  if (request.status !== 'open') return <time dateTime={request.dueAt}>{day(request.dueAt)}</time>;
  const { text, overdue } = dueText(request.dueAt);
  return (
    <span className={overdue ? 'staff-due staff-due--overdue' : 'staff-due'}>
      <time dateTime={request.dueAt}>{day(request.dueAt)}</time>{' '}
      {overdue ? (
        <Badge size="small" variation="error">
          {text}
        </Badge>
      ) : (
        <small>{text}</small>
      )}
    </span>
  );
}

/** The request's steps, folded: who did what and when. */
function History({ request }: { request: DataRequest }) {
  return (
    <details className="staff-history">
      <summary>History ({request.history.length})</summary>
      <ol className="staff-history__steps">
        {request.history.map((step, index) => (
          <li key={`${step.at}-${index}`}>
            <time dateTime={step.at}>{dateTime(step.at)}</time>: {labelOf(step.action)} by {step.by}
            {step.note ? ` (${step.note})` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}

const COLUMNS: Column<DataRequest>[] = [
  { label: 'Member', cell: (r) => <PersonChip person={r.member} size="compact" /> },
  { label: 'Kind', cell: (r) => DATA_REQUEST_KIND_LABELS[r.kind] },
  { label: 'Requested', cell: (r) => <time dateTime={r.requestedAt}>{day(r.requestedAt)}</time> },
  { label: 'Due', cell: (r) => <Due request={r} /> },
  { label: 'Status', cell: (r) => (r.completedAt ? `${labelOf(r.status)} ${day(r.completedAt)}` : labelOf(r.status)) },
  { label: 'History', cell: (r) => <History request={r} /> },
];

/** Staff: members' copies of their data and deletions, by status (open by default) and kind, soonest due first. */
export function DataRequestsQueue() {
  const [params, update] = useSearchParamState();
  const status = statusFrom(DATA_REQUEST_FILTER, params.get('status'));
  const kind = oneOf(KINDS, params.get('kind'));
  const requests = useDataRequests(status, kind);
  const statusLabel = labelOf(status).toLowerCase();
  return (
    <QueueSection
      title="Data requests"
      filters={
        <>
          <StatusFilter
            options={DATA_REQUEST_FILTER.options}
            value={status}
            onChange={(next) => update({ status: next === DATA_REQUEST_FILTER.fallback ? null : next })}
          />
          <SelectField label="Kind" value={kind ?? ''} onChange={(event) => update({ kind: event.target.value })} className="staff-filter">
            <option value="">All kinds</option>
            {KINDS.map((value) => (
              <option key={value} value={value}>
                {DATA_REQUEST_KIND_LABELS[value]}
              </option>
            ))}
          </SelectField>
        </>
      }
    >
      <PagedListView
        list={requests}
        items={requests.items}
        skeletons={3}
        label="Loading data requests"
        empty={<EmptyState title={`No ${statusLabel} data requests`} />}
        render={(rows) => <QueueTable caption={`Data requests: ${statusLabel}`} columns={COLUMNS} rows={rows} />}
      />
    </QueueSection>
  );
}
