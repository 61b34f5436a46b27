import { BADGES, CHAPTERS, PREVIEW, SEARCH_FACETS, type Company, type DirectoryMember, type Highlights, labelOf, preview, displayName } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, SearchField, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState, ListSkeleton, PagedListView } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { ActionsCard, SideCard, Sidebar, StatList } from '../../../components/ui/side-card';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { PageTabs, tabOf, type TabDef } from '../../../components/ui/page-tabs';
import { oneOf, useSearchParamState, type SearchParamChanges } from '../../../lib/use-search-param-state';
import { useUser } from '../../auth';
import { useCompanies } from '../../companies';
import { MemberMini, useClubStats, useMembers } from '../../members';
import { FacetFilters, Highlighted, SearchResults, useMembersSearch, useSearchText, type FacetValueLabel, type MembersSearch } from '../../search';
import { ConnectButton } from '../../network';
import { MessageButton } from '../../messages';
import { listAllMembers } from '../api/list-all-members';
import { downloadText, membersCsv } from '../export-csv';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { ExternalLink } from '../../../components/ui/external-link';
import '../directory.css';

// The dialog carries a form (react-hook-form and the route's zod schema): fetched when first opened, not with the page.
const UpdateProfileDialog = lazy(() => import('../../profile').then(({ UpdateProfileDialog }) => ({ default: UpdateProfileDialog })));

const TABS: TabDef<'members' | 'companies'>[] = [
  { id: 'members', label: 'Members' },
  { id: 'companies', label: 'Companies' },
];

/** How the member facets' values read: a badge by its label, verified as a word (chapters and companies read as they are). */
const memberFacetLabel: FacetValueLabel = (facet, value) =>
  facet === 'badge' ? labelOf(value) : facet === 'verified' ? (value === 'true' ? 'Verified' : 'Not verified') : value;

/** The search and filters the address holds; a value outside the API's own (a chapter, a badge) is left out, so it shows every member. */
function memberSearchOf(params: URLSearchParams, q: string): MembersSearch {
  const badge = oneOf(BADGES, params.get('badge'));
  const chapter = oneOf(CHAPTERS, params.get('chapter'));
  const verified = oneOf(['true', 'false'] as const, params.get('verified'));
  const companyId = params.get('companyId');
  return { q, ...(badge ? { badge } : {}), ...(chapter ? { chapter } : {}), ...(verified ? { verified } : {}), ...(companyId ? { companyId } : {}) };
}

/**
 * Member Directory: Members and Companies tabs. The members' search answers
 * from the search service (every member, typos and Telugu included); its text
 * and facet filters (chapter, badge, verified, company) live in the address.
 */
export function DirectoryPage() {
  const [params, set] = useSearchParamState();
  const tab = tabOf(TABS, params.get('tab'));
  const { text, setText, q, searchNow } = useSearchText();
  const search = memberSearchOf(params, q);
  const [profileOpen, setProfileOpen] = useState(false);
  const profileMounted = useOpenedOnce(profileOpen);

  return (
    <div className="page">
      <PageHeader title={paths.directory.title} subtitle={paths.directory.subtitle} />
      <div className="with-sidebar">
        <div className="with-sidebar__main">
          <PageTabs
            name="Directory"
            idPrefix="directory"
            tabs={TABS}
            current={tab}
            onSelect={(id) => set({ tab: id === 'members' ? null : id })}
            beforePanel={
              <Flex gap="0.5rem" wrap="wrap" alignItems="flex-end" className="directory-filters">
                <SearchField
                  label="Search members"
                  placeholder="Search by name, company or title..."
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  onClear={() => setText('')}
                />
                <Button
                  onClick={() => {
                    setText('');
                    set({ q: null, badge: null, chapter: null, verified: null, companyId: null });
                  }}
                >
                  Clear Filters
                </Button>
              </Flex>
            }
          >
            {tab === 'members' ? <MemberList search={search} params={params} onFilter={set} onSearch={searchNow} /> : <CompanyList />}
          </PageTabs>
        </div>
        <DirectorySidebar search={search} onUpdateProfile={() => setProfileOpen(true)} />
      </div>
      <Suspense fallback={null}>{profileMounted ? <UpdateProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} /> : null}</Suspense>
    </div>
  );
}

function MemberCard({ member, highlights = {}, isMe }: { member: DirectoryMember; highlights?: Highlights; isMe: boolean }) {
  return (
    <Card variation="outlined" className="member-card">
      <img className="avatar avatar--large" src={member.profileImageUrl || '/placeholder-avatar.svg'} alt="" />
      <div className="member-card__body">
        <Text fontWeight="700">
          <Highlighted parts={highlights.name} fallback={displayName(member)} />{' '}
          {member.verified ? (
            <Badge size="small" variation="success">
              Verified
            </Badge>
          ) : null}
        </Text>
        {member.title ? (
          <Text className="member-card__title">
            <Highlighted parts={highlights.title} fallback={member.title} />
          </Text>
        ) : null}
        {member.company ? (
          <Text className="muted">
            <Highlighted parts={highlights.company} fallback={member.company.name} />
          </Text>
        ) : null}
        {member.reputationScore !== undefined ? (
          <Text className="muted" title="Reputation: 100 to start, more for verification, completed trades, jobs posted and concierge ratings">
            Reputation {member.reputationScore}
          </Text>
        ) : null}
        <Flex gap="0.25rem" wrap="wrap">
          {member.badges[0] ? (
            // Badges are labels members declare themselves until club staff confirm them.
            <Badge size="small" title={member.confirmedBadges.includes(member.badges[0]) ? 'Confirmed by the club' : 'Self-declared'}>
              {labelOf(member.badges[0])}
              {member.confirmedBadges.includes(member.badges[0]) ? ' ✓' : ''}
            </Badge>
          ) : null}
          {member.chapters[0] ? (
            <Badge size="small" variation="info">
              {member.chapters[0]}
            </Badge>
          ) : null}
        </Flex>
        <Flex gap="0.5rem" wrap="wrap" alignItems="center">
          {member.linkedinUrl ? <ExternalLink href={member.linkedinUrl}>LinkedIn</ExternalLink> : null}
          {isMe ? null : <ConnectButton memberId={member.id} name={displayName(member)} />}
          {/* The card does not know how the two stand: when they may not talk, the server's reason comes as a toast. */}
          {isMe ? null : <MessageButton memberId={member.id} name={displayName(member)} variation="link" />}
        </Flex>
      </div>
    </Card>
  );
}

function MemberList({
  search,
  params,
  onFilter,
  onSearch,
}: {
  search: MembersSearch;
  params: URLSearchParams;
  onFilter: (changes: SearchParamChanges) => void;
  onSearch: (q: string) => void;
}) {
  const members = useMembersSearch(search);
  const me = useUser().data?.id;
  return (
    <>
      <FacetFilters names={SEARCH_FACETS.members} facets={members.answer?.facets} selected={params} onChange={onFilter} valueLabel={memberFacetLabel} />
      <SearchResults
        search={members}
        noun={['member', 'members']}
        skeletons={8}
        emptyTitle={search.q ? `No members found for “${search.q}”` : 'No members found'}
        onDidYouMean={onSearch}
        render={(shown) => (
          <div className="card-grid card-grid--two">
            {shown.map(({ member, highlights }) => (
              <MemberCard key={member.id} member={member} highlights={highlights} isMe={member.id === me} />
            ))}
          </div>
        )}
      />
    </>
  );
}

function CompanyCard({ company }: { company: Company }) {
  return (
    <Card variation="outlined" className="company-card">
      <Heading level={3} className="company-card__title">
        {company.name}
      </Heading>
      <Text className="muted">{[company.industry, company.country, company.revenueBand].filter(Boolean).join(' · ')}</Text>
      {company.description ? <Text>{preview(company.description, PREVIEW.companyDescription)}</Text> : null}
      {company.certifications.length ? (
        <Flex gap="0.25rem" wrap="wrap">
          {company.certifications.map((c) => (
            <Badge key={c} size="small">
              {c}
            </Badge>
          ))}
        </Flex>
      ) : null}
    </Card>
  );
}

function CompanyList() {
  const companies = useCompanies();
  return (
    <PagedListView
      list={companies}
      items={companies.items}
      skeletons={6}
      label="Loading companies"
      empty={<EmptyState title="No companies found" />}
      render={(shown) => (
        <div className="card-grid card-grid--two">
          {shown.map((company) => (
            <CompanyCard key={company.id} company={company} />
          ))}
        </div>
      )}
    />
  );
}

function DirectorySidebar({ search, onUpdateProfile }: { search: MembersSearch; onUpdateProfile: () => void }) {
  const stats = useClubStats();
  const featured = useMembers({ verified: 'true', limit: 5 });
  const [exporting, setExporting] = useState(false);
  const chapters = Object.entries(stats.data?.chapters ?? {})
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
  const exportContacts = async () => {
    setExporting(true);
    try {
      const members = await listAllMembers(search);
      downloadText('club-members.csv', membersCsv(members));
      toast({ title: 'Contacts exported', description: `${members.length} members in club-members.csv`, variant: 'success', action: 'export-contacts' });
    } catch {
      toast({ title: 'Error', description: 'Failed to export contacts. Please try again.', variant: 'destructive', action: 'export-contacts' });
    } finally {
      setExporting(false);
    }
  };
  const invite = `mailto:?subject=${encodeURIComponent('Join me in the Telugu executives club')}&body=${encodeURIComponent(
    `I would like to introduce you to our members-only club for Telugu business leaders. Sign in with LinkedIn at ${window.location.origin}/`,
  )}`;
  return (
    <Sidebar label="Directory sidebar">
      <SideCard
        title="Network Statistics"
        stats={[
          ['Members', stats.data?.members ?? 0],
          ['Verified', stats.data?.verifiedMembers ?? 0],
          ['Companies', stats.data?.companies ?? 0],
          ['Countries', stats.data?.countries ?? 0],
        ]}
      />
      <SideCard title="Active Chapters">
        {chapters.length === 0 ? (
          <Text className="muted">No chapter members yet.</Text>
        ) : (
          <StatList rows={chapters.map(([name, count]) => [name, `${count} members`] as const)} />
        )}
      </SideCard>
      <SideCard title="Featured Members">
        {featured.isPending ? (
          <ListSkeleton count={2} />
        ) : featured.items.length === 0 ? (
          <Text className="muted">No featured members yet.</Text>
        ) : (
          <ul className="member-mini-list">
            {featured.items.map((m) => (
              <MemberMini key={m.id} member={m} />
            ))}
          </ul>
        )}
      </SideCard>
      <ActionsCard>
        <a className="amplify-button" href={invite}>
          Invite Member
        </a>
        <Button onClick={onUpdateProfile}>Update Profile</Button>
        <Button onClick={() => void exportContacts()} isLoading={exporting} loadingText="Exporting...">
          Export Contacts
        </Button>
      </ActionsCard>
    </Sidebar>
  );
}
