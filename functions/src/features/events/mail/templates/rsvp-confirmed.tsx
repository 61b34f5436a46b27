/** @jsxRuntime automatic */
import type { EventMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { EventFacts, MY_RSVPS } from './parts.js';
import { eventWhen } from './when.js';

export type RsvpConfirmedProps = EventMailData['rsvp-confirmed'] & { siteUrl: string; unsubscribeUrl?: string };

export const rsvpConfirmedSubject = ({ event }: EventMailData['rsvp-confirmed']): string => `You are confirmed: ${event.title}`;

/** Sent when a member's seat at an event is confirmed; the QR ticket and the event's calendar file are attached. */
export function RsvpConfirmed({ memberName, event, ticketCode, siteUrl, unsubscribeUrl }: RsvpConfirmedProps) {
  return (
    <Layout preview={`${event.title}, ${eventWhen(event)}`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>You are confirmed</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        Your seat at <strong>{event.title}</strong> is confirmed.
      </Para>
      <EventFacts event={event} />
      {ticketCode ? <Para>Your ticket code: {ticketCode}. Show the attached QR ticket at the entrance (it is also in My RSVPs).</Para> : null}
      <Para>The attached calendar file adds the event to your calendar.</Para>
      <Action href={`${siteUrl}${MY_RSVPS}`}>Open My RSVPs</Action>
    </Layout>
  );
}
