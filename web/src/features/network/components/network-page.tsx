import { NETWORK_TABS, type NetworkTab, type PathMember } from '@club/shared';
import { lazy, Suspense, useState } from 'react';
import { LogInPrompt } from '../../../components/ui/log-in-prompt';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { PageTabs } from '../../../components/ui/page-tabs';
import { oneOf, useSearchParamState } from '../../../lib/use-search-param-state';
import { useUser } from '../../auth';
import { useNetworkStats } from '../api/get-network-stats';
import { useConnections } from '../api/list-connections';
import { useSecondDegree } from '../api/list-second-degree';
import { ConnectDialog } from './connect-button';
import { MyNetwork, SecondDegree, ThirdDegree, introducerOf, type RequestIntro } from './connection-lists';
import { GraphTab } from './graph-tab';
import { Introductions } from './introductions';
import { NudgeStrip } from './nudge-strip';
import { Requests } from './requests';
import { StatCards } from './stat-cards';
import { TravelPlans } from './travel-plans';
import '../network.css';

// The Request Introduction form loads when first opened.
const IntroDialog = lazy(() => import('./intro-dialog').then(({ IntroDialog }) => ({ default: IntroDialog })));

const LABELS: Record<NetworkTab, string> = {
  network: 'My Network',
  'second-degree': '2nd Degree',
  'third-degree': '3rd Degree',
  introductions: 'Introductions',
  graph: 'Graph',
  requests: 'Requests',
  travel: 'Travel Plans',
};

/**
 * My Andhra Graph. The URL says what is shown (the
 * same params the nudges' action URLs carry, `networkUrls` in the contract):
 * `tab` (My Network when absent), `intro=<target>&via=<introducer>` the
 * Request Introduction dialog, `connect=<member>` the Connect dialog,
 * `plan=<id>` a travel plan's overlaps, `introduction=<id>` one introduction.
 */
export function NetworkPage() {
  const user = useUser();
  const [params, update] = useSearchParamState();
  const tab: NetworkTab = oneOf(NETWORK_TABS, params.get('tab')) ?? 'network';
  const stats = useNetworkStats();
  // Names of the pair a card asked about, so the URL-driven dialog need not look them up.
  const [known, setKnown] = useState<{ target: PathMember; introducer: PathMember } | null>(null);
  const selectTab = (id: NetworkTab) => update({ tab: id === 'network' ? null : id, plan: null, introduction: null });
  const requestIntro: RequestIntro = (target, introducer) => {
    setKnown({ target, introducer });
    update({ intro: target.id, via: introducer.id });
  };

  if (user.data === null) {
    return <LogInPrompt what="your Network Graph" />;
  }

  const incoming = stats.data?.incomingRequests ?? 0;
  const introId = params.get('intro');
  const viaId = params.get('via');
  const connectId = params.get('connect');
  return (
    <div className="page network-page">
      <PageHeader title={paths.networkGraph.title} subtitle={paths.networkGraph.subtitle} />
      <NudgeStrip />
      <StatCards />
      <PageTabs
        name="Network"
        idPrefix="network"
        tabs={NETWORK_TABS.map((id) => ({ id, label: id === 'requests' && incoming > 0 ? `${LABELS[id]} (${incoming})` : LABELS[id] }))}
        current={tab}
        onSelect={selectTab}
      >
        {tab === 'network' ? <MyNetwork /> : null}
        {tab === 'second-degree' ? <SecondDegree onRequestIntro={requestIntro} /> : null}
        {tab === 'third-degree' ? <ThirdDegree onRequestIntro={requestIntro} /> : null}
        {tab === 'introductions' ? <Introductions onExplore={() => selectTab('second-degree')} focusId={params.get('introduction') ?? undefined} /> : null}
        {tab === 'graph' ? <GraphTab onRequestIntro={requestIntro} onShowLists={() => selectTab('network')} /> : null}
        {tab === 'requests' ? <Requests incomingCount={stats.data?.incomingRequests} /> : null}
        {tab === 'travel' ? <TravelPlans openPlanId={params.get('plan') ?? undefined} /> : null}
      </PageTabs>
      <Suspense fallback={null}>
        {introId && viaId ? (
          <IntroFromUrl
            targetId={introId}
            introducerId={viaId}
            known={known}
            onClose={() => {
              setKnown(null);
              update({ intro: null, via: null });
            }}
          />
        ) : null}
        {connectId ? <ConnectDialog memberId={connectId} onClose={() => update({ connect: null })} /> : null}
      </Suspense>
    </div>
  );
}

const someone = (id: string): PathMember => ({ id, firstName: 'this member', lastName: '' });

/**
 * The Request Introduction dialog opened by the URL (a 2nd degree card, the
 * 3rd degree path, or an introduction_suggestion nudge): names from the card
 * that asked, else from the 2nd degree and My Network lists.
 */
function IntroFromUrl({
  targetId,
  introducerId,
  known,
  onClose,
}: {
  targetId: string;
  introducerId: string;
  known: { target: PathMember; introducer: PathMember } | null;
  onClose: () => void;
}) {
  const second = useSecondDegree(!known);
  const connections = useConnections();
  const fromCard = known && known.target.id === targetId && known.introducer.id === introducerId ? known : null;
  const card = second.items.find((connection) => connection.toUser.id === targetId);
  const direct = connections.items.find((connection) => connection.toUser.id === introducerId)?.toUser;
  const target = fromCard?.target ?? (card ? card.toUser : someone(targetId));
  const cardIntroducer = card ? introducerOf(card) : undefined;
  const introducer = fromCard?.introducer ?? (cardIntroducer?.id === introducerId ? cardIntroducer : direct) ?? someone(introducerId);
  return <IntroDialog target={target} introducer={introducer} onClose={onClose} />;
}
