/** @jsxRuntime automatic */
import { Link } from '@react-email/components';
import type { MailEvent } from '../data.js';
import { Para } from '../../../../platform/mail/templates/layout.js';
import { eventWhen } from './when.js';

/** Where a member sees their RSVPs and tickets (the events page's tab). */
export const MY_RSVPS = '/events?tab=rsvps';
/** The events page (Upcoming). */
export const EVENTS = '/events';

/** When and where, in the event's own time zone, and the dress code; the link for a guest of a virtual event. */
export function EventFacts({ event }: { event: MailEvent }) {
  return (
    <>
      <Para>When: {eventWhen(event)}</Para>
      {event.place ? <Para>Where: {event.place}</Para> : null}
      {event.dressCode ? <Para>Dress code: {event.dressCode}</Para> : null}
      {event.url ? (
        <Para>
          Join online: <Link href={event.url}>{event.url}</Link>
        </Para>
      ) : null}
    </>
  );
}
