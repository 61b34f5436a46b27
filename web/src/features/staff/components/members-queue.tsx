import type { StaffMember } from '@club/shared';
import { Badge, Flex, SearchField, SelectField } from '@aws-amplify/ui-react';
import { lazy, Suspense } from 'react';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { SearchResults, useSearchText, useStaffMembersSearch } from '../../search';
import { ROLE_LABELS, fullName } from '../labels';
import { OpenButton, QueueTable, type Column } from './queue-table';
import { QueueSection } from './queue-section';

const MemberDetailDialog = lazy(() => import('./member-detail-dialog').then(({ MemberDetailDialog }) => ({ default: MemberDetailDialog })));

/**
 * Every member (hidden and suspended included) from the staff search: by
 * name, company, title, e-mail or phone (`q`), verified or not (`verified`),
 * newest first without a text; `item` opens one.
 */
export function MembersQueue() {
  const [params, update] = useSearchParamState();
  const { text, setText, q, searchNow } = useSearchText();
  const verifiedParam = params.get('verified');
  const verified = verifiedParam === 'true' || verifiedParam === 'false' ? verifiedParam : undefined;
  const members = useStaffMembersSearch({ q, ...(verified ? { verified } : {}) });
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
            placeholder="Name, company, e-mail or phone..."
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
      <SearchResults
        search={members}
        noun={['member', 'members']}
        skeletons={5}
        emptyTitle={q ? `No members found for “${q}”` : 'No members found'}
        onDidYouMean={searchNow}
        render={(results) => <QueueTable caption="Members" columns={columns} rows={results.map((result) => result.member)} />}
      />
      {openId ? (
        <Suspense fallback={null}>
          <MemberDetailDialog memberId={openId} onClose={() => update({ item: null })} />
        </Suspense>
      ) : null}
    </QueueSection>
  );
}
