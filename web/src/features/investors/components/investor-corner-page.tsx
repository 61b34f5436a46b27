import { Button } from '@aws-amplify/ui-react';
import { lazy, Suspense } from 'react';
import { LogInPrompt } from '../../../components/ui/log-in-prompt';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useUser } from '../../auth';
import { DealRoomsSection } from '../../deal-rooms';
import { useInvestorProfile } from '../api/get-investor-profile';
import { DealFlow } from './deal-flow';
import { InvestorProfileTab } from './investor-profile-tab';
import { Matches } from './matches';
import { MyInvestments } from './my-investments';
import type { ProfileState } from './opportunity-card';
import { PageTabs, tabOf, type TabDef } from '../../../components/ui/page-tabs';
import { SummaryTiles } from './summary-tiles';
import '../investors.css';

// The form code (react-hook-form, the routes' schemas) loads when a dialog is first opened (docs/decisions.md).
const CreateOpportunityDialog = lazy(() => import('./opportunity-form').then(({ CreateOpportunityDialog }) => ({ default: CreateOpportunityDialog })));

type Tab = 'deals' | 'investments' | 'matches' | 'profile';
const TABS: readonly TabDef<Tab>[] = [
  { id: 'deals', label: 'Deal Flow' },
  { id: 'investments', label: 'My Investments' },
  { id: 'matches', label: 'Matches' },
  { id: 'profile', label: 'Investor Profile' },
];
/** Deal flow's filters, cleared when another tab is chosen. */
const NO_FILTERS = { stage: null, industry: null, min: null, max: null };

/**
 * Investor Corner. The URL says what is shown: `tab`
 * (investments, matches, profile; deal flow when absent), deal flow's filters,
 * `create=opportunity` (+ Add Opportunity) and `profile=edit` (Setup or Edit
 * Investor Profile).
 */
export function InvestorCornerPage() {
  const user = useUser();
  const [params, update] = useSearchParamState();
  const tab = tabOf(TABS, params.get('tab'));
  const signedIn = Boolean(user.data);
  const profile = useInvestorProfile(signedIn);
  const profileState: ProfileState = profile.isPending ? 'loading' : profile.data ? 'present' : 'none';
  const selectTab = (id: Tab) => update({ tab: id === 'deals' ? null : id, profile: null, ...NO_FILTERS });
  const openCreate = () => update({ create: 'opportunity' });
  const createOpen = params.get('create') === 'opportunity';
  const createMounted = useOpenedOnce(createOpen);

  if (user.data === null) {
    return <LogInPrompt what="Investor Corner" />;
  }
  const memberId = user.data?.id ?? '';

  return (
    <div className="page">
      <PageHeader title={paths.investors.title} subtitle={paths.investors.subtitle}>
        <Button variation="primary" onClick={openCreate}>
          + Add Opportunity
        </Button>
      </PageHeader>
      <SummaryTiles />
      <PageTabs name="Investor Corner" idPrefix="investors" tabs={TABS} current={tab} onSelect={selectTab}>
        {tab === 'deals' ? <DealFlow memberId={memberId} profile={profileState} onAdd={openCreate} /> : null}
        {tab === 'investments' ? (
          <>
            <MyInvestments onCreate={openCreate} />
            {/* The member's deal rooms and those shared with them sit under their own opportunities. */}
            <DealRoomsSection />
          </>
        ) : null}
        {tab === 'matches' ? <Matches onOpenProfile={() => selectTab('profile')} /> : null}
        {tab === 'profile' ? (
          <InvestorProfileTab
            memberId={memberId}
            editing={params.get('profile') === 'edit'}
            onEdit={() => update({ profile: 'edit' })}
            onClose={() => update({ profile: null })}
          />
        ) : null}
      </PageTabs>
      <Suspense fallback={null}>{createMounted ? <CreateOpportunityDialog open={createOpen} onClose={() => update({ create: null })} /> : null}</Suspense>
    </div>
  );
}
