import { eventEntity } from '../entities/event.js';
import { rsvpCodeEntity, rsvpEntity } from '../entities/rsvp.js';
import { entitySet } from '../entity-set.js';

/** Events data: events, RSVPs and the QR codes pointing at them. */
export const eventData = entitySet({ events: eventEntity, rsvps: rsvpEntity, rsvpCodes: rsvpCodeEntity });
