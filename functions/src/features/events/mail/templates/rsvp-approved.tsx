/** @jsxRuntime automatic */
import type { EventMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { EventFacts, MY_RSVPS } from './parts.js';

type Data = EventMailData['rsvp-approved'];

export const rsvpApprovedSubject = ({ event }: Data): string => `Your RSVP was approved: ${event.title}`;

/** Sent when the organizer approves a gated RSVP: confirmed with a ticket (attached), or waitlisted when the event is full. */
export function RsvpApproved({ memberName, event, ticketCode, position, siteUrl, unsubscribeUrl }: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  return (
    <Layout preview={`The organizer approved your RSVP to ${event.title}`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>Your RSVP was approved</Title>
      <Para>Namaskaram {memberName},</Para>
      {ticketCode ? (
        <Para>
          The organizer approved your RSVP to <strong>{event.title}</strong>: you are confirmed.
        </Para>
      ) : (
        <Para>
          The organizer approved your RSVP to <strong>{event.title}</strong>, but the event is full, so you are on its waitlist
          {position ? `: number ${position} in line` : ''}. We will e-mail you when a seat opens up.
        </Para>
      )}
      <EventFacts event={event} />
      {ticketCode ? (
        <>
          <Para>Your ticket code: {ticketCode}. Show the attached QR ticket at the entrance (it is also in My RSVPs).</Para>
          <Para>The attached calendar file adds the event to your calendar.</Para>
        </>
      ) : null}
      <Action href={`${siteUrl}${MY_RSVPS}`}>Open My RSVPs</Action>
    </Layout>
  );
}
