import { listAnnouncements as route } from '@club/shared/api/events';
import { listAnnouncements } from '../announcements.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/events/{eventId}/announcements: the organizer's announcements, for the organizer and the seated guests. */
export const handler = httpHandler(route, async ({ member, params }) => listAnnouncements(member, params.eventId));
