import { investorRoutes } from '@club/shared';
import { declineMatch } from '../matches.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/investor-matches/{matchId}/decline: the founder declines a pending match. */
export const handler = httpHandler(investorRoutes.declineInvestorMatch, async ({ body, member, params }) =>
  declineMatch(member, params.matchId, body.feedback),
);
