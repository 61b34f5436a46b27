import { downloadTermSheetTemplate as route } from '@club/shared/api/investors';
import { downloadTemplate } from '../term-sheets-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/term-sheet-templates/{templateId}/download: the template as Markdown, counted. */
export const handler = httpHandler(route, async ({ params }) => downloadTemplate(params.templateId));
