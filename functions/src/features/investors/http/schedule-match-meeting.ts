import { investorRoutes } from '@club/shared';
import { scheduleMeeting } from '../meetings.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/investor-matches/{matchId}/meeting: book a pitch slot or propose a time. */
export const handler = httpHandler(investorRoutes.scheduleMatchMeeting, async ({ body, member, params }) => scheduleMeeting(member, params.matchId, body));
