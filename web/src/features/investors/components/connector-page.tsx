import { LogInPrompt } from '../../../components/ui/log-in-prompt';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useUser } from '../../auth';
import { useInvestorProfile } from '../api/get-investor-profile';
import { ConnectorOpportunities } from './connector-opportunities';
import { InvestorNetwork } from './investor-network';
import { MyIntroductions } from './my-introductions';
import type { ProfileState } from './opportunity-card';
import { PageTabs, tabOf, type TabDef } from '../../../components/ui/page-tabs';
import { Resources } from './resources';
import { SummaryTiles } from './summary-tiles';
import '../investors.css';

type Tab = 'opportunities' | 'network' | 'introductions' | 'resources';
const TABS: readonly TabDef<Tab>[] = [
  { id: 'opportunities', label: 'Investment Opportunities' },
  { id: 'network', label: 'Investor Network' },
  { id: 'introductions', label: 'My Introductions' },
  { id: 'resources', label: 'Resources' },
];
/** Each tab's filters, cleared when another tab is chosen. */
const NO_FILTERS = { stage: null, industry: null, band: null, type: null, focus: null };

/**
 * Investor-Startup Connector on the same data as Investor
 * Corner: real stat cards; `tab` in the URL (network, introductions,
 * resources; opportunities when absent) with each tab's filters.
 */
export function InvestorConnectorPage() {
  const user = useUser();
  const [params, update] = useSearchParamState();
  const tab = tabOf(TABS, params.get('tab'));
  const profile = useInvestorProfile(Boolean(user.data));
  const profileState: ProfileState = profile.isPending ? 'loading' : profile.data ? 'present' : 'none';
  const selectTab = (id: Tab) => update({ tab: id === 'opportunities' ? null : id, ...NO_FILTERS });

  if (user.data === null) {
    return <LogInPrompt what="the Investor-Startup Connector" />;
  }
  const memberId = user.data?.id ?? '';

  return (
    <div className="page">
      <PageHeader title={paths.investorStartupConnector.title} subtitle={paths.investorStartupConnector.subtitle} />
      <SummaryTiles label="Connector summary" />
      <PageTabs name="Investor-Startup Connector" idPrefix="connector" tabs={TABS} current={tab} onSelect={selectTab}>
        {tab === 'opportunities' ? <ConnectorOpportunities memberId={memberId} profile={profileState} /> : null}
        {tab === 'network' ? <InvestorNetwork memberId={memberId} /> : null}
        {tab === 'introductions' ? <MyIntroductions onBrowse={() => selectTab('network')} /> : null}
        {tab === 'resources' ? <Resources /> : null}
      </PageTabs>
    </div>
  );
}
