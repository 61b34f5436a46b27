import { routeKey } from '../../../lib/api-client';

/**
 * Every events read a write can change: the three lists (each its own static
 * path, so its own key) and everything under `['/api/events']` (one event, its attendees).
 */
export const eventReads = [routeKey('listUpcomingEvents'), routeKey('listMyEvents'), routeKey('listMyRsvps'), routeKey('createEvent')];
