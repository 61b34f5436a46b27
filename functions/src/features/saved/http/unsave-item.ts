import { unsaveItem as route } from '@club/shared/api/saved';
import { unsaveItem } from '../saved-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/saved-items/{kind}/{itemId}: remove a saved post or job (idempotent). */
export const handler = httpHandler(route, async ({ member, params }) => unsaveItem(member, params.kind, params.itemId));
