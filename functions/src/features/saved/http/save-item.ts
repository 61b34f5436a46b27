import { savedItemRoutes } from '@club/shared';
import { saveItem } from '../saved.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/saved-items/{kind}/{itemId}: save a post or job (idempotent). */
export const handler = httpHandler(savedItemRoutes.saveItem, async ({ member, params }) => saveItem(member, params.kind, params.itemId));
