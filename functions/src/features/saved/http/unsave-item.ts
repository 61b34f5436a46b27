import { savedItemRoutes } from '@club/shared';
import { unsaveItem } from '../saved.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/saved-items/{kind}/{itemId}: remove a saved post or job (idempotent). */
export const handler = httpHandler(savedItemRoutes.unsaveItem, async ({ member, params }) => unsaveItem(member, params.kind, params.itemId));
