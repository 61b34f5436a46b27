import { getNetworkStats as route } from '@club/shared/api/network';
import { networkStats } from '../graph.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/network/stats: the four stat cards and pending counts. */
export const handler = httpHandler(route, async ({ member }) => networkStats(member));
