/** @jsxRuntime automatic */
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { icalendar, type CalendarEvent } from '../../lib/icalendar.js';
import type { MailAttachment } from '../mime.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/** What every template gets besides its data. */
export interface MailContext {
  siteUrl: string;
  unsubscribeUrl?: string;
}

/** How one template becomes a mail from its data. */
export type Renderer<D> = (data: D, context: MailContext) => Promise<RenderedMail>;
/** A feature's renderers, by template name (`Data`: template name → its data). */
export type Renderers<Data> = { [T in keyof Data]: Renderer<Data[T]> };

/** A mail's HTML and plain-text parts from one React element. */
export async function renderParts(element: ReactElement): Promise<{ html: string; text: string }> {
  return { html: await render(element), text: await render(element, { plainText: true }) };
}

/** A calendar file's name from the event title: letters, digits and dashes. */
const calendarFileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;

/** An event's `.ics` as a mail attachment. */
export function calendarAttachment(event: CalendarEvent, product: string): MailAttachment {
  const content = icalendar({ name: 'Telugu Executive Club', company: 'Telugu Executive Club', product, event });
  return { filename: calendarFileName(event.summary), contentType: 'text/calendar; charset=UTF-8; method=PUBLISH', content };
}
