import { networkRoutes } from '@club/shared';
import { egoGraph } from '../../domain/network/graph.js';
import { httpHandler } from '../handler.js';

/** GET /api/network/graph: the ego network for the Graph view. */
export const handler = httpHandler(networkRoutes.getEgoGraph, async ({ member }) => egoGraph(member));
