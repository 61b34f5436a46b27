/** @jsxRuntime automatic */
import type { EventMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { EventFacts, MY_RSVPS } from './parts.js';
import { eventWhen } from './when.js';

type Data = EventMailData['event-reminder'];

export const eventReminderSubject = ({ event }: Data): string => `Reminder: ${event.title}`;

/** Sent to each confirmed guest about 24 hours before the event starts, with the QR ticket attached. */
export function EventReminder({ memberName, event, ticketCode, siteUrl, unsubscribeUrl }: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  return (
    <Layout preview={`${event.title}, ${eventWhen(event)}`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>See you soon</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        A reminder that <strong>{event.title}</strong> starts within a day.
      </Para>
      <EventFacts event={event} />
      {ticketCode ? <Para>Your ticket code: {ticketCode}. Show the attached QR ticket at the entrance (it is also in My RSVPs).</Para> : null}
      <Para>If you can no longer come, please cancel your RSVP so the seat goes to someone waiting.</Para>
      <Action href={`${siteUrl}${MY_RSVPS}`}>Open My RSVPs</Action>
    </Layout>
  );
}
