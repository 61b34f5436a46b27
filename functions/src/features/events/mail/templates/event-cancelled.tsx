/** @jsxRuntime automatic */
import type { EventMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { EVENTS } from './parts.js';
import { eventWhen } from './when.js';

type Data = EventMailData['event-cancelled'];

export const eventCancelledSubject = ({ event }: Data): string => `Cancelled: ${event.title}`;

/** Sent to the confirmed guests when the organizer cancels (deactivates) the event. */
export function EventCancelled({ memberName, event, siteUrl, unsubscribeUrl }: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  return (
    <Layout preview={`${event.title} will not take place`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>Event cancelled</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        We are sorry: <strong>{event.title}</strong>, planned for {eventWhen(event)}
        {event.place ? ` at ${event.place}` : ''}, has been cancelled by its organizer. Your ticket no longer applies.
      </Para>
      <Para>Other club events are open to you on the events page.</Para>
      <Action href={`${siteUrl}${EVENTS}`}>See upcoming events</Action>
    </Layout>
  );
}
