import { investorRoutes } from '@club/shared';
import { ensureDeal } from '../../deal-rooms/index.js';
import { acceptMatch } from '../matches.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/investor-matches/{matchId}/accept: the founder accepts a pending match. */
export const handler = httpHandler(investorRoutes.acceptInvestorMatch, async (input) => {
  const { ipAddress, userAgent } = actorOf(input);
  return acceptMatch(input.member, input.params.matchId, ensureDeal, { ipAddress, userAgent });
});
