import { investorRoutes } from '@club/shared';
import { getMatch } from '../../domain/investors/matches.js';
import { httpHandler } from '../handler.js';

/** GET /api/investor-matches/{matchId}: one match, for its parties. */
export const handler = httpHandler(investorRoutes.getInvestorMatch, async ({ member, params }) => getMatch(member, params.matchId));
