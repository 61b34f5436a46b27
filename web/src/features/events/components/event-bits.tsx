import { EVENT_LIMITS, EVENT_TYPE_LABELS, type ClubEvent, type RsvpStatus } from '@club/shared';
import { Badge } from '@aws-amplify/ui-react';
import { ExternalLink } from '../../../components/ui/external-link';
import { calendarUrl } from '../api/calendar-url';
import { calendarSiteLinks } from '../calendar-sites';

/** 'current/max registered', or 'current registered' when the event has no limit. */
export const registeredText = (event: Pick<ClubEvent, 'currentAttendees' | 'maxAttendees'>): string =>
  event.maxAttendees === undefined ? `${event.currentAttendees} registered` : `${event.currentAttendees}/${event.maxAttendees} registered`;

/**
 * An RSVP now joins the waitlist: the event is full, or members already wait
 * (a newcomer queues behind them). A gated event's RSVP waits for approval first.
 */
export const joinsWaitlist = (event: Pick<ClubEvent, 'isGated' | 'maxAttendees' | 'seatsLeft' | 'waitlistCount'>): boolean =>
  !event.isGated && event.maxAttendees !== undefined && (event.seatsLeft === 0 || event.waitlistCount > 0);

/** The RSVP button's label: RSVP, or Join waitlist when that is what it does. */
export const rsvpLabel = (event: Pick<ClubEvent, 'isGated' | 'maxAttendees' | 'seatsLeft' | 'waitlistCount'>): string =>
  joinsWaitlist(event) ? 'Join waitlist' : 'RSVP';

/** Seats left, or that the event is full and RSVPs join the waitlist; nothing for an unlimited event. */
export function seatsText(event: Pick<ClubEvent, 'seatsLeft' | 'maxAttendees' | 'waitlistCount'>): string | undefined {
  if (event.maxAttendees === undefined || event.seatsLeft === undefined) return undefined;
  if (event.seatsLeft > 0) return `${event.seatsLeft} ${event.seatsLeft === 1 ? 'seat' : 'seats'} left`;
  return event.waitlistCount > 0 ? `Full · ${event.waitlistCount} on the waitlist` : 'Full · RSVPs join the waitlist';
}

/** Directions to an in-person event: a map search for its venue, address and city (none for a virtual one or no place yet). */
export function directionsUrl(event: Pick<ClubEvent, 'isVirtual' | 'venue' | 'city'> & { address?: string; country?: string }): string | undefined {
  if (event.isVirtual) return undefined;
  const place = [event.venue, event.address, event.city, event.country].filter(Boolean).join(', ');
  return place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : undefined;
}

/** Where: the venue and city, or Virtual. */
export const placeText = (event: Pick<ClubEvent, 'isVirtual' | 'venue' | 'city'>): string =>
  event.isVirtual ? 'Virtual event' : [event.venue, event.city].filter(Boolean).join(', ') || 'Venue to be announced';

export function TypeBadge({ type }: { type: ClubEvent['type'] }) {
  return <Badge size="small">{EVENT_TYPE_LABELS[type]}</Badge>;
}

export function GatedBadge() {
  return (
    <Badge size="small" variation="warning">
      Gated
    </Badge>
  );
}

const RSVP_LOOK: Record<RsvpStatus, { label: string; variation?: 'info' | 'warning' | 'success' | 'error' }> = {
  pending: { label: 'Pending', variation: 'warning' },
  confirmed: { label: 'Confirmed', variation: 'success' },
  waitlist: { label: 'Waitlist', variation: 'info' },
  checked_in: { label: 'Checked In', variation: 'success' },
  declined: { label: 'Declined', variation: 'error' },
  cancelled: { label: 'Cancelled' },
};

/** An RSVP's status badge; a gated event's pending RSVP reads 'Awaiting Approval'. */
export function RsvpBadge({ status, isGated = false }: { status: RsvpStatus; isGated?: boolean }) {
  const look = RSVP_LOOK[status];
  return (
    <Badge size="small" variation={look.variation}>
      {status === 'pending' && isGated ? 'Awaiting Approval' : look.label}
    </Badge>
  );
}

/**
 * Add to calendar: the API's .ics file, downloaded by a plain link. The title is
 * hidden text inside the link, so the spoken name contains the visible words (WCAG 2.5.3).
 * The words sit in one span: as loose text in the inline-flex button, each run
 * around the hidden title would lose its edge space ("Addto calendar").
 */
export function CalendarLink({ event }: { event: Pick<ClubEvent, 'id' | 'title'> }) {
  return (
    <a className="amplify-button amplify-button--small" href={calendarUrl(event.id)} download>
      <span>
        Add <span className="visually-hidden">{event.title}</span> to calendar
      </span>
    </a>
  );
}

/** The .ics download, and Google Calendar and Outlook on the web opened in a new tab with the event filled in. */
export function CalendarLinks({ event }: { event: ClubEvent }) {
  const sites = calendarSiteLinks({
    title: event.title,
    start: event.startTime,
    end: event.endTime,
    details: event.description,
    location: placeText(event),
  });
  return (
    <>
      <CalendarLink event={event} />
      <ExternalLink className="amplify-button amplify-button--small" href={sites.google}>
        <span>
          <span className="visually-hidden">Add {event.title} to</span> Google Calendar
        </span>
      </ExternalLink>
      <ExternalLink className="amplify-button amplify-button--small" href={sites.outlook}>
        <span>
          <span className="visually-hidden">Add {event.title} to</span> Outlook
        </span>
      </ExternalLink>
    </>
  );
}

/** Why a member cannot RSVP now, or undefined when they can. */
export function rsvpBlocked(event: ClubEvent): string | undefined {
  if (event.myRsvpStatus && event.myRsvpStatus !== 'cancelled' && event.myRsvpStatus !== 'declined') return 'You have RSVPed';
  if (event.myRsvpStatus === 'declined') return 'Your RSVP was declined';
  if (!event.registrationOpen) return 'Registration closed';
  if (joinsWaitlist(event) && event.waitlistCount >= EVENT_LIMITS.waitlist) return 'Full, and so is the waitlist';
  return undefined;
}
