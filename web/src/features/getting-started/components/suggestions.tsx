import { formatDateTime, labelOf } from '@club/shared';
import { Card, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { PersonChip } from '../../../components/people';
import { paths, PROFILE_EDIT_URL } from '../../../config/paths';
import { useTimeZone } from '../../../lib/time-zone';
import { useSuggestions } from '../api/get-suggestions';
import { reasonText } from './reasons';
import './getting-started.css';

/** People you may know: each with why, and Connect (the network's Connect dialog). */
export function PeopleYouMayKnow() {
  const suggestions = useSuggestions();
  return (
    <Card variation="outlined" as="section" className="home-section" aria-labelledby="people-heading">
      <Heading level={2} id="people-heading" className="home-section__title">
        People you may know
      </Heading>
      {suggestions.isPending ? (
        <Loader ariaLabel="Loading suggestions" />
      ) : suggestions.isError ? (
        <Text className="muted">We could not load suggestions.</Text>
      ) : suggestions.data.people.length === 0 ? (
        <Text className="muted">
          No suggestions yet. <Link to={PROFILE_EDIT_URL}>Add your chapters and company</Link> to meet members near you.
        </Text>
      ) : (
        <ul className="suggestion-list">
          {suggestions.data.people.map(({ person, reasons }) => (
            <li key={person.id} className="suggestion">
              <PersonChip person={person}>
                <Text as="span" className="muted suggestion__why">
                  {reasons.map(reasonText).join(' · ')}
                </Text>
              </PersonChip>
              <Link
                className="amplify-button amplify-button--small"
                to={`${paths.networkGraph.path}?connect=${encodeURIComponent(person.id)}`}
                aria-label={`Connect with ${person.firstName} ${person.lastName}`}
              >
                Connect
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Upcoming in-person events in the member's home city or chapters' cities, soonest first. */
export function EventsNearYou() {
  const suggestions = useSuggestions();
  const zone = useTimeZone();
  return (
    <Card variation="outlined" as="section" className="home-section" aria-labelledby="nearby-events-heading">
      <Heading level={2} id="nearby-events-heading" className="home-section__title">
        Events near you
      </Heading>
      {suggestions.isPending ? (
        <Loader ariaLabel="Loading events near you" />
      ) : suggestions.isError ? (
        <Text className="muted">We could not load events.</Text>
      ) : suggestions.data.events.length === 0 ? (
        <Text className="muted">
          {suggestions.data.places.length ? (
            <>No upcoming events in {suggestions.data.places.join(', ')} yet. </>
          ) : (
            <>
              <Link to={PROFILE_EDIT_URL}>Choose your chapters</Link> to see events near you.{' '}
            </>
          )}
          <Link to={paths.events.path}>All events</Link>
        </Text>
      ) : (
        <ul className="nearby-events">
          {suggestions.data.events.map((event) => (
            <li key={event.id}>
              <Text as="span" fontWeight="600" display="block">
                {event.title}
              </Text>
              <Text as="span" className="muted" display="block">
                {formatDateTime(event.startTime, zone, { venueZone: event.timeZone })}
              </Text>
              <Text as="span" className="muted" display="block">
                {labelOf(event.type)} · {event.venue ? `${event.venue}, ` : ''}
                {event.city ?? event.near}
              </Text>
            </li>
          ))}
          <li>
            <Link to={paths.events.path}>See all events and RSVP</Link>
          </li>
        </ul>
      )}
    </Card>
  );
}
