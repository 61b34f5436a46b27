import { displayName, INDUSTRY_LABELS, type Deal } from '@club/shared';
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PersonChip } from '../../../components/people';
import { MessageButton } from '../../messages';
import { ListError, ListSkeleton } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { PageTabs, tabOf, type TabDef } from '../../../components/ui/page-tabs';
import { paths } from '../../../config/paths';
import { hasStatus } from '../../../lib/api-client';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useDeal } from '../api/get-deal';
import { DealStatusBadge, STATUS_LABELS, StageBadge, calendarDayText } from '../badges';
import { PIPELINE_ORDER, dayText, money, todayInIndia } from '../labels';
import { DealDetails } from './deal-details';
import { DealTimeline } from './deal-timeline';
import { RequestAccess } from './request-access';
import { RoomFilesPanel } from './room-files-panel';
import '../deal-rooms.css';

// The founder's tools (the pipeline's moves, the forms with their schemas, sharing and analytics)
// load only for the founder, when shown: a grantee's room stays a small chunk.
const MoveControls = lazy(() => import('./move-controls').then(({ MoveControls }) => ({ default: MoveControls })));
const RoomSettingsForm = lazy(() => import('./room-settings-form').then(({ RoomSettingsForm }) => ({ default: RoomSettingsForm })));
const AccessTab = lazy(() => import('./access-tab').then(({ AccessTab }) => ({ default: AccessTab })));
const AnalyticsTab = lazy(() => import('./analytics-tab').then(({ AnalyticsTab }) => ({ default: AnalyticsTab })));

type Tab = 'overview' | 'files' | 'access' | 'analytics' | 'settings';
const MEMBER_TABS: readonly TabDef<Tab>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'files', label: 'Files' },
];
const FOUNDER_TABS: readonly TabDef<Tab>[] = [
  ...MEMBER_TABS,
  { id: 'access', label: 'Access' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'settings', label: 'Room settings' },
];

/** The deal room (/investors/deals/:dealId): the deal's header, then its room for the founder and grantees, or its summary and Request access. */
export function DealRoomPage() {
  const { dealId = '' } = useParams();
  const deal = useDeal(dealId);
  if (deal.isPending) {
    return (
      <div className="page">
        <PageHeader title={paths.dealRoom.title} subtitle={paths.dealRoom.subtitle} />
        <ListSkeleton count={2} label="Loading the deal room" />
      </div>
    );
  }
  if (deal.isError) {
    return (
      <div className="page">
        <PageHeader title={paths.dealRoom.title} subtitle={paths.dealRoom.subtitle} />
        {hasStatus(deal.error, 404) ? (
          <Card variation="outlined" role="alert">
            <Heading level={2}>Deal not found</Heading>
            <Text>
              This deal does not exist or was removed. <Link to={paths.investors.path}>Back to Investor Corner</Link>
            </Text>
          </Card>
        ) : (
          <ListError onRetry={() => void deal.refetch()} />
        )}
      </div>
    );
  }
  return <DealRoom deal={deal.data} />;
}

function DealRoom({ deal }: { deal: Deal }) {
  const [params, update] = useSearchParamState();
  const { role } = deal.myAccess;
  const founder = role === 'founder';
  // An admin reads the room's log in the staff console, never its files or details: like any member, they ask for access.
  const member = role === 'founder' || role === 'grantee';
  const tabs = founder ? FOUNDER_TABS : MEMBER_TABS;
  const tab = tabOf(tabs, params.get('tab'));
  return (
    <div className="page deal-room">
      <PageHeader title={deal.title} subtitle={deal.room?.name ?? paths.dealRoom.subtitle}>
        <DealHeader deal={deal} />
      </PageHeader>
      {member ? (
        <>
          <DealPipeline deal={deal}>
            {founder ? (
              <Suspense fallback={null}>
                <MoveControls deal={deal} />
              </Suspense>
            ) : null}
          </DealPipeline>
          <PageTabs name="Deal room" idPrefix="deal-room" tabs={tabs} current={tab} onSelect={(id) => update({ tab: id === 'overview' ? null : id })}>
            <Suspense fallback={<ListSkeleton count={2} />}>
              {tab === 'overview' ? (
                <div className="deal-room__overview">
                  <DealDetails deal={deal} />
                  <DealTimeline dealId={deal.id} />
                </div>
              ) : null}
              {tab === 'files' ? <RoomFilesPanel deal={deal} /> : null}
              {tab === 'access' ? <AccessTab deal={deal} /> : null}
              {tab === 'analytics' ? <AnalyticsTab deal={deal} /> : null}
              {tab === 'settings' ? <RoomSettingsForm deal={deal} /> : null}
            </Suspense>
          </PageTabs>
        </>
      ) : (
        <RequestAccess deal={deal} />
      )}
    </div>
  );
}

/** Stage and status, the founder, the raise's figures and, for a grantee, how long the access lasts. */
function DealHeader({ deal }: { deal: Deal }) {
  const figures = [
    deal.industry ? INDUSTRY_LABELS[deal.industry] : undefined,
    deal.raiseSizeTarget === undefined ? undefined : `Raising ${money(deal.raiseSizeTarget, deal.currency)}`,
    deal.valuation === undefined ? undefined : `Valuation ${money(deal.valuation, deal.currency)}`,
  ].filter(Boolean);
  return (
    <div className="deal-header">
      <Flex gap="0.35rem" wrap="wrap" alignItems="center">
        <StageBadge stage={deal.stage} />
        <DealStatusBadge status={deal.status} />
        {deal.room && !deal.room.isActive ? (
          <Text as="span" className="muted">
            Room closed
          </Text>
        ) : null}
      </Flex>
      {deal.myAccess.role === 'founder' && deal.room?.expiryDate ? (
        <Text className="muted">
          {deal.room.expiryDate < todayInIndia()
            ? `The room expired on ${calendarDayText(deal.room.expiryDate)}: only you can open it.`
            : `The room is open to those you share it with until ${calendarDayText(deal.room.expiryDate)}.`}
        </Text>
      ) : null}
      {figures.length ? <Text className="muted">{figures.join(' · ')}</Text> : null}
      <div className="deal-header__founder">
        <Text as="span" className="muted">
          Founder
        </Text>
        <PersonChip person={deal.founder} size="compact" />
        {/* A grantee or a matched investor talks to the founder; whether they may is the server's to say (a 403 explains). */}
        {deal.myAccess.role === 'founder' ? null : (
          <MessageButton memberId={deal.founder.id} name={displayName(deal.founder, 'the founder')} about={deal.room?.name} variation="link" />
        )}
      </div>
      {deal.myAccess.role === 'grantee' && deal.myAccess.expiresOn ? (
        <Text className="muted">
          Shared with you until {calendarDayText(deal.myAccess.expiresOn)}
          {deal.myAccess.canDownload ? ' · view and download' : ' · view only'}
        </Text>
      ) : null}
      <Link to={paths.investors.path} className="deal-header__back">
        ← Investor Corner
      </Link>
    </div>
  );
}

/** The pipeline as a stepper: done, current and next steps; `children` are the founder's moves. */
export function DealPipeline({ deal, children }: { deal: Deal; children?: ReactNode }) {
  const steps = deal.status === 'passed' ? [...PIPELINE_ORDER, 'passed' as const] : PIPELINE_ORDER;
  const reached = PIPELINE_ORDER.indexOf(deal.status);
  return (
    <section className="deal-pipeline" aria-labelledby="deal-pipeline-heading">
      <Heading level={2} id="deal-pipeline-heading" className="deal-pipeline__title">
        Pipeline
      </Heading>
      <ol className="deal-pipeline__steps">
        {steps.map((status, index) => {
          const current = status === deal.status;
          const state = current ? 'current' : reached >= 0 && index < reached ? 'done' : 'todo';
          return (
            <li
              key={status}
              className={`deal-step deal-step--${state}${status === 'passed' ? ' deal-step--passed' : ''}`}
              aria-current={current ? 'step' : undefined}
            >
              <span className="deal-step__mark" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="deal-step__label">
                {STATUS_LABELS[status]}
                {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
                {current ? <span className="visually-hidden"> (current)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <Text className="muted">Since {dayText(deal.statusChangedAt)}</Text>
      {children}
    </section>
  );
}
