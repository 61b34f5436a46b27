import { getDoorList as route } from '@club/shared/api/event-door';
import { getDoorList } from '../door-list.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/events/{eventId}/door-list: a page of the door list for offline check-in, with the session's door key. */
export const handler = httpHandler(route, async ({ member, session, params, query }) => getDoorList(member, session.idHash, params.eventId, query.cursor));
