import { listTermSheetTemplates as route } from '@club/shared/api/investors';
import { listTemplates } from '../term-sheets.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/term-sheet-templates: the templates, optionally for one stage. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listTemplates(query);
  return reply.page(page.items, page.cursor);
});
