import type { StaffMember } from '@club/shared';
import { Badge, Flex, SearchField, SelectField } from '@aws-amplify/ui-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useStaffMembers, type StaffMemberFilter } from '../api/list-staff-members';
import { ROLE_LABELS, fullName } from '../labels';
import { OpenButton, QueueTable, type Column } from './queue-table';
import { QueueSection } from './queue-section';

const MemberDetailDialog = lazy(() => import('./member-detail-dialog').then(({ MemberDetailDialog }) => ({ default: MemberDetailDialog })));

const SEARCH_DEBOUNCE_MS = 300;

/** Members by name or company (`q`), verified or not (`verified`), newest first; `item` opens one. */
export function MembersQueue() {
  const [params, update] = useSearchParamState();
  const [text, setText] = useState(params.get('q') ?? '');
  // The search goes to the URL once typing pauses, replacing the history entry (like the directory's).
  useEffect(() => {
    const timer = setTimeout(() => update({ q: text.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, update]);
  const q = params.get('q') ?? '';
  const verifiedParam = params.get('verified');
  const verified = verifiedParam === 'true' || verifiedParam === 'false' ? verifiedParam : undefined;
  const filter: StaffMemberFilter = { ...(q ? { q } : {}), ...(verified ? { verified } : {}) };
  const members = useStaffMembers(filter);
  const openId = params.get('item');
  const columns: Column<StaffMember>[] = [
    { label: 'Member', cell: (m) => <OpenButton label={fullName(m)} onOpen={() => update({ item: m.id })} /> },
    { label: 'Company', cell: (m) => m.companyName ?? '—' },
    { label: 'E-mail', cell: (m) => m.email },
    {
      label: 'Standing',
      cell: (m) => (
        <Flex gap="0.25rem" wrap="wrap">
          {m.role !== 'member' ? (
            <Badge size="small" variation="warning">
              {ROLE_LABELS[m.role]}
            </Badge>
          ) : null}
          {m.suspendedAt ? (
            <Badge size="small" variation="error">
              Suspended
            </Badge>
          ) : null}
          {m.verified ? (
            <Badge size="small" variation="success">
              Verified
            </Badge>
          ) : (
            <Badge size="small">Not verified</Badge>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <QueueSection
      title="Members"
      filters={
        <>
          <SearchField
            label="Search members"
            placeholder="Name or company..."
            value={text}
            onChange={(event) => setText(event.target.value)}
            onClear={() => setText('')}
          />
          <SelectField
            label="Verification"
            value={verified ?? ''}
            onChange={(event) => update({ verified: event.target.value, item: null })}
            className="staff-filter"
          >
            <option value="">All members</option>
            <option value="true">Verified</option>
            <option value="false">Not verified</option>
          </SelectField>
        </>
      }
    >
      <PagedListView
        list={members}
        items={members.items}
        skeletons={5}
        label="Loading members"
        empty={<EmptyState title="No members found" />}
        render={(rows) => <QueueTable caption="Members" columns={columns} rows={rows} />}
      />
      {openId ? (
        <Suspense fallback={null}>
          <MemberDetailDialog memberId={openId} onClose={() => update({ item: null })} />
        </Suspense>
      ) : null}
    </QueueSection>
  );
}
