import { acceptInvestorMatch as route } from '@club/shared/api/investors';
import { ensureDeal } from '../../deal-rooms/index.js';
import { acceptMatch } from '../matches.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/investor-matches/{matchId}/accept: the founder accepts a pending match. */
export const handler = httpHandler(route, async (input) => {
  const { ipAddress, userAgent } = actorOf(input);
  return acceptMatch(input.member, input.params.matchId, ensureDeal, { ipAddress, userAgent });
});
