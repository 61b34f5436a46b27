import { networkRoutes } from '@club/shared';
import { egoGraph } from '../graph.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/network/graph: the ego network for the Graph view. */
export const handler = httpHandler(networkRoutes.getEgoGraph, async ({ member }) => egoGraph(member));
