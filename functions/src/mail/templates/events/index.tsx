import type { EventMailData } from '../../data/events.js';
import { calendarAttachment, renderParts, type Renderers } from '../render.js';
import { RsvpConfirmed, rsvpConfirmedSubject } from './rsvp-confirmed.js';

export const eventRenderers: Renderers<keyof EventMailData> = {
  'rsvp-confirmed': async (data, context) => {
    const { event } = data;
    return {
      subject: rsvpConfirmedSubject(data),
      ...(await renderParts(<RsvpConfirmed {...data} {...context} />)),
      attachments: [
        calendarAttachment(
          {
            uid: `${event.id}@telugu-executive-club`,
            start: event.startTime,
            end: event.endTime,
            timeZone: event.timeZone,
            summary: event.title,
            ...(event.description ? { description: event.description } : {}),
            ...(event.place ? { location: event.place } : {}),
            ...(event.url ? { url: event.url } : {}),
          },
          'Events',
        ),
      ],
    };
  },
};
