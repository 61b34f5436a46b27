import { getSavedItem as route } from '@club/shared/api/saved';
import { isSaved } from '../saved.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/saved-items/{kind}/{itemId}: whether the caller saved it. */
export const handler = httpHandler(route, async ({ member, params }) => isSaved(member, params.kind, params.itemId));
