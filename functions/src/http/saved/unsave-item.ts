import { savedItemRoutes } from '@club/shared';
import { unsaveItem } from '../../domain/saved/saved.js';
import { httpHandler } from '../handler.js';

/** DELETE /api/saved-items/{kind}/{itemId}: remove a saved post or job (idempotent). */
export const handler = httpHandler(savedItemRoutes.unsaveItem, async ({ member, params }) => unsaveItem(member, params.kind, params.itemId));
