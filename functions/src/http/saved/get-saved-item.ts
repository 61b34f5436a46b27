import { savedItemRoutes } from '@club/shared';
import { isSaved } from '../../domain/saved/saved.js';
import { httpHandler } from '../handler.js';

/** GET /api/saved-items/{kind}/{itemId}: whether the caller saved it. */
export const handler = httpHandler(savedItemRoutes.getSavedItem, async ({ member, params }) => isSaved(member, params.kind, params.itemId));
