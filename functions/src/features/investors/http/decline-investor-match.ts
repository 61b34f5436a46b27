import { declineInvestorMatch as route } from '@club/shared/api/investors';
import { declineMatch } from '../matches.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/investor-matches/{matchId}/decline: the founder declines a pending match. */
export const handler = httpHandler(route, async ({ body, member, params }) => declineMatch(member, params.matchId, body.feedback));
