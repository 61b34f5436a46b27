import { networkRoutes } from '@club/shared';
import { networkStats } from '../../domain/network/graph.js';
import { httpHandler } from '../handler.js';

/** GET /api/network/stats: the four stat cards and pending counts. */
export const handler = httpHandler(networkRoutes.getNetworkStats, async ({ member }) => networkStats(member));
