import { networkRoutes } from '@club/shared';
import { networkStats } from '../graph.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/network/stats: the four stat cards and pending counts. */
export const handler = httpHandler(networkRoutes.getNetworkStats, async ({ member }) => networkStats(member));
