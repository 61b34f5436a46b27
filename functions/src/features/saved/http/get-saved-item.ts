import { savedItemRoutes } from '@club/shared';
import { isSaved } from '../saved.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/saved-items/{kind}/{itemId}: whether the caller saved it. */
export const handler = httpHandler(savedItemRoutes.getSavedItem, async ({ member, params }) => isSaved(member, params.kind, params.itemId));
