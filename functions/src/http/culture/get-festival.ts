import { cultureRoutes } from '@club/shared';
import { getFestival } from '../../domain/culture/festivals.js';
import { httpHandler } from '../handler.js';

/** GET /api/festivals/{festivalId}: one festival. */
export const handler = httpHandler(cultureRoutes.getFestival, async ({ params }) => getFestival(params.festivalId));
