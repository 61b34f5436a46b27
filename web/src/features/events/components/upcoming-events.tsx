import { EVENT_LOADING_CARDS, SEARCH_FACETS, type ClubEvent, type Highlights } from '@club/shared';
import { Button, Card, Flex, Heading, SearchField, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { EmptyState, ListSkeleton, PagedListView } from '../../../components/ui/list-states';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { Highlighted, useSearchText } from '../../search';
import { useUpcomingEvents } from '../api/list-upcoming-events';
import { formatRange } from '../event-time';
import { EventDetailsDialog } from './event-details';
import { CalendarLinks, GatedBadge, RsvpBadge, TypeBadge, joinsWaitlist, placeText, registeredText, rsvpBlocked, rsvpLabel, seatsText } from './event-bits';

/** The RSVP form (and the schemas it validates with) loads when a member first RSVPs. */
// The search's results, facets and counts load when a member first searches: the soonest events need none of it.
const EventSearch = lazy(() => import('./event-search').then(({ EventSearch }) => ({ default: EventSearch })));
const RsvpDialog = lazy(() => import('./rsvp-dialog').then(({ RsvpDialog }) => ({ default: RsvpDialog })));

/**
 * Upcoming Events: 4 loading cards, then the cards soonest first. A text or a
 * facet (`q`, `eventType`, `city`, `month` in the address) searches upcoming
 * events through the search service instead.
 */
export function UpcomingEvents() {
  const [rsvping, setRsvping] = useState<ClubEvent | null>(null);
  // The open event's details live in the URL (`event`), so a bell item, a nudge or a shared link opens them.
  const [params, update] = useSearchParamState();
  const { text, setText, q, searchNow } = useSearchText();
  const facets = Object.fromEntries(SEARCH_FACETS.events.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const searching = q !== '' || Object.keys(facets).length > 0;
  const viewing = params.get('event');
  const setViewing = (eventId: string | null) => update({ event: eventId });
  const cardOf = (event: ClubEvent, highlights?: Highlights) => (
    <EventCard key={event.id} event={event} highlights={highlights} onRsvp={() => setRsvping(event)} onView={() => setViewing(event.id)} />
  );
  return (
    <section aria-labelledby="upcoming-heading" className="tabs__panel">
      <Heading level={2} id="upcoming-heading" className="visually-hidden">
        Upcoming Events
      </Heading>
      <SearchField
        label="Search events"
        labelHidden
        placeholder="Search events by title, place or host..."
        value={text}
        onChange={(e) => setText(e.target.value)}
        onClear={() => setText('')}
      />
      {searching ? (
        <Suspense fallback={<ListSkeleton count={EVENT_LOADING_CARDS.upcoming} label="Loading events" />}>
          <EventSearch q={q} facets={facets} params={params} onFilter={update} onSearch={searchNow} cardOf={cardOf} />
        </Suspense>
      ) : (
        <SoonestEvents cardOf={cardOf} />
      )}
      {rsvping ? (
        <Suspense fallback={null}>
          <RsvpDialog event={rsvping} onClose={() => setRsvping(null)} />
        </Suspense>
      ) : null}
      {viewing ? (
        <EventDetailsDialog
          eventId={viewing}
          onClose={() => setViewing(null)}
          onRsvp={(event) => {
            setViewing(null);
            setRsvping(event);
          }}
        />
      ) : null}
    </section>
  );
}

function SoonestEvents({ cardOf }: { cardOf: (event: ClubEvent) => ReactNode }) {
  const events = useUpcomingEvents();
  return (
    <PagedListView
      list={events}
      items={events.items}
      skeletons={EVENT_LOADING_CARDS.upcoming}
      label="Loading events"
      empty={<EmptyState title="No upcoming events yet">Create one with + Create Event.</EmptyState>}
      render={(shown) => <div className="card-grid">{shown.map((event) => cardOf(event))}</div>}
    />
  );
}

function EventCard({ event, highlights = {}, onRsvp, onView }: { event: ClubEvent; highlights?: Highlights; onRsvp: () => void; onView: () => void }) {
  const seats = seatsText(event);
  const blocked = rsvpBlocked(event);
  return (
    <Card variation="outlined" className="event-card" as="article" aria-labelledby={`event-${event.id}`} data-testid="event-card">
      <Flex gap="0.35rem" wrap="wrap" alignItems="center">
        <TypeBadge type={event.type} />
        {event.isGated ? <GatedBadge /> : null}
        {event.myRsvpStatus ? <RsvpBadge status={event.myRsvpStatus} isGated={event.isGated} /> : null}
      </Flex>
      <Heading level={3} id={`event-${event.id}`} className="event-card__title">
        <Highlighted parts={highlights.title} fallback={event.title} />
      </Heading>
      {event.description ? (
        <Text className="event-card__description">
          <Highlighted parts={highlights.description} fallback={event.description} />
        </Text>
      ) : null}
      <Text>
        <span aria-hidden="true">📅 </span>
        {formatRange(event.startTime, event.endTime, event.timeZone)}
      </Text>
      <Text>
        <span aria-hidden="true">{event.isVirtual ? '💻 ' : '📍 '}</span>
        {placeText(event)}
      </Text>
      <Text fontWeight="600">
        {registeredText(event)}
        {seats ? <span className="muted"> · {seats}</span> : null}
      </Text>
      <Flex gap="0.5rem" wrap="wrap" className="event-card__actions">
        {blocked ? (
          <Text as="span" className="muted">
            {blocked}
          </Text>
        ) : (
          <Button
            size="small"
            variation="primary"
            onClick={onRsvp}
            aria-label={joinsWaitlist(event) ? `Join waitlist for ${event.title}` : `RSVP to ${event.title}`}
          >
            {rsvpLabel(event)}
          </Button>
        )}
        <Button size="small" onClick={onView} aria-label={`View details of ${event.title}`}>
          View Details
        </Button>
        <CalendarLinks event={event} />
      </Flex>
    </Card>
  );
}
