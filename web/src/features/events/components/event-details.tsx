import { formatClockText, type ClubEvent, type EventDetail } from '@club/shared';
import { Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useEvent } from '../api/get-event';
import { formatDateTime, formatRange } from '../event-time';
import { shareOrCopy } from '../../../lib/share';
import { CalendarLinks, directionsUrl, GatedBadge, RsvpBadge, TypeBadge, registeredText, rsvpBlocked, rsvpLabel, seatsText } from './event-bits';
import { ExternalLink } from '../../../components/ui/external-link';
import { useUser } from '../../auth';
import { Announcements, readsAnnouncements } from './announcements';
import { WhosGoing } from './whos-going';

/** Share: the event's own link (its details open over Events), through the share sheet or copied. */
function shareEvent(event: EventDetail): Promise<void> {
  const url = new URL(`/events?event=${encodeURIComponent(event.id)}`, window.location.origin).href;
  return shareOrCopy({ title: event.title, text: `${event.title}, ${formatRange(event.startTime, event.endTime, event.timeZone)}`, url }, 'Event link copied');
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="event-details__section">
      <Heading level={3} className="side-card__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** View Details: the whole event (description, agenda, speakers, organizers, sponsors, tags, place, deadline, seats). */
export function EventDetailsDialog({ eventId, onClose, onRsvp }: { eventId: string; onClose: () => void; onRsvp?: (event: ClubEvent) => void }) {
  const event = useEvent(eventId);
  const title = event.data?.title ?? 'Event details';
  return (
    <Dialog open onClose={onClose} title={title} size="large">
      {event.isPending ? (
        <Loader aria-label="Loading event" />
      ) : event.isError ? (
        <Text role="alert">This event could not be loaded.</Text>
      ) : (
        <EventDetailBody event={event.data} onRsvp={onRsvp} />
      )}
    </Dialog>
  );
}

function EventDetailBody({ event, onRsvp }: { event: EventDetail; onRsvp?: (event: ClubEvent) => void }) {
  const seats = seatsText(event);
  const blocked = rsvpBlocked(event);
  const organizers = [...new Set([event.createdByName, ...event.organizers].filter((name): name is string => Boolean(name)))];
  const memberId = useUser().data?.id;
  return (
    <div className="event-details">
      <Flex gap="0.35rem" wrap="wrap" alignItems="center">
        <TypeBadge type={event.type} />
        {event.isGated ? <GatedBadge /> : null}
        {event.isActive ? null : (
          <Text as="span" className="muted">
            Inactive
          </Text>
        )}
        {event.myRsvp ? <RsvpBadge status={event.myRsvp.status} isGated={event.isGated} /> : null}
      </Flex>
      {event.bannerImage ? <img className="event-details__banner" src={event.bannerImage} alt="" /> : null}
      <dl className="stat-list event-details__facts">
        <dt>When</dt>
        <dd>{formatRange(event.startTime, event.endTime, event.timeZone)}</dd>
        {event.isVirtual ? (
          <>
            <dt>Where</dt>
            <dd>
              {event.virtualLink ? (
                <ExternalLink href={event.virtualLink}>Virtual event link</ExternalLink>
              ) : (
                'Virtual event (the link is shared with confirmed attendees)'
              )}
            </dd>
          </>
        ) : (
          <>
            <dt>Venue</dt>
            <dd>{event.venue || 'To be announced'}</dd>
            {event.address ? (
              <>
                <dt>Address</dt>
                <dd>{event.address}</dd>
              </>
            ) : null}
            <dt>City</dt>
            <dd>{[event.city, event.country].filter(Boolean).join(', ') || 'To be announced'}</dd>
          </>
        )}
        {event.dressCode ? (
          <>
            <dt>Dress code</dt>
            <dd>{event.dressCode}</dd>
          </>
        ) : null}
        <dt>Registered</dt>
        <dd>{registeredText(event)}</dd>
        {seats ? (
          <>
            <dt>Seats</dt>
            <dd>{seats}</dd>
          </>
        ) : null}
        <dt>Registration deadline</dt>
        <dd>{event.registrationDeadline ? formatDateTime(event.registrationDeadline, event.timeZone) : 'Until the event starts'}</dd>
        <dt>Time zone</dt>
        <dd>{event.timeZone.replace(/_/g, ' ')}</dd>
      </dl>
      {event.isGated && event.gatingCriteria ? <Text className="muted">Approval criteria: {event.gatingCriteria}</Text> : null}
      {readsAnnouncements(event, memberId) ? (
        <Section title="Updates from the organizer">
          <Announcements event={event} />
        </Section>
      ) : null}
      {event.description ? (
        <Section title="About">
          <Text className="event-details__text">{event.description}</Text>
        </Section>
      ) : null}
      {event.agenda.length ? (
        <Section title="Agenda">
          <ol className="plain-list">
            {event.agenda.map((item, i) => (
              <li key={i}>
                {item.time ? <strong>{formatClockText(item.time)} · </strong> : null}
                {item.title}
                {item.description ? <Text className="muted">{item.description}</Text> : null}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {event.speakers.length ? (
        <Section title="Speakers">
          <ul className="plain-list">
            {event.speakers.map((speaker, i) => (
              <li key={i}>
                <strong>{speaker.name}</strong>
                {[speaker.title, speaker.company].filter(Boolean).length ? `, ${[speaker.title, speaker.company].filter(Boolean).join(', ')}` : ''}
                {speaker.bio ? <Text className="muted">{speaker.bio}</Text> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title="Who’s going">
        <WhosGoing event={event} />
      </Section>
      {organizers.length ? (
        <Section title="Organizers">
          <Text>{organizers.join(', ')}</Text>
        </Section>
      ) : null}
      {event.sponsors.length ? (
        <Section title="Sponsors">
          <ul className="plain-list">
            {event.sponsors.map((sponsor, i) => (
              <li key={i}>
                {sponsor.website ? <ExternalLink href={sponsor.website}>{sponsor.name}</ExternalLink> : sponsor.name}
                {sponsor.tier ? <span className="muted"> · {sponsor.tier}</span> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {event.tags.length ? (
        <Section title="Tags">
          <Flex gap="0.35rem" wrap="wrap" as="ul" className="chips">
            {event.tags.map((tag) => (
              <li key={tag} className="chip">
                #{tag}
              </li>
            ))}
          </Flex>
        </Section>
      ) : null}
      <Flex gap="0.5rem" wrap="wrap">
        {onRsvp && !blocked ? (
          <Button size="small" variation="primary" onClick={() => onRsvp(event)}>
            {rsvpLabel(event)}
          </Button>
        ) : blocked ? (
          <Text as="span" className="muted">
            {blocked}
          </Text>
        ) : null}
        <CalendarLinks event={event} />
        {directionsUrl(event) ? (
          <ExternalLink className="amplify-button amplify-button--small" href={directionsUrl(event)!}>
            Directions
          </ExternalLink>
        ) : null}
        <Button size="small" onClick={() => void shareEvent(event)}>
          Share
        </Button>
      </Flex>
    </div>
  );
}
