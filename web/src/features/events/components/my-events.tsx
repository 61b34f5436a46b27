import { EVENT_LOADING_CARDS, type ClubEvent } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useDeactivateEvent } from '../api/deactivate-event';
import { useMyEvents } from '../api/list-my-events';
import { formatRange } from '../event-time';
import { AttendeesDialog } from './attendees-dialog';
import { AnnounceDialog } from './announce-dialog';
import { TypeBadge, registeredText } from './event-bits';

/** The event form loads when an organizer first opens Manage Event. */
const EditEventDialog = lazy(() => import('./event-form').then(({ EditEventDialog }) => ({ default: EditEventDialog })));

/** My Events: 2 loading cards; title, type, Active/Inactive, registered, date; Manage Event, View Attendees, Check-in. */
export function MyEvents({ onCheckIn }: { onCheckIn: (eventId: string) => void }) {
  const events = useMyEvents();
  const [managing, setManaging] = useState<ClubEvent | null>(null);
  const [attendeesOf, setAttendeesOf] = useState<ClubEvent | null>(null);
  const [writingTo, setWritingTo] = useState<ClubEvent | null>(null);
  return (
    <section aria-labelledby="my-events-heading" className="tabs__panel">
      <Heading level={2} id="my-events-heading" className="visually-hidden">
        My Events
      </Heading>
      <PagedListView
        list={events}
        items={events.items}
        skeletons={EVENT_LOADING_CARDS.myEvents}
        label="Loading your events"
        empty={<EmptyState title="No events created yet">Use + Create Event to organize one.</EmptyState>}
        render={(shown) => (
          <div className="card-list">
            {shown.map((event) => (
              <Card key={event.id} variation="outlined" className="event-card" as="article" aria-labelledby={`mine-${event.id}`} data-testid="my-event">
                <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
                  <Heading level={3} id={`mine-${event.id}`} className="event-card__title">
                    {event.title}
                  </Heading>
                  <Flex gap="0.35rem" wrap="wrap">
                    <TypeBadge type={event.type} />
                    <Badge size="small" variation={event.isActive ? 'success' : undefined}>
                      {event.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </Flex>
                </Flex>
                <Text>{formatRange(event.startTime, event.endTime, event.timeZone)}</Text>
                <Text fontWeight="600">
                  {registeredText(event)}
                  {event.waitlistCount ? <span className="muted"> · {event.waitlistCount} on the waitlist</span> : null}
                </Text>
                <Flex gap="0.5rem" wrap="wrap">
                  <Button size="small" onClick={() => setManaging(event)} aria-label={`Manage Event ${event.title}`}>
                    Manage Event
                  </Button>
                  <Button size="small" onClick={() => setAttendeesOf(event)} aria-label={`View Attendees of ${event.title}`}>
                    View Attendees
                  </Button>
                  <Button size="small" onClick={() => setWritingTo(event)} aria-label={`Write to guests of ${event.title}`}>
                    Write to guests
                  </Button>
                  <Button size="small" variation="primary" onClick={() => onCheckIn(event.id)} aria-label={`Check-in for ${event.title}`}>
                    Check-in
                  </Button>
                </Flex>
              </Card>
            ))}
          </div>
        )}
      />
      {managing ? (
        <Suspense fallback={null}>
          <ManageEventDialog event={managing} onClose={() => setManaging(null)} />
        </Suspense>
      ) : null}
      {attendeesOf ? <AttendeesDialog event={attendeesOf} onClose={() => setAttendeesOf(null)} /> : null}
      {writingTo ? <AnnounceDialog event={writingTo} onClose={() => setWritingTo(null)} /> : null}
    </section>
  );
}

/** Manage Event: edit the event, or deactivate it (confirmed first; its RSVPs see it Inactive). */
function ManageEventDialog({ event, onClose }: { event: ClubEvent; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const deactivate = useDeactivateEvent();
  if (confirming) {
    return (
      <Dialog open onClose={() => setConfirming(false)} title="Deactivate event?">
        <Text>
          Deactivate <strong>{event.title}</strong>? Registration closes, it leaves Upcoming Events, and members who RSVPed see it as inactive.
        </Text>
        <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
          <Button onClick={() => setConfirming(false)}>Keep it active</Button>
          <Button variation="destructive" isDisabled={deactivate.isPending} onClick={() => deactivate.mutate(event.id, { onSuccess: onClose })}>
            {deactivate.isPending ? 'Deactivating...' : 'Deactivate'}
          </Button>
        </Flex>
      </Dialog>
    );
  }
  return (
    <EditEventDialog event={event} onClose={onClose}>
      {event.isActive ? (
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem" className="event-manage__status">
          <Text>This event is active and open for RSVPs.</Text>
          <Button size="small" variation="destructive" type="button" onClick={() => setConfirming(true)}>
            Deactivate
          </Button>
        </Flex>
      ) : (
        <Text className="muted">This event is inactive: registration is closed.</Text>
      )}
    </EditEventDialog>
  );
}
