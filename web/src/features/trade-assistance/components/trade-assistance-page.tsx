import { Badge } from '@aws-amplify/ui-react';
import { LogInPrompt } from '../../../components/ui/log-in-prompt';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { PageTabs, tabOf, type TabDef } from '../../../components/ui/page-tabs';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useUser } from '../../auth';
import { useMyTradeRequests } from '../api/trade-assistance-api';
import '../trade-assistance.css';
import { Compliance } from './compliance';
import { DutyCalculator } from './duty-calculator';
import { HsCodeHelper } from './hs-code-helper';
import { MyRequests } from './my-requests';

type TradeTab = 'calculator' | 'hs' | 'compliance' | 'requests';

/** The My Requests tab's count badge. */
function RequestsTabLabel() {
  const requests = useMyTradeRequests();
  const count = requests.items.length;
  return (
    <>
      My Requests{' '}
      {requests.isPending ? null : (
        <Badge size="small" aria-label={`${count}${requests.hasNextPage ? '+' : ''} requests`} data-testid="requests-count">
          {count}
          {requests.hasNextPage ? '+' : ''}
        </Badge>
      )}
    </>
  );
}

const TABS: TabDef<TradeTab>[] = [
  { id: 'calculator', label: 'Duty Calculator' },
  { id: 'hs', label: 'HS Code Helper' },
  { id: 'compliance', label: 'Compliance' },
  { id: 'requests', label: <RequestsTabLabel /> },
];

/**
 * Cross-Border Trade Assistance (spec 2 §2.2). The URL says what is shown:
 * `tab` (hs, compliance, requests; the Duty Calculator when absent) and `hs`
 * (the code Use Code put into the calculator).
 */
export function TradeAssistancePage() {
  const user = useUser();
  const [params, update] = useSearchParamState();
  const tab = tabOf(TABS, params.get('tab'));
  if (user.data === null) {
    return <LogInPrompt what="Trade Assistance" />;
  }
  return (
    <div className="page trade-page">
      <PageHeader title={paths.tradeAssistance.title} subtitle={paths.tradeAssistance.subtitle} />
      <PageTabs name="Trade Assistance" idPrefix="trade" tabs={TABS} current={tab} onSelect={(id) => update({ tab: id === 'calculator' ? null : id })}>
        {tab === 'calculator' ? <DutyCalculator hsCode={params.get('hs') ?? undefined} /> : null}
        {tab === 'hs' ? <HsCodeHelper onUseCode={(hsCode) => update({ tab: null, hs: hsCode })} /> : null}
        {tab === 'compliance' ? <Compliance /> : null}
        {tab === 'requests' ? <MyRequests /> : null}
      </PageTabs>
    </div>
  );
}
