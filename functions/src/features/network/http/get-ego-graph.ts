import { getEgoGraph as route } from '@club/shared/api/network';
import { egoGraph } from '../graph.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/network/graph: the ego network for the Graph view. */
export const handler = httpHandler(route, async ({ member }) => egoGraph(member));
