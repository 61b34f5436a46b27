/** @jsxRuntime automatic */
import type { EventMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { EventFacts, MY_RSVPS } from './parts.js';
import { eventWhen } from './when.js';

type Data = EventMailData['event-changed'];

export const eventChangedSubject = ({ event }: Data): string => `Changed: the time or place of ${event.title}`;

/** Sent to the confirmed guests when the organizer moves the event's time or place; the new calendar file is attached. */
export function EventChanged({ memberName, event, before, siteUrl, unsubscribeUrl }: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  const movedTime = before.startTime !== event.startTime || before.endTime !== event.endTime || before.timeZone !== event.timeZone;
  const movedPlace = (before.place ?? '') !== (event.place ?? '');
  return (
    <Layout preview={`${event.title} is now ${eventWhen(event)}`} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>Your event has changed</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        The organizer changed the {movedTime && movedPlace ? 'time and place' : movedPlace ? 'place' : 'time'} of <strong>{event.title}</strong>. Your seat is
        kept; this is where and when it is now:
      </Para>
      <EventFacts event={event} />
      {movedTime ? <Para>It was: {eventWhen(before)}</Para> : null}
      {movedPlace && before.place ? <Para>It was at: {before.place}</Para> : null}
      <Para>The attached calendar file has the new time. If you can no longer come, please cancel your RSVP so the seat goes to someone waiting.</Para>
      <Action href={`${siteUrl}${MY_RSVPS}`}>Open My RSVPs</Action>
    </Layout>
  );
}
