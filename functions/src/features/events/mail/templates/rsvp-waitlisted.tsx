/** @jsxRuntime automatic */
import type { EventMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { EventFacts, MY_RSVPS } from './parts.js';

type Data = EventMailData['rsvp-waitlisted'];

export const rsvpWaitlistedSubject = ({ event }: Data): string => `You are on the waitlist: ${event.title}`;

/** Sent when a member's RSVP joins the waitlist of a full event, with their place in line. */
export function RsvpWaitlisted({ memberName, event, position, siteUrl, unsubscribeUrl }: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  return (
    <Layout preview={`You are number ${position} on the waitlist for ${event.title}`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>You are on the waitlist</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        <strong>{event.title}</strong> is full, so you are on its waitlist: number {position} in line. When a seat opens up it goes to the next member in line,
        and we will e-mail you your ticket.
      </Para>
      <EventFacts event={event} />
      <Action href={`${siteUrl}${MY_RSVPS}`}>Open My RSVPs</Action>
    </Layout>
  );
}
