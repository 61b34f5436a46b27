import type { CmContentItem } from '@club/shared';
import { Badge, Card, Heading, Placeholder, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { PageTabs, tabOf, type TabDef } from '../../../components/ui/page-tabs';
import { paths } from '../../../config/paths';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useCmDashboard } from '../api/get-cm-dashboard';
import { useMyCmRequests } from '../api/list-my-cm-requests';
import { dayText } from './cm-labels';
import { MyCmRequests } from './my-cm-requests';
import '../cm-office.css';

// The form (react-hook-form and the route's zod schema) loads when the Schedule Meeting tab first opens.
const MeetingForm = lazy(() => import('./meeting-form').then(({ MeetingForm }) => ({ default: MeetingForm })));

type Tab = 'dashboard' | 'schedule' | 'requests' | 'insights';
const TABS: TabDef<Tab>[] = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'schedule', label: 'Schedule Meeting' },
  { id: 'requests', label: 'My Requests' },
  { id: 'insights', label: 'Policy Insights' },
];
const NOTICE = 'Requests go through the club’s liaison office. Nothing here is an official appointment with the Chief Minister’s Office.';

/**
 * Meet The CM. The URL says what is shown: `tab` (schedule,
 * requests, insights; dashboard when absent) and `draft` (the draft the
 * Schedule Meeting form edits).
 */
export function MeetTheCmPage() {
  const [params, update] = useSearchParamState();
  const tab = tabOf(TABS, params.get('tab'));
  const dashboard = useCmDashboard();
  const requests = useMyCmRequests();
  const draftId = params.get('draft');
  const draft = draftId ? requests.items.find((r) => r.id === draftId && r.status === 'draft') : undefined;
  return (
    <div className="page">
      <PageHeader title={paths.meetTheCm.title} subtitle={paths.meetTheCm.subtitle} />
      <Text className="cm-notice" role="note">
        {dashboard.data?.notice ?? NOTICE}
      </Text>
      <StatCards dashboard={dashboard} />
      <PageTabs name="Meet The CM" idPrefix="cm" tabs={TABS} current={tab} onSelect={(id) => update({ tab: id === 'dashboard' ? null : id, draft: null })}>
        {tab === 'dashboard' ? (
          <DashboardData dashboard={dashboard}>
            {(data) => (
              <>
                <ContentSection title="Policy focus areas" items={data.focusAreas} />
                <ContentSection title="Policy updates" items={data.policyUpdates} />
              </>
            )}
          </DashboardData>
        ) : null}
        {tab === 'schedule' ? (
          draftId && requests.isPending ? (
            <Text className="muted">Loading your draft...</Text>
          ) : (
            <Suspense fallback={<Text className="muted">Loading the form...</Text>}>
              <MeetingForm key={draftId ?? 'new'} draft={draft} onDone={() => update({ tab: 'requests', draft: null })} />
            </Suspense>
          )
        ) : null}
        {tab === 'requests' ? <MyCmRequests list={requests} onEdit={(id) => update({ tab: 'schedule', draft: id })} /> : null}
        {tab === 'insights' ? (
          <DashboardData dashboard={dashboard}>
            {(data) => (
              <>
                <ContentSection title="Incentives" items={data.incentives} />
                <ContentSection title="Priority sectors" items={data.prioritySectors} />
                <ContentSection title="Success stories" items={data.successStories} />
              </>
            )}
          </DashboardData>
        ) : null}
      </PageTabs>
    </div>
  );
}

type DashboardQuery = ReturnType<typeof useCmDashboard>;

function DashboardData({ dashboard, children }: { dashboard: DashboardQuery; children: (data: NonNullable<DashboardQuery['data']>) => ReactNode }) {
  if (dashboard.isPending) return <Placeholder size="large" />;
  if (dashboard.isError || !dashboard.data) return <ListError onRetry={() => void dashboard.refetch()} />;
  return <>{children(dashboard.data)}</>;
}

/** Real counts from the dashboard, never placeholder figures. */
function StatCards({ dashboard }: { dashboard: DashboardQuery }) {
  const stats = dashboard.data?.stats;
  const cards: [string, number | undefined][] = [
    ['My requests', stats?.myRequests],
    ['Drafts', stats?.drafts],
    ['Awaiting decision', stats?.pending],
    ['Meetings scheduled', stats?.scheduled],
    ['Open slots (30 days)', stats?.openSlots],
  ];
  return (
    <dl className="stat-cards cm-stats" aria-label="Meet The CM summary">
      {cards.map(([label, value]) => (
        <Card key={label} variation="outlined" className="stat-card" data-testid="cm-stat">
          <dt>{label}</dt>
          <dd>{value === undefined ? dashboard.isError ? '—' : <Placeholder /> : value}</dd>
        </Card>
      ))}
    </dl>
  );
}

function ContentSection({ title, items }: { title: string; items: CmContentItem[] }) {
  const id = `cm-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="cm-section">
      <Heading level={2} id={id} className="section-title">
        {title}
      </Heading>
      {items.length ? (
        <div className="card-grid">
          {items.map((item) => (
            <Card key={item.id} variation="outlined" className="culture-card" as="article" data-testid={`cm-${item.kind}`}>
              <Heading level={3} className="culture-card__title">
                {item.title}
              </Heading>
              {item.highlight || item.date ? (
                <Text>
                  {item.highlight ? (
                    <Badge size="small" variation="info">
                      {item.highlight}
                    </Badge>
                  ) : null}
                  {item.date ? <span className="muted"> {dayText(item.date)}</span> : null}
                </Text>
              ) : null}
              <Text>{item.body}</Text>
            </Card>
          ))}
        </div>
      ) : (
        <Text className="muted">Nothing published yet.</Text>
      )}
    </section>
  );
}
