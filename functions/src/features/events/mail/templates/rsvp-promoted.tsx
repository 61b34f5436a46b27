/** @jsxRuntime automatic */
import type { EventMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { EventFacts, MY_RSVPS } from './parts.js';

type Data = EventMailData['rsvp-promoted'];

export const rsvpPromotedSubject = ({ event }: Data): string => `A seat opened up: you are confirmed for ${event.title}`;

/** Sent when a waitlisted member gets a seat; the QR ticket and the calendar file are attached. */
export function RsvpPromoted({ memberName, event, ticketCode, siteUrl, unsubscribeUrl }: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  return (
    <Layout preview={`A seat opened up at ${event.title}`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>A seat opened up</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        A seat at <strong>{event.title}</strong> opened up and it is yours: you are confirmed.
      </Para>
      <EventFacts event={event} />
      <Para>Your ticket code: {ticketCode}. Show the attached QR ticket at the entrance (it is also in My RSVPs).</Para>
      <Para>The attached calendar file adds the event to your calendar.</Para>
      <Action href={`${siteUrl}${MY_RSVPS}`}>Open My RSVPs</Action>
    </Layout>
  );
}
