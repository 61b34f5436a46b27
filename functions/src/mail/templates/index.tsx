import { render } from '@react-email/render';
import { icalendar } from '../../lib/icalendar.js';
import type { MailAttachment } from '../mime.js';
import type { MailTemplateData, MailTemplateName } from '../template-data.js';
import { RsvpConfirmed, rsvpConfirmedSubject } from './rsvp-confirmed.js';

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

/** A calendar file's name from the event title: letters, digits and dashes. */
const calendarFileName = (title: string) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'event'}.ics`;

type Renderers = { [T in MailTemplateName]: (data: MailTemplateData[T], context: MailContext) => Promise<RenderedMail> };

const renderers: Renderers = {
  'rsvp-confirmed': async (data, context) => {
    const element = <RsvpConfirmed {...data} {...context} />;
    const { event } = data;
    const calendar = icalendar({
      name: 'Telugu Executive Club',
      company: 'Telugu Executive Club',
      product: 'Events',
      event: {
        uid: `${event.id}@telugu-executive-club`,
        start: event.startTime,
        end: event.endTime,
        timeZone: event.timeZone,
        summary: event.title,
        ...(event.description ? { description: event.description } : {}),
        ...(event.place ? { location: event.place } : {}),
        ...(event.url ? { url: event.url } : {}),
      },
    });
    return {
      subject: rsvpConfirmedSubject(data),
      html: await render(element),
      text: await render(element, { plainText: true }),
      attachments: [{ filename: calendarFileName(event.title), contentType: 'text/calendar; charset=UTF-8; method=PUBLISH', content: calendar }],
    };
  },
};

/** Renders a template to the mail's subject, HTML, plain text and attachments (server side only: the outbox consumer). */
export function renderMail<T extends MailTemplateName>(template: T, data: MailTemplateData[T], context: MailContext): Promise<RenderedMail> {
  return (renderers[template] as (data: MailTemplateData[T], context: MailContext) => Promise<RenderedMail>)(data, context);
}

export const isTemplateName = (name: string): name is MailTemplateName => Object.hasOwn(renderers, name);
