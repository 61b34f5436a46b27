import { investorRoutes } from '@club/shared';
import { acceptMatch } from '../../domain/investors/matches.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** POST /api/investor-matches/{matchId}/accept: the founder accepts a pending match. */
export const handler = httpHandler(investorRoutes.acceptInvestorMatch, async (input) => {
  const { ipAddress, userAgent } = actorOf(input);
  return acceptMatch(input.member, input.params.matchId, { ipAddress, userAgent });
});
