import { Button } from '@aws-amplify/ui-react';
import { lazy, Suspense } from 'react';
import { LogInPrompt } from '../../../components/ui/log-in-prompt';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { PageTabs, tabOf, type TabDef } from '../../../components/ui/page-tabs';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useUser } from '../../auth';
import { UpcomingEvents } from './upcoming-events';
import '../events.css';

// The first tab comes with the screen; the others (QR tickets, the camera, the
// event form and its schemas) load when first shown, so /events stays light.
const MyRsvps = lazy(() => import('./my-rsvps').then(({ MyRsvps }) => ({ default: MyRsvps })));
const MyEvents = lazy(() => import('./my-events').then(({ MyEvents }) => ({ default: MyEvents })));
const CheckInPanel = lazy(() => import('./check-in-panel').then(({ CheckInPanel }) => ({ default: CheckInPanel })));
const CreateEventDialog = lazy(() => import('./event-form').then(({ CreateEventDialog }) => ({ default: CreateEventDialog })));

type Tab = 'upcoming' | 'rsvps' | 'mine' | 'checkin';
const TABS: TabDef<Tab>[] = [
  { id: 'upcoming', label: 'Upcoming Events' },
  { id: 'rsvps', label: 'My RSVPs' },
  { id: 'mine', label: 'My Events' },
  { id: 'checkin', label: 'QR Check-in' },
];

/**
 * Community Events. The URL says what is shown: `tab`
 * (rsvps, mine, checkin; upcoming when absent), `create=event` (the create
 * dialog) and `event` (the event whose details are open over Upcoming, or
 * the one the check-in tab works for).
 */
export function EventsPage() {
  const user = useUser();
  const [params, update] = useSearchParamState();
  const tab = tabOf(TABS, params.get('tab'));
  const creating = params.get('create') === 'event';
  const createMounted = useOpenedOnce(creating);
  const selectTab = (id: Tab) => update({ tab: id === 'upcoming' ? null : id, event: null });

  if (user.data === null) {
    return <LogInPrompt what="Events" />;
  }

  return (
    <div className="page">
      <PageHeader title={paths.events.title} subtitle={paths.events.subtitle}>
        <Button variation="primary" onClick={() => update({ create: 'event' })}>
          + Create Event
        </Button>
      </PageHeader>
      <PageTabs name="Events" idPrefix="events" tabs={TABS} current={tab} onSelect={selectTab}>
        {tab === 'upcoming' ? <UpcomingEvents /> : null}
        <Suspense fallback={null}>
          {tab === 'rsvps' ? <MyRsvps /> : null}
          {tab === 'mine' ? <MyEvents onCheckIn={(eventId) => update({ tab: 'checkin', event: eventId })} /> : null}
          {tab === 'checkin' ? <CheckInPanel eventId={params.get('event') ?? undefined} onChooseEvent={(eventId) => update({ event: eventId })} /> : null}
        </Suspense>
      </PageTabs>
      {createMounted ? (
        <Suspense fallback={null}>
          <CreateEventDialog open={creating} onClose={() => update({ create: null })} />
        </Suspense>
      ) : null}
    </div>
  );
}
