import { scheduleMatchMeeting as route } from '@club/shared/api/investors';
import { scheduleMeeting } from '../meetings.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/investor-matches/{matchId}/meeting: book a pitch slot or propose a time. */
export const handler = httpHandler(route, async ({ body, member, params }) => scheduleMeeting(member, params.matchId, body));
