import { Badge } from '@aws-amplify/ui-react';
import { lazy, Suspense } from 'react';
import { LogInPrompt } from '../../../components/ui/log-in-prompt';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { PageTabs, tabOf, type TabDef } from '../../../components/ui/page-tabs';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useUser } from '../../auth';
import { useMyTradeRequests } from '../api/trade-assistance-api';
import '../trade-assistance.css';
import { ListSkeleton } from '../../../components/ui/list-states';
import { DutyCalculator } from './duty-calculator';

// The calculator comes with the page; the other tabs load when opened.
const Compliance = lazy(() => import('./compliance').then(({ Compliance }) => ({ default: Compliance })));
const HsCodeHelper = lazy(() => import('./hs-code-helper').then(({ HsCodeHelper }) => ({ default: HsCodeHelper })));
const MyRequests = lazy(() => import('./my-requests').then(({ MyRequests }) => ({ default: MyRequests })));

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
 * Cross-Border Trade Assistance. The URL says what is shown:
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
        <Suspense fallback={<ListSkeleton count={3} />}>
          {tab === 'calculator' ? <DutyCalculator hsCode={params.get('hs') ?? undefined} /> : null}
          {tab === 'hs' ? <HsCodeHelper onUseCode={(hsCode) => update({ tab: null, hs: hsCode })} /> : null}
          {tab === 'compliance' ? <Compliance /> : null}
          {tab === 'requests' ? <MyRequests /> : null}
        </Suspense>
      </PageTabs>
    </div>
  );
}
