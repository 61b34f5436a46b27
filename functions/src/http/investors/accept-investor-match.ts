import { investorRoutes } from '@club/shared';
import { acceptMatch } from '../../domain/investors/matches.js';
import { httpHandler } from '../handler.js';

/** POST /api/investor-matches/{matchId}/accept: the founder accepts a pending match. */
export const handler = httpHandler(investorRoutes.acceptInvestorMatch, async ({ member, params }) => acceptMatch(member, params.matchId));
