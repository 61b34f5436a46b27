/** @jsxRuntime automatic */
import type { EventMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { EVENTS } from './parts.js';
import { eventWhen } from './when.js';

type Data = EventMailData['rsvp-declined'];

export const rsvpDeclinedSubject = ({ event }: Data): string => `Your RSVP was declined: ${event.title}`;

/** Sent when the organizer declines a gated RSVP, with their reason when they gave one. */
export function RsvpDeclined({ memberName, event, reason, siteUrl, unsubscribeUrl }: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  return (
    <Layout preview={`The organizer declined your RSVP to ${event.title}`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>Your RSVP was declined</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        The organizer of <strong>{event.title}</strong> ({eventWhen(event)}) declined your RSVP.
      </Para>
      {reason ? <Para>Their reason: {reason}</Para> : null}
      <Para>Other club events are open to you on the events page.</Para>
      <Action href={`${siteUrl}${EVENTS}`}>See upcoming events</Action>
    </Layout>
  );
}
