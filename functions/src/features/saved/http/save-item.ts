import { saveItem as route } from '@club/shared/api/saved';
import { saveItem } from '../saved-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/saved-items/{kind}/{itemId}: save a post or job (idempotent). */
export const handler = httpHandler(route, async ({ member, params }) => saveItem(member, params.kind, params.itemId));
