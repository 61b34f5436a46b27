import { investorRoutes } from '@club/shared';
import { listTemplates } from '../../domain/investors/term-sheets.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/term-sheet-templates: the templates, optionally for one stage. */
export const handler = httpHandler(investorRoutes.listTermSheetTemplates, async ({ query }) => {
  const page = await listTemplates(query);
  return reply.page(page.items, page.cursor);
});
