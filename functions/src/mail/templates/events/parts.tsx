/** @jsxRuntime automatic */
import { Button, Heading, Link } from '@react-email/components';
import type { MailEvent } from '../../data/events.js';
import { Para } from '../layout.js';
import { eventWhen } from './when.js';

/** Where a member sees their RSVPs and tickets (the events page's tab). */
export const MY_RSVPS = '/events?tab=rsvps';
/** The events page (Upcoming). */
export const EVENTS = '/events';

export const Title = ({ children }: { children: string }) => (
  <Heading as="h1" className="club-text" style={{ color: '#6b1420', fontSize: '22px' }}>
    {children}
  </Heading>
);

/** The mail's one action. */
export const Action = ({ href, children }: { href: string; children: string }) => (
  <Button href={href} style={{ background: '#6b1420', color: '#ffffff', padding: '12px 20px', borderRadius: '6px' }}>
    {children}
  </Button>
);

/** When and where, in the event's own time zone; the link for a guest of a virtual event. */
export function EventFacts({ event }: { event: MailEvent }) {
  return (
    <>
      <Para>When: {eventWhen(event)}</Para>
      {event.place ? <Para>Where: {event.place}</Para> : null}
      {event.url ? (
        <Para>
          Join online: <Link href={event.url}>{event.url}</Link>
        </Para>
      ) : null}
    </>
  );
}
