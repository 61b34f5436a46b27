import { getInvestorMatch as route } from '@club/shared/api/investors';
import { getMatch } from '../matches-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/investor-matches/{matchId}: one match, for its parties. */
export const handler = httpHandler(route, async ({ member, params }) => getMatch(member, params.matchId));
