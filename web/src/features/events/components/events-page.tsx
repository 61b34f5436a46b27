import { Button, Card, Heading } from '@aws-amplify/ui-react';
import { lazy, Suspense, type KeyboardEvent } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { routeUrl } from '../../../lib/api-client';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useUser } from '../../auth';
import { UpcomingEvents } from './upcoming-events';

// The first tab comes with the screen; the others (QR tickets, the camera, the
// event form and its schemas) load when first shown, so /events stays light.
const MyRsvps = lazy(() => import('./my-rsvps').then(({ MyRsvps }) => ({ default: MyRsvps })));
const MyEvents = lazy(() => import('./my-events').then(({ MyEvents }) => ({ default: MyEvents })));
const CheckInPanel = lazy(() => import('./check-in-panel').then(({ CheckInPanel }) => ({ default: CheckInPanel })));
const CreateEventDialog = lazy(() => import('./event-form').then(({ CreateEventDialog }) => ({ default: CreateEventDialog })));

type Tab = 'upcoming' | 'rsvps' | 'mine' | 'checkin';
const TABS: { id: Tab; label: string }[] = [
  { id: 'upcoming', label: 'Upcoming Events' },
  { id: 'rsvps', label: 'My RSVPs' },
  { id: 'mine', label: 'My Events' },
  { id: 'checkin', label: 'QR Check-in' },
];
const isTab = (value: string | null): value is Tab => TABS.some(({ id }) => id === value);

/**
 * Community Events (spec 2 §2.3). The URL says what is shown: `tab`
 * (rsvps, mine, checkin; upcoming when absent), `create=event` (the create
 * dialog) and `event` (the event the check-in tab works for).
 */
export function EventsPage() {
  const user = useUser();
  const [params, update] = useSearchParamState();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'upcoming';
  const creating = params.get('create') === 'event';
  const createMounted = useOpenedOnce(creating);
  const selectTab = (id: Tab) => update({ tab: id === 'upcoming' ? null : id, event: null });
  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex(({ id }) => id === tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length]!;
    selectTab(next.id);
    document.getElementById(`events-tab-${next.id}`)?.focus();
  };

  if (user.data === null) {
    return (
      <div className="page">
        <Card variation="outlined" className="empty-state">
          <Heading level={1}>Please log in to access Events</Heading>
          <ButtonLink variation="primary" href={routeUrl('login')}>
            Log In
          </ButtonLink>
        </Card>
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeader title={paths.events.title} subtitle={paths.events.subtitle}>
        <Button variation="primary" onClick={() => update({ create: 'event' })}>
          + Create Event
        </Button>
      </PageHeader>
      <div role="tablist" aria-label="Events" className="tabs" onKeyDown={onTabKey}>
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            id={`events-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls="events-tabpanel"
            tabIndex={tab === id ? 0 : -1}
            className="tabs__tab"
            onClick={() => selectTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="events-tabpanel" aria-labelledby={`events-tab-${tab}`} className="tabs__panel">
        {tab === 'upcoming' ? <UpcomingEvents /> : null}
        <Suspense fallback={null}>
          {tab === 'rsvps' ? <MyRsvps /> : null}
          {tab === 'mine' ? <MyEvents onCheckIn={(eventId) => update({ tab: 'checkin', event: eventId })} /> : null}
          {tab === 'checkin' ? <CheckInPanel eventId={params.get('event') ?? undefined} /> : null}
        </Suspense>
      </div>
      {createMounted ? (
        <Suspense fallback={null}>
          <CreateEventDialog open={creating} onClose={() => update({ create: null })} />
        </Suspense>
      ) : null}
    </div>
  );
}
