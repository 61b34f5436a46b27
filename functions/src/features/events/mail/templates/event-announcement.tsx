/** @jsxRuntime automatic */
import type { EventMailData } from '../data.js';
import { Action, Layout, Para, Title } from '../../../../platform/mail/templates/layout.js';
import { EventFacts, MY_RSVPS } from './parts.js';

type Data = EventMailData['event-announcement'];

export const eventAnnouncementSubject = ({ event, announcement }: Data): string => `${event.title}: ${announcement.subject}`;

/** The organizer's announcement, sent once to each confirmed guest. */
export function EventAnnouncement({ memberName, event, announcement, siteUrl, unsubscribeUrl }: Data & { siteUrl: string; unsubscribeUrl?: string }) {
  return (
    <Layout preview={announcement.subject} {...(unsubscribeUrl ? { unsubscribeUrl } : {})}>
      <Title>{announcement.subject}</Title>
      <Para>Namaskaram {memberName},</Para>
      <Para>
        {announcement.organizerName}, who organizes <strong>{event.title}</strong>, writes to its guests:
      </Para>
      {announcement.message.split(/\n{2,}/).map((paragraph, index) => (
        // Paragraphs as the organizer wrote them, in a list that never reorders.
        <Para key={index}>{paragraph}</Para>
      ))}
      <EventFacts event={event} />
      <Action href={`${siteUrl}${MY_RSVPS}`}>See your ticket</Action>
    </Layout>
  );
}
