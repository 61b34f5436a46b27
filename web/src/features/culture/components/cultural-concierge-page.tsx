import { CULTURAL_REQUEST_TYPES, type CulturalRequestType } from '@club/shared';
import { Heading } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { LogInPrompt } from '../../../components/ui/log-in-prompt';
import { PageHeader } from '../../../components/ui/page-header';
import { PageTabs, tabOf, type TabDef } from '../../../components/ui/page-tabs';
import { paths } from '../../../config/paths';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useUser } from '../../auth';
import { useMyCulturalRequests } from '../api/list-my-cultural-requests';
import { REQUEST_TYPE_HINTS, REQUEST_TYPE_LABELS } from '../labels';
import { FestivalBanner } from './festival-banner';
import { FestivalsTab } from './festivals-tab';
import { MyRequests } from './my-requests';
import { TemplesTab } from './temples-tab';
import '../culture.css';

// The request form (react-hook-form and the route's zod schema) loads when a card is first opened.
const RequestDialog = lazy(() => import('./request-dialog').then(({ RequestDialog }) => ({ default: RequestDialog })));

type Tab = 'assistant' | 'festivals' | 'temples' | 'requests';
const TABS: TabDef<Tab>[] = [
  { id: 'assistant', label: 'Cultural Assistant' },
  { id: 'festivals', label: 'Festivals' },
  { id: 'temples', label: 'Temples' },
  { id: 'requests', label: 'My Requests' },
];
const ICONS: Record<CulturalRequestType, string> = {
  translation: '🗣️',
  festival_info: '🪔',
  temple_timings: '🛕',
  cultural_etiquette: '🙏',
  food_recommendations: '🍛',
  local_customs: '🎎',
};
const isType = (value: string | null): value is CulturalRequestType => (CULTURAL_REQUEST_TYPES as readonly string[]).includes(value ?? '');

/**
 * Cultural Concierge. The URL says what is shown: `tab`
 * (festivals, temples, requests; the assistant when absent) and `ask` (the
 * request dialog of one card).
 */
export function CulturalConciergePage() {
  const user = useUser();
  const [params, update] = useSearchParamState();
  const tab = tabOf(TABS, params.get('tab'));
  const asked = params.get('ask');
  const asking = isType(asked) ? asked : null;
  const dialogMounted = useOpenedOnce(asking !== null);
  // The last card opened stays mounted (closing keeps its draft); another card gets its own form.
  const [lastType, setLastType] = useState<CulturalRequestType>('translation');
  if (asking && asking !== lastType) setLastType(asking);
  const requests = useMyCulturalRequests();

  if (user.data === null) {
    return <LogInPrompt what="the Cultural Concierge" />;
  }

  return (
    <div className="page">
      <PageHeader title={paths.culturalConcierge.title} subtitle={paths.culturalConcierge.subtitle} />
      <FestivalBanner />
      <PageTabs name="Cultural Concierge" idPrefix="culture" tabs={TABS} current={tab} onSelect={(id) => update({ tab: id === 'assistant' ? null : id })}>
        {tab === 'assistant' ? (
          <section aria-labelledby="assistant-heading" className="tabs__panel">
            <Heading level={2} id="assistant-heading" className="visually-hidden">
              Cultural Assistant
            </Heading>
            <div className="card-grid">
              {CULTURAL_REQUEST_TYPES.map((type) => (
                <button key={type} type="button" className="service-tile" onClick={() => update({ ask: type })} data-testid="assistant-card">
                  <span className="service-tile__icon" aria-hidden="true">
                    {ICONS[type]}
                  </span>
                  <span className="service-tile__name">{REQUEST_TYPE_LABELS[type]}</span>
                  <span className="muted">{REQUEST_TYPE_HINTS[type]}</span>
                </button>
              ))}
            </div>
          </section>
        ) : null}
        {tab === 'festivals' ? <FestivalsTab /> : null}
        {tab === 'temples' ? <TemplesTab /> : null}
        {tab === 'requests' ? <MyRequests list={requests} /> : null}
      </PageTabs>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <RequestDialog key={lastType} type={lastType} open={asking !== null} onClose={() => update({ ask: null })} />
        </Suspense>
      ) : null}
    </div>
  );
}
