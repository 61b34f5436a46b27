import { AUDIT_TARGET_TYPES, type AuditEntry, type AuditTargetType, labelOf } from '@club/shared';
import { SelectField, TextField } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useAuditLog, type AuditFilter } from '../api/list-audit-log';
import { dateTime } from '../labels';
import { QueueTable, type Column } from './queue-table';
import { QueueSection } from './queue-section';

const ACTOR_DEBOUNCE_MS = 400;

/** The changed fields in one line: `{"verified":false}`; none shows a dash. */
const compact = (value: Record<string, unknown> | undefined): string => (value && Object.keys(value).length ? JSON.stringify(value) : '—');

const COLUMNS: Column<AuditEntry>[] = [
  { label: 'Time', cell: (e) => <time dateTime={e.createdAt}>{dateTime(e.createdAt)}</time> },
  { label: 'Actor', cell: (e) => e.actorName },
  { label: 'Action', cell: (e) => <code>{e.action}</code> },
  {
    label: 'Target',
    cell: (e) => (
      <>
        {labelOf(e.targetType)} <code className="staff-audit__id">{e.targetId}</code>
      </>
    ),
  },
  {
    label: 'Change',
    cell: (e) => (
      <code className="staff-audit__change">
        {compact(e.before)} → {compact(e.after)}
      </code>
    ),
  },
  {
    label: 'Client',
    cell: (e) => (
      <small className="staff-audit__client">
        {e.ipAddress}
        <br />
        {e.userAgent}
      </small>
    ),
  },
];

/** Admins: every staff and admin action, newest first, by target type (`type`) or actor id (`actor`). */
export function AuditLog() {
  const [params, update] = useSearchParamState();
  const typeParam = params.get('type');
  const targetType = AUDIT_TARGET_TYPES.find((t) => t === typeParam);
  const [actorText, setActorText] = useState(params.get('actor') ?? '');
  useEffect(() => {
    const timer = setTimeout(() => update({ actor: actorText.trim() }, { replace: true }), ACTOR_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [actorText, update]);
  const actorId = params.get('actor') ?? '';
  const filter: AuditFilter = { ...(targetType ? { targetType } : {}), ...(actorId ? { actorId } : {}) };
  const log = useAuditLog(filter);
  return (
    <QueueSection
      title="Audit log"
      filters={
        <>
          <SelectField
            label="Target type"
            value={targetType ?? ''}
            onChange={(event) => update({ type: event.target.value as AuditTargetType | '' })}
            className="staff-filter"
          >
            <option value="">All targets</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {labelOf(type)}
              </option>
            ))}
          </SelectField>
          <TextField label="Actor id" placeholder="A staff member’s id" value={actorText} onChange={(event) => setActorText(event.target.value)} />
        </>
      }
    >
      <PagedListView
        list={log}
        items={log.items}
        skeletons={5}
        label="Loading the audit log"
        empty={<EmptyState title="No audit entries" />}
        render={(rows) => <QueueTable caption="Audit log" columns={COLUMNS} rows={rows} />}
      />
    </QueueSection>
  );
}
