import { Button, Heading } from '@react-email/components';
import type { EventMailData } from '../../data/events.js';
import { Layout, Para } from '../layout.js';

export type RsvpConfirmedProps = EventMailData['rsvp-confirmed'] & { siteUrl: string; unsubscribeUrl?: string };

/** The event's time in its own zone, e.g. "Saturday, 12 December 2026, 18:30 – 21:00 (India Standard Time)". */
export function eventWhen(event: { startTime: string; endTime: string; timeZone: string }): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: event.timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: event.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone: event.timeZone, timeZoneName: 'long' })
    .formatToParts(new Date(event.startTime))
    .find((part) => part.type === 'timeZoneName')?.value;
  const start = new Date(event.startTime);
  return `${day.format(start)}, ${time.format(start)} – ${time.format(new Date(event.endTime))}${zone ? ` (${zone})` : ''}`;
}

export const rsvpConfirmedSubject = ({ event }: EventMailData['rsvp-confirmed']): string => `You are confirmed: ${event.title}`;

/** Sent when a member's seat at an event is confirmed; the event's calendar file is attached. */
export function RsvpConfirmed({ memberName, event, ticketCode, siteUrl, unsubscribeUrl }: RsvpConfirmedProps) {
  const when = eventWhen(event);
  return (
    <Layout preview={`${event.title}, ${when}`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Heading as="h1" className="club-text" style={{ color: '#6b1420', fontSize: '22px' }}>
        You are confirmed
      </Heading>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        Your seat at <strong>{event.title}</strong> is confirmed.
      </Para>
      <Para>When: {when}</Para>
      {event.place ? <Para>Where: {event.place}</Para> : null}
      {ticketCode ? <Para>Your ticket code: {ticketCode} (show the QR code in My RSVPs at the door).</Para> : null}
      <Para>The attached calendar file adds the event to your calendar.</Para>
      <Button href={`${siteUrl}/events?tab=rsvps`} style={{ background: '#6b1420', color: '#ffffff', padding: '12px 20px', borderRadius: '6px' }}>
        Open My RSVPs
      </Button>
    </Layout>
  );
}
