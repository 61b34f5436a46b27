import { investorRoutes } from '@club/shared';
import { getMatch } from '../matches.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/investor-matches/{matchId}: one match, for its parties. */
export const handler = httpHandler(investorRoutes.getInvestorMatch, async ({ member, params }) => getMatch(member, params.matchId));
